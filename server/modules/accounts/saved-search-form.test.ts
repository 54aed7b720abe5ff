import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { SEARCH_INVALID, saveSearchFormSchema } from "./saved-search-form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the Save this search form", () => {
  test("takes the listing's filters and a name", () => {
    const submission = parseWithZod(
      form({ query: "remote=true&grade=P3", name: "Remote P3", js: "1" }),
      { schema: saveSearchFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({ query: "remote=true&grade=P3", name: "Remote P3", js: "1" });
  });

  test("without filters or a name it saves every open job, named by the store", () => {
    const submission = parseWithZod(form({ query: "", name: "" }), {
      schema: saveSearchFormSchema,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({ query: "" });
  });

  test("refuses filters the listing cannot read, on the query, with its notice code", () => {
    for (const query of ["closingWithin=999", "remote=perhaps", "sort=cheapest"]) {
      const submission = parseWithZod(form({ query, name: "Mine" }), {
        schema: saveSearchFormSchema,
      });
      expect(submission.status, query).toBe("error");
      const reply = submission.reply();
      expect(reply.error, query).toEqual({ query: [SEARCH_INVALID] });
      // The name typed is sent back, so the box can show it again.
      expect(reply.initialValue).toMatchObject({ name: "Mine", query });
    }
  });
});
