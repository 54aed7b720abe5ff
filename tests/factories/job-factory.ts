import type { NewJobRow } from "#server/db/schema";

let sequence = 0;

/** A complete, open job; override what the test is about. */
export function buildJob(overrides: Partial<NewJobRow> = {}): NewJobRow {
  sequence++;
  return {
    source: "test",
    externalId: `test-${sequence}`,
    title: `Programme Officer ${sequence}`,
    organization: "United Nations Development Programme",
    organizationSlug: "undp",
    location: "Nairobi, Kenya",
    city: "Nairobi",
    country: "Kenya",
    countryCode: "KE",
    region: "Africa",
    description: "<p>Support the country team.</p>",
    descriptionText: "Support the country team.",
    link: `https://jobs.example.org/${sequence}`,
    professionalField: "Programme & Policy Development",
    level: "Mid",
    gradeCode: "P-3",
    gradeSource: "title",
    gradeConfidence: 0.8,
    expiresAt: new Date(Date.now() + 20 * 86_400_000),
    postedDate: new Date(Date.now() - sequence * 60_000),
    status: "active",
    ...overrides,
  };
}
