// The career planner's rules: which UN grades a profile meets the usual minimums for, which
// locally recruited posts a nationality opens, and what would open the next grade. Pure data and
// functions; the page and the account storage are elsewhere.
//
// The minimums are the usual UN-system ones for Professional (P) and Director (D) posts: an
// advanced university degree (master's or equivalent) and a number of years of relevant
// experience, or a first-level degree (bachelor's) and two more years in its place.
//
// Where they come from, as checked on 26 November 2026:
// - UN Careers' staff categories (careers.un.org, "Professional and higher categories"): P and D
//   posts are recruited internationally; National Officer (NO-A to NO-D) posts are filled by
//   nationals of the country of the duty station, General Service posts locally.
// - "UN Job Grades Compared" (un-careers.site/guides/un-job-grades-compared): P-3 about 5 years
//   with an advanced degree or first degree + 7; P-4 7 or first + 9; P-5 about 10; D-1 about 15;
//   NO posts ask for a university degree; an advanced degree stands for two years of experience.
// - UNIDO's standard requirements (careers.unido.org, "International Professionals"), with an
//   advanced degree: P-3 5 years, P-4 7, P-5 10 (P-1 1, P-2 3 and D-1 12 there: agencies differ
//   at the ends of the ladder, so every vacancy's own requirements decide).
// P-1's "0 years with an advanced degree, 2 with a first degree" and P-2's "2/4" follow the same
// two-years-for-the-advanced-degree rule. No rule of thumb replaces a vacancy's own text; the
// planner says so on the page.

import { PROFESSIONAL_FIELDS, type ProfessionalField } from "./professional-fields";
import { findCountry, type Country } from "./countries";

export const DEGREES = ["none", "bachelor", "master", "doctorate"] as const;
export type Degree = (typeof DEGREES)[number];

/** The six official languages of the United Nations. */
export const UN_LANGUAGES = [
  "Arabic",
  "Chinese",
  "English",
  "French",
  "Russian",
  "Spanish",
] as const;
export type UnLanguage = (typeof UN_LANGUAGES)[number];

/** Each official language's ISO 639-1 code, for naming it in the reader's language. */
export const UN_LANGUAGE_CODES: Record<UnLanguage, string> = {
  Arabic: "ar",
  Chinese: "zh",
  English: "en",
  French: "fr",
  Russian: "ru",
  Spanish: "es",
};

/** The listing's professional fields, offered by the planner. */
export const PROFESSIONAL_FIELDS_FOR_PLANNER: readonly ProfessionalField[] = PROFESSIONAL_FIELDS;

export const MAX_YEARS = 50;
export const MAX_DUTY_STATIONS = 5;

export type CareerProfile = {
  yearsExperience: number;
  degree: Degree;
  languages: UnLanguage[];
  fields: ProfessionalField[];
  /** Cities or countries, as typed (each one a location filter of /jobs). */
  dutyStations: string[];
  /** ISO 3166-1 alpha-2 code, or null when not given. */
  nationality: string | null;
};

/** Years of relevant experience a grade asks for, with an advanced or a first-level degree. */
export const GRADE_MINIMUMS = [
  { grade: "P-1", advanced: 0, firstLevel: 2 },
  { grade: "P-2", advanced: 2, firstLevel: 4 },
  { grade: "P-3", advanced: 5, firstLevel: 7 },
  { grade: "P-4", advanced: 7, firstLevel: 9 },
  { grade: "P-5", advanced: 10, firstLevel: 12 },
  { grade: "D-1", advanced: 15, firstLevel: 17 },
] as const;

export type InternationalGrade = (typeof GRADE_MINIMUMS)[number]["grade"];

export const NATIONAL_OFFICER_GRADES = ["NO-A", "NO-B", "NO-C", "NO-D"] as const;
export const GENERAL_SERVICE_GRADES = ["G-1", "G-2", "G-3", "G-4", "G-5", "G-6", "G-7"] as const;

function hasAdvancedDegree(degree: Degree): boolean {
  return degree === "master" || degree === "doctorate";
}

