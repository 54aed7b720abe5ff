// The choices of the coaching form, in a module of their own: the page imports them for the
// browser, and nothing here may pull server code into the client bundle.
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

/** The longest team note an admin may keep on a request. */
export const MAX_ADMIN_NOTES = 4000;
