import { z } from "zod";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import {
  describeIssuesInOneLine,
  labelItem,
  readItems,
} from "#server/ingestion/sources/json-responses";

// IMO's recruitment site (recruit.imo.org) reads its open vacancies from a public JSON array:
// GET /api/CurrentJobVacancies. Dates are DD/MM/YYYY; `location` is the hiring division (IMO
// recruits at its London headquarters), `classification` the grade ("G.6", "P.4"); the close dates
// `jobCloseDate*` hold the .NET empty date 0001-01-01 and are not used.

export const IMO_VACANCIES_URL = "https://recruit.imo.org/api/CurrentJobVacancies";

/**
 * The duty station of IMO's vacancies: the API has no field for it (`location` is the hiring
 * division, `country` a lookup id without its value), and IMO's posts are at its London
 * headquarters (vacancy 940's salary: "free of income tax in the UK").
 */
export const IMO_DUTY_STATION = "London, United Kingdom";

/** The public page of one vacancy. */
export function buildImoVacancyUrl(id: string): string {
  return `https://recruit.imo.org/vacancies/${encodeURIComponent(id)}`;
}

export type ImoPage = { postings: AdapterPosting[]; errors: string[]; itemCount: number };

const text = z.string().nullish();
const vacancySchema = z.looseObject({
  jobVacancyId: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  title: z.string().trim().min(1),
  vacancyReference: text,
  location: text,
  contractType: text,
  contractHours: text,
  classification: text,
  dateofissue: text,
  deadlineforapplications: text,
  purposeforthepost: text,
  jobDescription: text,
  maindutiesandresponsibilities: text,
  professionalexperience: text,
  education: text,
  languageskills: text,
  contractInformation: text,
  salaryinformation: text,
});
type Vacancy = z.infer<typeof vacancySchema>;

/** Parses the vacancies array; a vacancy without id or title becomes an error, a bad body throws. */
export function parseImoVacancies(
  json: string,
  organization: string,
  dutyStation = IMO_DUTY_STATION,
): ImoPage {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`IMO vacancies are not JSON (${(error as Error).message})`, { cause: error });
  }
  if (!Array.isArray(value)) throw new Error("IMO vacancies: expected a JSON array");
  const { accepted, refused } = readItems(
    value,
    vacancySchema,
    (raw, index, error) =>
      `IMO ${labelItem(raw, "jobVacancyId", "vacancy", index)}: ${describeIssuesInOneLine(error)}`,
  );
  const postings = accepted.map((vacancy) => toPosting(vacancy, organization, dutyStation));
  return { postings, errors: refused, itemCount: value.length };
}

/** "25/09/2026" as "2026-09-25"; anything else (or an impossible date) is left out. */
export function dayFirstDate(value: string | null | undefined): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value?.trim() ?? "");
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

const SECTIONS: [keyof Vacancy, string][] = [
  ["purposeforthepost", "Purpose of the post"],
  ["maindutiesandresponsibilities", "Main duties and responsibilities"],
  ["professionalexperience", "Professional experience"],
  ["education", "Education"],
  ["languageskills", "Language skills"],
  ["contractInformation", "Contract"],
  ["salaryinformation", "Salary"],
];

function toPosting(vacancy: Vacancy, organization: string, dutyStation: string): AdapterPosting {
  const id = String(vacancy.jobVacancyId);
  const sections = SECTIONS.map(([key, heading]) => {
    const html = vacancy[key];
    return typeof html === "string" && html.trim() ? `<h3>${heading}</h3>${html}` : "";
  }).filter((section) => section !== "");
  const duties = vacancy.maindutiesandresponsibilities?.trim();
  const description =
    sections.length > 0
      ? sections.join("\n")
      : vacancy.jobDescription?.trim() || (duties ? duties : null);
  const contract = [vacancy.contractType, vacancy.contractHours]
    .map((part) => part?.trim())
    .filter((part): part is string => !!part);
  return {
    title: vacancy.title,
    organization,
    location: dutyStation,
    descriptionHtml: description,
    grade: vacancy.classification?.trim() || null,
    contractType: contract.length > 0 ? [...new Set(contract)].join(", ") : null,
    postedAt: dayFirstDate(vacancy.dateofissue),
    closingDate: dayFirstDate(vacancy.deadlineforapplications),
    deadlineText: vacancy.deadlineforapplications?.trim()
      ? `${vacancy.deadlineforapplications.trim()} (DD/MM/YYYY)`
      : null,
    link: buildImoVacancyUrl(id),
    externalId: id,
  };
}
