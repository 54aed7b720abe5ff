// The 14 professional fields as data: names, slugs, badge colours. No classifier here, so pages
// that only name or link fields do not ship the keyword tables to the browser.

export const PROFESSIONAL_FIELDS = [
  "Administration & Operations",
  "Communications & External Relations",
  "Crisis, Emergency & Security",
  "Engineering & Infrastructure",
  "Environment & Sustainability",
  "Finance & Economy",
  "Human Resources & Training",
  "Human Rights & Legal Affairs",
  "Innovation & Knowledge Management",
  "Interpretation, Translation & Language Services",
  "Medical & Health Services",
  "Monitoring, Evaluation & Learning (MEL)",
  "Programme & Policy Development",
  "Cross-cutting / Specialized Fields",
] as const;
import { ownEntry } from "./own-entry";

export type ProfessionalField = (typeof PROFESSIONAL_FIELDS)[number];

export const FIELD_SLUGS: Record<ProfessionalField, string> = {
  "Administration & Operations": "administration-operations",
  "Communications & External Relations": "communications-external-relations",
  "Crisis, Emergency & Security": "crisis-emergency-security",
  "Engineering & Infrastructure": "engineering-infrastructure",
  "Environment & Sustainability": "environment-sustainability",
  "Finance & Economy": "finance-economy",
  "Human Resources & Training": "human-resources-training",
  "Human Rights & Legal Affairs": "human-rights-legal-affairs",
  "Innovation & Knowledge Management": "innovation-knowledge-management",
  "Interpretation, Translation & Language Services": "interpretation-translation-language-services",
  "Medical & Health Services": "medical-health-services",
  "Monitoring, Evaluation & Learning (MEL)": "monitoring-evaluation-learning",
  "Programme & Policy Development": "programme-policy-development",
  "Cross-cutting / Specialized Fields": "cross-cutting-specialized-fields",
};

/** Landing-page slugs that name a field in everyday words, differently from its own slug. */
export const FIELD_SLUG_ALIASES: Record<string, ProfessionalField> = {
  "public-health": "Medical & Health Services",
  economics: "Finance & Economy",
  education: "Programme & Policy Development",
  "humanitarian-aid": "Crisis, Emergency & Security",
};

export const FIELD_COLOURS: Record<ProfessionalField, string> = {
  "Administration & Operations": "slate-600",
  "Communications & External Relations": "sky-600",
  "Crisis, Emergency & Security": "red-600",
  "Engineering & Infrastructure": "orange-600",
  "Environment & Sustainability": "green-600",
  "Finance & Economy": "emerald-700",
  "Human Resources & Training": "violet-600",
  "Human Rights & Legal Affairs": "indigo-700",
  "Innovation & Knowledge Management": "cyan-600",
  "Interpretation, Translation & Language Services": "fuchsia-600",
  "Medical & Health Services": "rose-600",
  "Monitoring, Evaluation & Learning (MEL)": "amber-600",
  "Programme & Policy Development": "blue-600",
  "Cross-cutting / Specialized Fields": "purple-600",
};

export const UNKNOWN_FIELD_COLOUR = "gray-400";

export function isProfessionalField(value: unknown): value is ProfessionalField {
  return typeof value === "string" && (PROFESSIONAL_FIELDS as readonly string[]).includes(value);
}

export function slugifyField(field: ProfessionalField): string {
  // Own entries only, should a string that is not a field get here ("" is no page).
  return ownEntry(FIELD_SLUGS, field) ?? "";
}

export function findFieldBySlug(slug: string): ProfessionalField | null {
  const wanted = slug.trim().toLowerCase();
  const direct = PROFESSIONAL_FIELDS.find((field) => FIELD_SLUGS[field] === wanted);
  // Only the aliases the table lists: a plain object would also "find" __proto__ or constructor.
  return direct ?? ownEntry(FIELD_SLUG_ALIASES, wanted) ?? null;
}

export function getFieldColour(field: string | null | undefined): string {
  return isProfessionalField(field) ? FIELD_COLOURS[field] : UNKNOWN_FIELD_COLOUR;
}
