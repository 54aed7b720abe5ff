import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { careerProfileSchema } from "#domain/career-profile-form";
import { serverTranslator } from "#server/modules/i18n/plain-translator";
import { translatePlannerReply } from "./planner-messages.server";

const refused = (entries: [string, string][]) => {
  const submission = parseWithZod(new URLSearchParams(entries), { schema: careerProfileSchema });
  if (submission.status === "success") throw new Error("expected errors");
  return submission.reply();
};

test("every message of the planner's form reaches the page in its language", () => {
  const reply = refused([
    ["years", "minus"],
    ["degree", "diploma"],
    ["language", "Klingon"],
    ["field", "Astrology"],
    ["dutyStation", "a, b, c, d, e, f"],
    ["nationality", "ZZ"],
  ]);
  expect(translatePlannerReply(reply, serverTranslator("fr")).error).toEqual({
    years: [
      "Veuillez indiquer vos années d’expérience pertinente sous la forme d’un nombre entier compris entre 0 et 50.",
    ],
    degree: ["Veuillez choisir votre diplôme le plus élevé."],
    language: ["Veuillez choisir les langues dans la liste."],
    field: ["Veuillez choisir les domaines dans la liste."],
    dutyStation: ["Veuillez indiquer au plus 5 lieux d’affectation."],
    nationality: ["Veuillez choisir un pays dans la liste."],
  });
  // English reads as the schema wrote it, each message found in the catalog.
  expect(translatePlannerReply(reply, serverTranslator("en"))).toEqual(reply);
  const long = refused([["dutyStation", "x".repeat(81)]]);
  expect(translatePlannerReply(long, serverTranslator("ar")).error?.dutyStation).toEqual([
    "يُرجى ألا يتجاوز كل مركز عمل 80 حرفًا.",
  ]);
  expect(translatePlannerReply(long, serverTranslator("en"))).toEqual(long);
});