/** Years a grade asks of this degree; null when the degree cannot reach it (no degree). */
function yearsNeeded(minimum: (typeof GRADE_MINIMUMS)[number], degree: Degree): number | null {
  if (degree === "none") return null;
  return hasAdvancedDegree(degree) ? minimum.advanced : minimum.firstLevel;
}

/** The P and D grades whose usual minimums the profile meets, lowest first. */
export function eligibleGrades(
  profile: Pick<CareerProfile, "yearsExperience" | "degree">,
): InternationalGrade[] {
  return GRADE_MINIMUMS.filter((minimum) => {
    const needed = yearsNeeded(minimum, profile.degree);
    return needed !== null && profile.yearsExperience >= needed;
  }).map((minimum) => minimum.grade);
}

/** One way to reach the next grade: more years, a degree, or both. */
export type NextGradeRoute = { moreYears: number; degree: "first-level" | "advanced" | null };

export type NextGradeAdvice = { grade: InternationalGrade; routes: NextGradeRoute[] };

/**
 * What would open the lowest P or D grade the profile does not meet yet; null at the top of the
 * ladder (D-1). Each route names the years still missing and any degree it takes.
 */
export function nextGradeAdvice(
  profile: Pick<CareerProfile, "yearsExperience" | "degree">,
): NextGradeAdvice | null {
  const next = GRADE_MINIMUMS.find((minimum) => {
    const needed = yearsNeeded(minimum, profile.degree);
    return needed === null || profile.yearsExperience < needed;
  });
  if (!next) return null;
  const missing = (years: number) => Math.max(0, years - profile.yearsExperience);
  const routes: NextGradeRoute[] = [];
  if (profile.degree === "none") {
    routes.push({ moreYears: missing(next.firstLevel), degree: "first-level" });
    routes.push({ moreYears: missing(next.advanced), degree: "advanced" });
  } else if (profile.degree === "bachelor") {
    routes.push({ moreYears: missing(next.firstLevel), degree: null });
    routes.push({ moreYears: missing(next.advanced), degree: "advanced" });
  } else {
    routes.push({ moreYears: missing(next.advanced), degree: null });
  }
  return { grade: next.grade, routes };
}

export type NationalPosts = {
  country: Pick<Country, "code" | "name">;
  /** NO-A to NO-D when the profile has a university degree, and the G grades. */
  grades: string[];
};

/**
 * Locally recruited posts the nationality opens: General Service posts, and National Officer posts
 * (which ask for a university degree), both only in the country of that nationality.
 */
export function nationalPosts(
  profile: Pick<CareerProfile, "nationality" | "degree">,
): NationalPosts | null {
  const country = profile.nationality ? findCountry(profile.nationality) : null;
  if (!country) return null;
  const grades: string[] = [
    ...(profile.degree === "none" ? [] : NATIONAL_OFFICER_GRADES),
    ...GENERAL_SERVICE_GRADES,
  ];
  return { country: { code: country.code, name: country.name }, grades };
}

/**
 * A remark on the languages, which the page words: "working-language" when neither English nor
 * French (the Secretariat's working languages, asked by almost every international post) is
 * among them; "second-language" with a single language (a second one is often an asset).
 */
export type LanguageAdvice = "working-language" | "second-language";

export function languageAdvice(languages: readonly UnLanguage[]): LanguageAdvice | null {
  if (!languages.includes("English") && !languages.includes("French")) return "working-language";
  if (languages.length < 2) return "second-language";
  return null;
}

/** The profile as URL parameters: the planner's own link, and what its form sends. */
export function careerProfileParams(profile: CareerProfile): URLSearchParams {
  const params = new URLSearchParams();
  params.set("years", String(profile.yearsExperience));
  params.set("degree", profile.degree);
  for (const language of profile.languages) params.append("language", language);
  for (const field of profile.fields) params.append("field", field);
  if (profile.dutyStations.length) params.set("dutyStation", profile.dutyStations.join(", "));
  if (profile.nationality) params.set("nationality", profile.nationality);
  return params;
}
