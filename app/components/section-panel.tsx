import type { ReactNode } from "react";

/**
 * A white panel of a page with its own h2 heading, as the CV pages show each part (the current CV,
 * the upload form, the match, the letter template, the AI draft). With `headingId` the section is
 * labelled by its heading; `id` is the section's own anchor (e.g. `#ai-draft`).
 */
export function SectionPanel({
  id,
  headingId,
  heading,
  children,
}: {
  id?: string;
  headingId?: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="mt-8 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
