import { expect, test } from "vitest";
import { jobFormSummary, validationSummary } from "./admin-form-reply.server";

test("the summary lists every field's messages in order, without the form's own", () => {
  expect(
    validationSummary({
      "": ["Failed before."],
      baseUrl: ["The base URL must be a web address (https://…)."],
      metadata: ["Invalid JSON in metadata field"],
    }),
  ).toBe(
    "Validation Error: The base URL must be a web address (https://…). Invalid JSON in metadata field",
  );
});

test("the job form's summary says the title and organisation are required when one is missing", () => {
  expect(jobFormSummary({ title: ["Enter the job title."], link: ["bad"] })).toBe(
    "Validation Error: Title and organization are required",
  );
  expect(jobFormSummary({ organization: ["Enter the organization."] })).toBe(
    "Validation Error: Title and organization are required",
  );
  expect(jobFormSummary({ link: ["The link must be a web address (https://…)."] })).toBe(
    "Validation Error: The link must be a web address (https://…).",
  );
});
