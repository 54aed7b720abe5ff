import { describe, expect, it } from "vitest";
import {
  applicationDetailsSchema,
  applicationEventSchema,
} from "#server/modules/applications/update-application";
import { messagesFor } from "#server/modules/i18n/catalogs";
import { plainTranslator } from "#server/modules/i18n/plain-translator";
import { applicationFormError, formMessageText } from "./application-form-result";

const event = {
  kind: "interview",
  date: "2031-03-14",
  time: "09:30",
  timeZone: "Europe/Zurich",
  note: "",
};

function errorOf(result: { success: boolean; error?: { issues: unknown[] } }) {
  expect(result.success).toBe(false);
  return applicationFormError(result.error!.issues as Parameters<typeof applicationFormError>[0]);
}

describe("applicationFormError", () => {
  it("names the field that failed, with the limit of a too-long text", () => {
    expect(
      errorOf(applicationDetailsSchema.safeParse({ referenceNumber: "x".repeat(101), notes: "" })),
    ).toEqual({ key: "applications.errors.referenceTooLong", values: { max: 100 } });
    expect(
      errorOf(applicationDetailsSchema.safeParse({ referenceNumber: "", notes: "x".repeat(5001) })),
    ).toEqual({ key: "applications.errors.notesTooLong", values: { max: 5000 } });
    expect(errorOf(applicationEventSchema.safeParse({ ...event, kind: "party" }))).toEqual({
      key: "applications.errors.kind",
    });
    expect(errorOf(applicationEventSchema.safeParse({ ...event, date: "14/03/2031" }))).toEqual({
      key: "applications.errors.date",
    });
    expect(errorOf(applicationEventSchema.safeParse({ ...event, time: "9h30" }))).toEqual({
      key: "applications.errors.time",
    });
    expect(errorOf(applicationEventSchema.safeParse({ ...event, timeZone: "Mars/Base" }))).toEqual({
      key: "applications.errors.timeZone",
    });
    expect(errorOf(applicationEventSchema.safeParse({ ...event, note: "x".repeat(301) }))).toEqual({
      key: "applications.errors.noteTooLong",
      values: { max: 300 },
    });
  });

  it("tells a date the calendar does not have from an unknown problem", () => {
    expect(errorOf(applicationEventSchema.safeParse({ ...event, date: "2031-02-30" }))).toEqual({
      key: "applications.errors.noSuchTime",
    });
    expect(applicationFormError([{ path: ["other"], code: "invalid_type" }])).toEqual({
      key: "applications.results.checkForm",
    });
    expect(applicationFormError([])).toEqual({ key: "applications.results.checkForm" });
  });

  it("gives keys every language has", () => {
    const keys = [
      "referenceTooLong",
      "notesTooLong",
      "kind",
      "date",
      "time",
      "timeZone",
      "noteTooLong",
      "noSuchTime",
    ];
    for (const key of keys)
      expect(messagesFor("ar")).toHaveProperty([`applications.errors.${key}`]);
  });
});

describe("formMessageText", () => {
  it("writes a status with its label in the page's language", () => {
    const { t } = plainTranslator("fr");
    expect(
      formMessageText(t, {
        key: "applications.results.statusSet",
        values: { status: "interview" },
      }),
    ).toBe("Statut modifié\u00a0: Entretien.");
    expect(
      formMessageText(plainTranslator("en").t, {
        key: "applications.errors.referenceTooLong",
        values: { max: 100 },
      }),
    ).toBe("The reference number can be at most 100 characters.");
  });
});
