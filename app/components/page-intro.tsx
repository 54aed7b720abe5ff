import type { ReactNode } from "react";
import { Link } from "react-router";

/** The heading block of a simple page, with a way on to the job listing. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-4 space-y-4 text-slate-700">{children}</div>
      <Link
        to="/jobs"
        className="mt-8 inline-flex items-center rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Browse open jobs
      </Link>
    </section>
  );
}
