// Grade families and the closed list of codes each one can produce. Everything the detector emits
// must be in GRADE_CODES, so the badge, the filter dropdown and the database agree on one vocabulary.

export type GradeCategory =
  | "professional"
  | "director"
  | "general-service"
  | "national-officer"
  | "field-service"
  | "consultant"
  | "contractor"
  | "intern"
  | "bank";

export type GradeFamily = {
  id: string;
  label: string;
  category: GradeCategory;
  colour: string;
  isLocallyRecruited: boolean;
  description: string;
};

type FamilyDefinition = GradeFamily & { codes: readonly string[] };

function listRange(prefix: string, from: number, to: number, separator = "-"): string[] {
  const codes: string[] = [];
  for (let n = from; n <= to; n += 1) codes.push(`${prefix}${separator}${n}`);
  return codes;
}

function listLetters(prefix: string, letters: string): string[] {
  return [...letters].map((letter) => `${prefix}${letter}`);
}

export const GRADE_FAMILIES: readonly FamilyDefinition[] = [
  {
    id: "P",
    label: "Professional",
    category: "professional",
    colour: "blue-600",
    isLocallyRecruited: false,
    description: "Internationally recruited professional staff post; P-1 is junior, P-5 is senior.",
    codes: listRange("P", 1, 7),
  },
  {
    id: "D",
    label: "Director",
    category: "director",
    colour: "purple-700",
    isLocallyRecruited: false,
    description: "Director-level staff post leading a division, office or country programme.",
    codes: listRange("D", 1, 2),
  },
  {
    id: "SL",
    label: "Senior leadership",
    category: "director",
    colour: "purple-900",
    isLocallyRecruited: false,
    description: "Assistant or Under-Secretary-General: the most senior UN appointments.",
    codes: ["ASG", "USG"],
  },
  {
    id: "G",
    label: "General Service",
    category: "general-service",
    colour: "green-600",
    isLocallyRecruited: true,
    description:
      "Locally recruited support staff post (administration, finance, drivers...); open to residents of the duty station.",
    codes: listRange("G", 1, 7),
  },
  {
    id: "NO",
    label: "National Officer",
    category: "national-officer",
    colour: "teal-600",
    isLocallyRecruited: true,
    description: "Professional post reserved for nationals of the country where the job is based.",
    codes: listLetters("NO-", "ABCDE"),
  },
  {
    id: "FS",
    label: "Field Service",
    category: "field-service",
    colour: "orange-600",
    isLocallyRecruited: false,
    description: "Internationally recruited staff who support peacekeeping and field missions.",
    codes: listRange("FS", 1, 7),
  },
  {
    id: "I",
    label: "Internship",
    category: "intern",
    colour: "pink-500",
    isLocallyRecruited: false,
    description:
      "Internship for students and recent graduates; usually short and often unpaid or stipend-based.",
    codes: listRange("I", 1, 2),
  },
  {
    id: "CON",
    label: "Consultant",
    category: "consultant",
    colour: "amber-500",
    isLocallyRecruited: false,
    description: "Time-bound consultancy contract for a specific assignment, not a staff post.",
    codes: ["CON"],
  },
  {
    id: "IICA",
    label: "International Individual Contractor (UNOPS)",
    category: "contractor",
    colour: "indigo-500",
    isLocallyRecruited: false,
    description:
      "UNOPS contract for internationally recruited personnel; IICA-1 is roughly P-2, IICA-3 roughly P-4.",
    codes: listRange("IICA", 1, 6),
  },
  {
    id: "LICA",
    label: "Local Individual Contractor (UNOPS)",
    category: "contractor",
    colour: "cyan-600",
    isLocallyRecruited: true,
    description: "UNOPS contract for personnel recruited in the country of the assignment.",
    codes: listRange("LICA", 1, 11),
  },
  {
    id: "NPSA",
    label: "National Personnel Service Agreement (UNDP)",
    category: "contractor",
    colour: "emerald-600",
    isLocallyRecruited: true,
    description: "UNDP contract for nationals or residents of the country where the job is based.",
    codes: listRange("NPSA", 1, 11),
  },
  {
    id: "IPSA",
    label: "International Personnel Service Agreement (UNDP)",
    category: "contractor",
    colour: "sky-600",
    isLocallyRecruited: false,
    description: "UNDP contract for internationally recruited personnel; IPSA-10 is roughly P-3.",
    codes: listRange("IPSA", 8, 21),
  },
  {
    id: "SB",
    label: "Service Contract",
    category: "contractor",
    colour: "lime-600",
    isLocallyRecruited: true,
    description:
      "Local service contract for support work (bands SB-1 to SB-5), open to residents of the duty station.",
    codes: listRange("SB", 1, 5),
  },
  {
    id: "SC",
    label: "Service Contract (WFP)",
    category: "contractor",
    colour: "lime-600",
    isLocallyRecruited: true,
    description:
      "WFP's local service contract (levels SC-1 to SC-11: SC-1 to SC-7 support work, SC-8 to SC-11 professional work), open to residents of the duty station.",
    codes: listRange("SC", 1, 11),
  },
  {
    id: "SSA",
    label: "Special Service Agreement",
    category: "contractor",
    colour: "yellow-600",
    isLocallyRecruited: false,
    description:
      "Non-staff service agreement (WFP, UN Women and others), sometimes with a numbered level.",
    codes: ["SSA", ...listRange("SSA", 1, 12)],
  },
  {
    id: "ICS",
    label: "ICS band (UNDP/UNOPS)",
    category: "contractor",
    colour: "slate-500",
    isLocallyRecruited: false,
    description:
      "UNDP/UNOPS classification band used to price a contract; ICS-9 to ICS-11 correspond to professional work.",
    codes: listRange("ICS", 1, 14),
  },
  {
    id: "WB",
    label: "World Bank Group grade",
    category: "bank",
    colour: "blue-800",
    isLocallyRecruited: false,
    description:
      "World Bank Group staff grade from GA (entry support) to GK (vice-president); GE–GH are professional levels.",
    codes: listLetters("G", "ABCDEFGHIJK"),
  },
  {
    id: "WB-ETC",
    label: "World Bank extended-term consultant",
    category: "consultant",
    colour: "amber-700",
    isLocallyRecruited: false,
    description:
      "World Bank extended-term consultant appointment (EC1–EC3), a multi-year consultancy.",
    codes: listRange("EC", 1, 3, ""),
  },
  {
    id: "WB-T",
    label: "World Bank temporary (internship) grade",
    category: "intern",
    colour: "pink-700",
    isLocallyRecruited: false,
    description:
      "World Bank Group temporary grade of its WBG Pioneers internships: T3 was seen on an undergraduate-track internship, T4 on one for master's and PhD students.",
    codes: ["T3", "T4"],
  },
  {
    id: "ADB",
    label: "Asian Development Bank grade",
    category: "bank",
    colour: "rose-700",
    isLocallyRecruited: false,
    description:
      "Asian Development Bank staff grade: IS international staff, TI technical international staff, TL technical local staff (field offices), NS national staff.",
    codes: [
      ...listRange("IS", 1, 10, ""),
      ...listRange("TI", 1, 5, ""),
      ...listRange("TL", 1, 8, ""),
      ...listRange("NS", 1, 8, ""),
    ],
  },
  {
    id: "AFDB",
    label: "African Development Bank grade",
    category: "bank",
    colour: "amber-800",
    isLocallyRecruited: false,
    description: "African Development Bank professional (PL) or executive (EL) staff grade.",
    codes: [...listRange("PL", 1, 7, ""), ...listRange("EL", 1, 6, "")],
  },
  {
    id: "GL",
    label: "Global Fund grade level",
    category: "bank",
    colour: "rose-600",
    isLocallyRecruited: false,
    description:
      'The Global Fund\'s own grade levels, written "GL A" to "GL F" in its titles: GL A to GL C support and analyst posts (a Fund Portfolio Analyst is GL B), GL D specialists and team leads, GL E managers, GL F heads and senior executives.',
    codes: listLetters("GL-", "ABCDEF"),
  },
  {
    id: "GCF",
    label: "Green Climate Fund grade",
    category: "bank",
    colour: "green-800",
    isLocallyRecruited: false,
    description:
      "Green Climate Fund staff grade (letters; E and F are professional specialist levels).",
    codes: listLetters("GCF-", "ABCDEFGHIJK"),
  },
];

const FAMILY_BY_CODE = new Map<string, FamilyDefinition>();
for (const family of GRADE_FAMILIES)
  for (const code of family.codes) FAMILY_BY_CODE.set(code, family);

export const GRADE_CODES: readonly string[] = [...FAMILY_BY_CODE.keys()];

export function isKnownGradeCode(code: string): boolean {
  return FAMILY_BY_CODE.has(code);
}

export function findFamilyDefinition(code: string): FamilyDefinition | undefined {
  return FAMILY_BY_CODE.get(code);
}
