import type { ReactNode } from "react";

/** A single centred card with a heading: confirmation, thank-you and error pages. */
export function MessagePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="rounded-lg border border-slate-200 bg-white p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-3 text-slate-700">{children}</div>
      </div>
    </section>
  );
}
