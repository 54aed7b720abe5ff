import { classifyContract } from "#domain/contract-types";
import { CITIES } from "#domain/cities";
import { findCountryByCode } from "#domain/countries";
import { PROFESSIONAL_FIELDS } from "#domain/fields";
import { ORGANISATIONS } from "#domain/organisations";
import { readLanguageRequirements } from "#domain/language-requirements";
import { languageColumns } from "#server/db/language-columns";
import type { NewJobRow } from "#server/db/schema";
import { SYNTHETIC_WORDS, syntheticLanguageAt } from "./synthetic-translations";

// Deterministic, realistic-looking jobs for benchmarks and tests: same seed, same rows.

function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROLES = [
  "Programme Officer",
  "Programme Specialist",
  "Policy Analyst",
  "Project Manager",
  "Finance Associate",
  "Procurement Officer",
  "Human Resources Assistant",
  "Communications Specialist",
  "Monitoring and Evaluation Officer",
  "Logistics Officer",
  "Legal Officer",
  "Health Specialist",
  "Nutrition Officer",
  "Education Specialist",
  "Protection Officer",
  "Data Analyst",
  "Information Management Officer",
  "Engineer",
  "Economist",
  "Coordinator",
  "Consultant",
  "Intern",
  "Administrative Assistant",
  "Translator",
  "Security Officer",
  "Climate Change Adviser",
  "Supply Chain Officer",
  "Emergency Coordinator",
  "Knowledge Management Specialist",
  "Gender Specialist",
];
const TOPICS = [
  "Climate Resilience",
  "Child Protection",
  "Public Health",
  "Food Security",
  "Digital Transformation",
  "Social Protection",
  "Gender Equality",
  "Refugee Response",
  "Water and Sanitation",
  "Governance",
  "Disaster Risk Reduction",
  "Migration",
  "Human Rights",
  "Renewable Energy",
  "Procurement",
  "Internal Audit",
  "Partnerships",
  "Early Childhood Development",
  "Peacebuilding",
  "Agriculture",
];
const GRADES: [string, string][] = [
  ["P-1", "Entry"],
  ["P-2", "Entry"],
  ["P-3", "Mid"],
  ["P-4", "Mid"],
  ["P-5", "Senior"],
  ["D-1", "Senior"],
  ["G-4", "Entry"],
  ["G-5", "Entry"],
  ["G-6", "Mid"],
  ["G-7", "Mid"],
  ["NO-A", "Entry"],
  ["NO-B", "Mid"],
  ["NO-C", "Mid"],
  ["NPSA-8", "Mid"],
  ["IPSA-10", "Mid"],
  ["CON", "Consultant"],
  ["I-1", "Internship"],
];
const SENTENCES = [
  "The incumbent will support the design, implementation and monitoring of programmes in the country office.",
  "Under the supervision of the Representative, the post holder leads a team of national and international staff.",
  "The organisation works with governments, civil society and partners to deliver results for the most vulnerable.",
  "Candidates should have an advanced university degree in economics, public policy, international relations or a related field.",
  "A minimum of five years of progressively responsible experience in development or humanitarian work is required.",
  "Fluency in English is required; knowledge of French or Spanish is an asset.",
  "The role involves frequent travel to field locations and coordination with United Nations agencies.",
  "Strong analytical, communication and negotiation skills are essential for this position.",
  "Experience with data analysis, reporting and results-based management is desirable.",
  "The position is based in the regional hub and covers several countries in the region.",
  "Applicants will be assessed on integrity, professionalism and respect for diversity.",
  "The successful candidate will manage budgets, prepare reports for donors and ensure compliance with rules.",
  "Work includes supporting emergency preparedness and response in complex operating environments.",
  "The post contributes to the Sustainable Development Goals through evidence-based policy advice.",
  "Knowledge of the United Nations system and its procedures is an advantage.",
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/**
 * `count` synthetic jobs, posted over the 60 days before `now`, most still open, with their
 * posting language and language requirements read as ingestion reads them. With `languages`, one
 * in ten is written in French and one in twenty in Spanish (the same draws, translated), as in the
 * benchmarks' data; without it, all are in English.
 */
export function createSyntheticJobs(
  count: number,
  options: { now: Date; seed?: number; source?: string; languages?: boolean },
): NewJobRow[] {
  const random = createRandom(options.seed ?? 42);
  const source = options.source ?? "synthetic";
  const organisations = ORGANISATIONS.slice(0, 60);
  const rows: NewJobRow[] = [];
  for (let index = 0; index < count; index++) {
    const organisation = pick(random, organisations);
    const city = pick(random, CITIES);
    const country = findCountryByCode(city.countryCode);
    const drawn = pick(random, GRADES);
    const role = pick(random, ROLES);
    const topic = pick(random, TOPICS);
    // One job in eighteen is a UN Volunteer assignment: no grade, the Volunteering level. Taken by
    // position rather than by another draw, so the other jobs of a seed stay what they were.
    const volunteer = index % 18 === 17;
    const [grade, level] = volunteer ? [null, "Volunteering"] : drawn;
    const language = options.languages ? syntheticLanguageAt(index) : null;
    const words = language ? SYNTHETIC_WORDS[language] : null;
    const roleText = words ? words.roles[ROLES.indexOf(role)]! : role;
    const topicText = words ? words.topics[TOPICS.indexOf(topic)]! : topic;
    const volunteerText = words ? words.volunteer : "UN Volunteer";
    const title = volunteer
      ? `${roleText} (${volunteerText}), ${topicText}`
      : `${roleText}, ${topicText}`;
    const posted = new Date(options.now.getTime() - Math.floor(random() * 60 * 86_400_000));
    const deadline = new Date(posted.getTime() + (14 + Math.floor(random() * 50)) * 86_400_000);
    deadline.setUTCHours(23, 59, 59, 0);
    const sentences = Array.from({ length: 8 }, () => {
      const sentence = pick(random, SENTENCES);
      return words ? words.sentences[SENTENCES.indexOf(sentence)]! : sentence;
    });
    const text = sentences.join(" ");
    rows.push({
      source,
      externalId: `${source}-${index + 1}`,
      title,
      organization: organisation.name,
      organizationSlug: organisation.slug,
      logoUrl: organisation.logo,
      location: country ? `${city.name}, ${country.name}` : city.name,
      city: city.name,
      country: country?.name ?? null,
      countryCode: city.countryCode,
      region: country?.region ?? null,
      isRemote: random() < 0.04,
      description: `<p>${sentences.slice(0, 4).join(" ")}</p><p>${sentences.slice(4).join(" ")}</p>`,
      descriptionText: text,
      postingLanguage: language ?? "en",
      ...languageColumns(readLanguageRequirements(text)),
      link: `https://careers.example.org/${organisation.slug}/jobs/${index + 1}`,
      links: [],
      professionalField: random() < 0.9 ? pick(random, PROFESSIONAL_FIELDS) : null,
      level,
      gradeCode: grade,
      gradeSource: grade ? "level" : null,
      gradeConfidence: grade ? 0.9 : null,
      ...classifyContract({ title, gradeCode: grade }),
      expiresAt: deadline,
      closingDate: deadline.toISOString().slice(0, 10),
      postedDate: posted,
      firstSeenAt: posted,
      lastSeenAt: options.now,
      status: "active",
    });
  }
  return rows;
}
