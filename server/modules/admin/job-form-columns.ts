import { dutyStationOf, normalisePosting } from "#domain/normalise-posting";
import type { JobFormField, JobFormValues } from "#domain/job-posting-form";
import type { JobRow, NewJobRow } from "#server/db/schema";
import { escapeHtml } from "#domain/text";

// What a job's columns become from the admin's job form, and back: each form field decides some
// columns, read through the same normalisation as a crawl, so an edit writes only the columns of
// the fields that changed.

const NO_LOCATION = "Location not specified";

/** What the form shows for a stored job. */
export function jobFormValuesOf(row: JobRow): JobFormValues {
  return {
    title: row.title,
    organization: row.organization,
    link: row.link,
    postedDate: row.postedDate.toISOString().slice(0, 10),
    level: row.level ?? "",
    field: row.professionalField ?? "",
    grade: row.gradeCode ?? "",
    dutyStation: row.location === NO_LOCATION ? "" : row.location,
    deadline: row.closingDate ?? row.expiresAt?.toISOString().slice(0, 10) ?? "",
    description: row.description,
  };
}

/** Plain text typed into the form becomes paragraphs; HTML is kept (and sanitised). */
function descriptionHtmlOf(value: string): string {
  if (value === "" || /<[a-z][^>]*>/i.test(value)) return value;
  return value
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** The columns each form field decides, read through the same normalisation as a crawl. */
export function columnsOf(
  values: JobFormValues,
  now: Date,
): Record<JobFormField, Partial<NewJobRow>> {
  const normalised = normalisePosting(
    {
      title: values.title,
      organization: values.organization,
      location: values.dutyStation || null,
      descriptionHtml: descriptionHtmlOf(values.description),
      grade: values.grade || null,
      deadlineText: values.deadline || null,
      deadlineDecided: true,
      postedAt: values.postedDate || null,
      link: values.link,
      externalId: "form",
    },
    now,
  );
  const hasLocation = values.dutyStation !== "";
  // The admin's deadline is the closing date as typed: read alone, never weighed against a date in
  // the description, and with no basis (the job page then says nothing of where it came from).
  const deadline = values.deadline
    ? normalisePosting(
        {
          title: values.title,
          organization: values.organization,
          location: values.dutyStation || null,
          deadlineText: values.deadline,
          deadlineDecided: true,
          link: values.link,
          externalId: "form",
        },
        now,
      ).deadline
    : null;
  return {
    title: { title: normalised.title },
    organization: {
      organization: normalised.organizationName ?? values.organization,
      organizationSlug: normalised.organizationSlug,
    },
    link: { link: values.link },
    postedDate: {
      postedDate: values.postedDate ? new Date(`${values.postedDate}T00:00:00Z`) : now,
    },
    level: { level: values.level || null },
    field: { professionalField: values.field || null },
    grade: values.grade
      ? {
          gradeCode: normalised.gradeCode ?? values.grade,
          gradeSource: "level",
          gradeConfidence: 1,
        }
      : { gradeCode: null, gradeSource: null, gradeConfidence: null },
    dutyStation: hasLocation
      ? dutyStationOf(normalised)
      : {
          location: NO_LOCATION,
          city: null,
          country: null,
          countryCode: null,
          region: null,
          isRemote: false,
          isMultiLocation: false,
        },
    deadline: {
      expiresAt: deadline?.instant ?? null,
      closingDate: deadline?.localDate ?? null,
      closingDateBasis: null,
    },
    description: {
      description: normalised.descriptionHtml,
      descriptionText: normalised.descriptionText,
      summaryExcerpt: normalised.summaryExcerpt || null,
    },
  };
}

/** The columns of the given form fields, merged. */
export function mergeColumns(
  columns: Record<JobFormField, Partial<NewJobRow>>,
  names: readonly JobFormField[],
): Partial<NewJobRow> {
  const merged: Partial<NewJobRow> = {};
  for (const name of names) Object.assign(merged, columns[name]);
  return merged;
}
