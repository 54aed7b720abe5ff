import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { jobFormSchema, type JobFormValues } from "./job-posting-form";

// The admin job form's schema, fed as the action feeds it: a posted form through Conform, which
// sends an empty field as missing.

const filled: JobFormValues = {
  title: "Programme Officer, P-3",
  organization: "UNICEF",
  link: "https://jobs.unicef.org/en-us/job/590001",
  postedDate: "2026-11-20",
  level: "Mid",
  field: "",
  grade: "P-3",
  dutyStation: "Nairobi, Kenya",
  deadline: "2026-12-31",
  description: "Lead the programme.\n\nTravel up to 30%.",
};

function submit(values: Partial<JobFormValues>) {
  const form = new FormData();
  form.set("intent", "save");
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return parseWithZod(form, { schema: jobFormSchema });
}

const errorsOf = (values: Partial<JobFormValues>) => {
  const submission = submit(values);
  return submission.status === "success" ? {} : (submission.error ?? {});
};

test("title and organisation are required, blanks included", () => {
  expect(errorsOf({ ...filled, title: "  ", organization: "" })).toEqual({
    title: ["Enter the job title."],
    organization: ["Enter the organization."],
  });
  expect(errorsOf({ ...filled, organization: "" })).toEqual({
    organization: ["Enter the organization."],
  });
});

test("the link is a web address, dates are dates, choices come from the lists", () => {
  expect(errorsOf({ ...filled, link: "jobs.unicef.org/590001" })).toEqual({
    link: ["The link must be a web address (https://…)."],
  });
  expect(Object.keys(errorsOf({ ...filled, link: "javascript:alert(1)" }))).toEqual(["link"]);
  expect(errorsOf({ ...filled, postedDate: "20 November", deadline: "2026-02-30" })).toEqual({
    postedDate: ["The posted date must be a date (YYYY-MM-DD)."],
    deadline: ["The deadline must be a date (YYYY-MM-DD)."],
  });
  expect(Object.keys(errorsOf({ ...filled, level: "Boss" }))).toEqual(["level"]);
  expect(Object.keys(errorsOf({ ...filled, field: "Astrology" }))).toEqual(["field"]);
  expect(Object.keys(errorsOf({ ...filled, grade: "P".repeat(31) }))).toEqual(["grade"]);
});

test("optional fields may be left empty; every value comes back trimmed, '' for none", () => {
  const minimal = submit({ title: "  Driver ", organization: " WFP " });
  expect(minimal.status).toBe("success");
  if (minimal.status !== "success") return;
  expect(minimal.value).toEqual({
    title: "Driver",
    organization: "WFP",
    link: "",
    postedDate: "",
    level: "",
    field: "",
    grade: "",
    dutyStation: "",
    deadline: "",
    description: "",
  });
  const full = submit({ ...filled, grade: " P-3 " });
  expect(full.status === "success" ? full.value : null).toEqual(filled);
});
