import type { ReactNode } from "react";

/**
 * A box that scrolls sideways when a wide table does not fit (WCAG reflow: the page never does).
 * Focusable and named, so keyboard users can scroll it; positioned, so nothing inside escapes it.
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  /** What the table holds; "(scrolls sideways)" is added for screen readers. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-lg border border-slate-200 bg-white ${className}`}
    >
      {children}
    </div>
  );
}
