// A platform's employment type (Workable's "Full-time", schema.org's "FULL_TIME", "CONTRACTOR",
// PageUp's "Permanent Full Time", …) in the words the contract classifier reads. Each platform
// offers a short fixed list.

/**
 * A full- or part-time job is a post on the employer's staff, a contract (contractor) job an
 * individual contractor's; temporary, intern and volunteer jobs read as such; "Other" says
 * nothing. A permanent job is a staff post too, full- or part-time as it says, whether
 * "permanent" comes before the hours or after them (Recruitee's "fulltime_permanent"), and
 * whether its parts are joined by spaces, underscores or dashes (Pinpoint's "Permanent - Full
 * Time"); so is a regular one (iCIMS portals' "Regular Full-Time", "Regular Part-Time": the
 * employer's own staff, as against its temporary or as-needed hires). A value outside the lists is
 * passed on as written.
 */
const EMPLOYMENT_TYPES: Record<string, string | null> = {
  "full-time": "Full-time staff appointment",
  "part-time": "Part-time staff appointment",
  contract: "Contract (individual contractor)",
  contractor: "Contract (individual contractor)",
  temporary: "Temporary",
  intern: "Internship",
  internship: "Internship",
  volunteer: "Volunteer",
  other: null,
  permanent: "Permanent staff appointment",
};

export function describeEmploymentType(value: string | null | undefined): string | null {
  const type = value?.replace(/\s+/g, " ").trim();
  if (!type) return null;
  const key = type
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .replace(/^(?:permanent|regular)-(?=(?:full|part)-time$)/, "")
    .replace(/^((?:full|part)-time)-permanent$/, "$1");
  return Object.hasOwn(EMPLOYMENT_TYPES, key) ? (EMPLOYMENT_TYPES[key] ?? null) : type;
}

/** True when `value` is one of the platform types above (in any of their spellings). */
export function isKnownEmploymentType(value: string | null | undefined): boolean {
  const type = value?.replace(/\s+/g, " ").trim();
  return !!type && describeEmploymentType(type) !== type;
}
