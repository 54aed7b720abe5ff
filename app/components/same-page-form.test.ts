import { expect, test } from "vitest";
import { actionWithoutNotice } from "./same-page-form";

test("a form posting to its own page leaves out an earlier form's notice, and only that", () => {
  expect(actionWithoutNotice("/account/applications/1?notice=application-tracked")).toBe(
    "/account/applications/1",
  );
  expect(actionWithoutNotice("/dashboard?notice=search-saved&tab=alerts")).toBe(
    "/dashboard?tab=alerts",
  );
  expect(actionWithoutNotice("/jobs/1?shown=50")).toBe("/jobs/1?shown=50");
  expect(actionWithoutNotice("/dashboard")).toBe("/dashboard");
});
