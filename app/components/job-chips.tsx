import type { ReactNode } from "react";
import { Link } from "react-router";
import { ownEntry } from "#domain/own-entry";
import { useI18n } from "#app/lib/i18n/i18n";

// Colour tokens come from the domain (levels, fields, grade families) via JobCardData; the class
// names are spelled out here so Tailwind generates them.
const DOT_CLASSES: Record<string, string> = {
  "amber-500": "bg-amber-500",
  "amber-600": "bg-amber-600",
  "amber-700": "bg-amber-700",
  "amber-800": "bg-amber-800",
  "blue-600": "bg-blue-600",
  "blue-800": "bg-blue-800",
  "cyan-600": "bg-cyan-600",
  "emerald-600": "bg-emerald-600",
  "emerald-700": "bg-emerald-700",
  "fuchsia-600": "bg-fuchsia-600",
  "gray-400": "bg-gray-400",
  "green-600": "bg-green-600",
  "green-800": "bg-green-800",
  "indigo-500": "bg-indigo-500",
  "indigo-700": "bg-indigo-700",
  "lime-600": "bg-lime-600",
  "orange-600": "bg-orange-600",
  "pink-500": "bg-pink-500",
  "pink-700": "bg-pink-700",
  "purple-600": "bg-purple-600",
  "purple-700": "bg-purple-700",
  "purple-900": "bg-purple-900",
  "red-600": "bg-red-600",
  "rose-600": "bg-rose-600",
  "rose-700": "bg-rose-700",
  "sky-600": "bg-sky-600",
  "slate-500": "bg-slate-500",
  "slate-600": "bg-slate-600",
  "teal-600": "bg-teal-600",
  "violet-600": "bg-violet-600",
  "yellow-600": "bg-yellow-600",
};

export function ColourDot({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-2 w-2 shrink-0 rounded-full ${ownEntry(DOT_CLASSES, colour) ?? "bg-gray-400"}`}
    />
  );
}

/** The /jobs URL that sets one filter to one value (a chip on a card sets that single filter, replacing the others). */
export function filterHref(key: string, value: string): string {
  return `/jobs?${new URLSearchParams({ [key]: value }).toString()}`;
}

/** A chip that sets one filter and goes to /jobs. */
export function FilterChip({
  filter,
  value,
  label,
  children,
}: {
  filter:
    | "field"
    | "level"
    | "grade"
    | "organization"
    | "location"
    | "contract"
    | "nationalsOnly"
    | "postingLanguage";
  value: string;
  /** Accessible name; defaults to the visible text. */
  label?: string;
  children: ReactNode;
}) {
  const { href } = useI18n();
  return (
    <Link
      to={href(filterHref(filter, value))}
      aria-label={label}
      className="inline-flex min-h-6 max-w-full items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
    >
      {children}
    </Link>
  );
}
