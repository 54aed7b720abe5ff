import { describe, expect, test } from "vitest";
import { fieldErrorProps, groupErrorProps, replyErrors } from "./reply-errors";

describe("a reply's errors without Conform's hook", () => {
  test("lists the form's errors first, then the fields', each once", () => {
    expect(
      replyErrors({
        status: "error",
        error: {
          query: ["search-invalid"],
          "": ["search-limit"],
          name: null,
          other: ["search-invalid"],
        },
      }),
    ).toEqual(["search-limit", "search-invalid"]);
    expect(replyErrors(undefined)).toEqual([]);
    expect(replyErrors({ status: "success" })).toEqual([]);
  });

  test("wires a refused field to its error, then its hint, as Conform does", () => {
    expect(fieldErrorProps(["required"], "email-error", "email-hint")).toEqual({
      "aria-invalid": true,
      "aria-describedby": "email-error email-hint",
    });
    expect(fieldErrorProps(["required"], "email-error")).toEqual({
      "aria-invalid": true,
      "aria-describedby": "email-error",
    });
    expect(fieldErrorProps([], "email-error", "email-hint")).toEqual({
      "aria-invalid": undefined,
      "aria-describedby": "email-hint",
    });
    expect(fieldErrorProps(undefined, "email-error")).toEqual({
      "aria-invalid": undefined,
      "aria-describedby": undefined,
    });
  });

  test("names a refused group's error without calling the group invalid", () => {
    expect(groupErrorProps(["choose one"], "degree-error")).toEqual({
      "aria-describedby": "degree-error",
    });
    expect(groupErrorProps(undefined, "degree-error")).toEqual({ "aria-describedby": undefined });
  });
});
