// The choices and bounds of the coaching request form, in a module without zod: the page imports
// them for the browser, and the schema (coaching-form.ts) for the server.

export const COACHING_SITUATIONS = [
  "Student or recent graduate",
  "Early-career professional",
  "Mid-career professional moving into the UN system",
  "Current UN or international-organisation staff",
  "Consultant or on a short-term contract",
  "Affected by restructuring or a contract ending",
  "Other",
] as const;

export const COACHING_LANGUAGES = [
  "English",
  "French",
  "Spanish",
  "Arabic",
  "Portuguese",
  "Other",
] as const;

export const MAX_COACHING_NAME = 120;
export const MIN_COACHING_GOAL = 10;
export const MAX_COACHING_GOAL = 2000;
