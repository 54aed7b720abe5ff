import { describe, expect, test } from "vitest";
import { ADMIN_NOTICES, PAGE_NOTICES, readNotice, withNotice, withoutNotice } from "./page-notices";

describe("page notices", () => {
  test("a redirect's address names the notice before its fragment, once", () => {
    expect(withNotice("/dashboard", "search-saved")).toBe("/dashboard?notice=search-saved");
    expect(withNotice("/jobs?location=Nairobi#results", "job-saved")).toBe(
      "/jobs?location=Nairobi&notice=job-saved#results",
    );
    expect(withNotice("/jobs?notice=job-saved", "job-removed")).toBe("/jobs?notice=job-removed");
  });

  test("only the table's codes are read: nothing typed into an address reaches the page", () => {
    expect(readNotice("?notice=search-saved")).toBe(PAGE_NOTICES["search-saved"]);
    expect(readNotice("notice=cv-deleted&x=1")).toBe(PAGE_NOTICES["cv-deleted"]);
    expect(readNotice("?notice=admin-job-created")).toBe(ADMIN_NOTICES["admin-job-created"]);
    for (const search of [
      "",
      "?notice=",
      "?notice=Your%20account%20is%20locked",
      "?notice=__proto__",
      "?notice=constructor",
      "?notice=toString",
    ])
      expect(readNotice(search)).toBeNull();
  });

  test("links built from an address leave its notice out", () => {
    expect(withoutNotice("?level=Mid&notice=job-saved&shown=50")).toBe("level=Mid&shown=50");
  });
});
