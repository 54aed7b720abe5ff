import { expect, test } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { alertSettingsFormSchema, profileFormSchema } from "#domain/account-settings-form";
import { serverTranslator } from "#server/modules/i18n/plain-translator";
import {
  translateAlertSettingsReply,
  translateProfileReply,
} from "./account-settings-messages.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

test("the profile form is refused at its fields, in the page's language", () => {
  const refused = (fields: Record<string, string>, locale: "en" | "fr") => {
    const submission = parseWithZod(form(fields), { schema: profileFormSchema });
    if (submission.status === "success") throw new Error("expected a refusal");
    return translateProfileReply(submission.reply(), serverTranslator(locale));
  };
  expect(refused({ fullName: "   ", careerFocus: "Logistics" }, "en").error).toEqual({
    fullName: ["Please enter your full name."],
  });
  const tooLong = refused({ fullName: "n".repeat(121), careerFocus: "f".repeat(201) }, "fr");
  expect(tooLong.error).toEqual({
    fullName: ["120 caractères au maximum."],
    careerFocus: ["200 caractères au maximum."],
  });
  // What was typed comes back, so the page without script shows it again.
  expect(tooLong.initialValue).toMatchObject({ careerFocus: "f".repeat(201) });
});

test("the profile form keeps a trimmed name and an empty career focus", () => {
  const submission = parseWithZod(form({ fullName: "  Amina Diallo ", careerFocus: "" }), {
    schema: profileFormSchema,
  });
  expect(submission.status === "success" && submission.value).toEqual({
    fullName: "Amina Diallo",
    careerFocus: "",
  });
});

test("the alert settings take a frequency, and an unticked reminder is off", () => {
  const saved = parseWithZod(form({ alertFrequency: "weekly", trackerReminders: "on" }), {
    schema: alertSettingsFormSchema,
  });
  expect(saved.status === "success" && saved.value).toEqual({
    alertFrequency: "weekly",
    deadlineReminders: false,
    trackerReminders: true,
  });
  for (const fields of [{}, { alertFrequency: "hourly" }] as Record<string, string>[]) {
    const submission = parseWithZod(form(fields), { schema: alertSettingsFormSchema });
    if (submission.status === "success") throw new Error("expected a refusal");
    expect(translateAlertSettingsReply(submission.reply(), serverTranslator("fr")).error).toEqual({
      alertFrequency: ["Choisissez des alertes quotidiennes ou hebdomadaires."],
    });
  }
});
