import type { ReactNode } from "react";
import { Form } from "react-router";

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

/**
 * The page an e-mail's link opens to act on its token (confirm, unsubscribe): a sentence and a
 * button that posts the token. Opening the link changes nothing, since mail scanners follow links.
 */
export function TokenButtonPanel({
  title,
  text,
  token,
  button,
}: {
  title: string;
  text: string;
  token: string;
  button: string;
}) {
  return (
    <MessagePanel title={title}>
      <p>{text}</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {button}
        </button>
      </Form>
    </MessagePanel>
  );
}
