import { expect, test } from "vitest";
import { parseCareerProfile } from "#domain/career-eligibility";
import { serverTranslator } from "#server/modules/i18n/plain-translator";
import { translateProfileErrors } from "./planner-messages.server";

const parse = (entries: [string, string][]) => {
  const params = new URLSearchParams(entries);
  const parsed = parseCareerProfile({
    get: (name) => params.get(name),
    getAll: (name) => params.getAll(name),
  });
  if (parsed.ok) throw new Error("expected errors");
  return parsed.errors;
};

test("every message of the planner's form reaches the page in its language", () => {
  const errors = parse([
    ["years", "minus"],
    ["degree", "diploma"],
    ["language", "Klingon"],
    ["field", "Astrology"],
    ["dutyStation", "a, b, c, d, e, f"],
    ["nationality", "ZZ"],
  ]);
  expect(translateProfileErrors(errors, serverTranslator("fr"))).toEqual({
    yearsExperience:
      "Veuillez indiquer vos années d’expérience pertinente sous la forme d’un nombre entier compris entre 0 et 50.",
    degree: "Veuillez choisir votre diplôme le plus élevé.",
    languages: "Veuillez choisir les langues dans la liste.",
    fields: "Veuillez choisir les domaines dans la liste.",
    dutyStations: "Veuillez indiquer au plus 5 lieux d’affectation.",
    nationality: "Veuillez choisir un pays dans la liste.",
  });
  // English reads as the parser wrote it, each message found in the catalog.
  expect(translateProfileErrors(errors, serverTranslator("en"))).toEqual(errors);
  const long = parse([["dutyStation", "x".repeat(81)]]);
  expect(translateProfileErrors(long, serverTranslator("ar")).dutyStations).toBe(
    "يُرجى ألا يتجاوز كل مركز عمل 80 حرفًا.",
  );
  expect(translateProfileErrors(long, serverTranslator("en"))).toEqual(long);
});
