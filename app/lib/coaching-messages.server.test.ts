import { expect, test } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { coachingRequestSchema } from "#domain/coaching-form";
import { COACHING_LIMITED_MESSAGE } from "#server/modules/coaching/coaching-requests";
import { serverTranslator } from "#server/modules/i18n/plain-translator";
import { translateCoachingReply } from "./coaching-messages.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const errorsOf = (fields: Record<string, string>, locale: "en" | "fr" | "es" | "ar") => {
  const submission = parseWithZod(form(fields), { schema: coachingRequestSchema });
  if (submission.status === "success") throw new Error("expected a refusal");
  return translateCoachingReply(submission.reply(), serverTranslator(locale)).error;
};

test("an empty request is refused at each field in the page's language", () => {
  // The page always sends a language (English is chosen at first).
  expect(errorsOf({ preferredLanguage: "English" }, "fr")).toEqual({
    name: ["Veuillez indiquer votre nom."],
    email: ["Veuillez indiquer votre adresse électronique."],
    currentSituation: ["Veuillez choisir l’option la plus proche de votre situation."],
    goal: ["Veuillez nous indiquer ce que vous souhaitez accomplir."],
  });
  // English reads as the schema writes it.
  expect(errorsOf({}, "en")?.email).toEqual(["Please enter your e-mail address."]);
});

test("bounds keep their numbers, written as the language writes them", () => {
  const tooLong = {
    name: "x".repeat(121),
    email: "not an address",
    currentSituation: "Nobody",
    goal: "y".repeat(2001),
    preferredLanguage: "Klingon",
  };
  expect(errorsOf(tooLong, "en")).toEqual({
    name: ["Please keep your name under 120 characters."],
    email: ["Please enter a valid e-mail address, like name@example.org."],
    currentSituation: ["Please choose the option closest to your situation."],
    goal: ["Please keep your goal under 2,000 characters."],
    preferredLanguage: ["Please choose a language."],
  });
  const spanish = errorsOf(tooLong, "es");
  expect(spanish?.name).toEqual(["Su nombre no debe superar los 120 caracteres."]);
  expect(spanish?.goal).toEqual(["Su objetivo no debe superar los 2000 caracteres."]);
  expect(spanish?.preferredLanguage).toEqual(["Elija un idioma."]);
  expect(errorsOf({ goal: "short" }, "fr")?.goal).toEqual([
    "Veuillez décrire votre objectif en une phrase ou deux (au moins 10 caractères).",
  ]);
});

test("every refusal of the schema has its words in every language", () => {
  const samples: Record<string, string>[] = [
    {},
    {
      name: "x".repeat(121),
      email: "bad",
      currentSituation: "?",
      goal: "short",
      preferredLanguage: "?",
    },
    { goal: "y".repeat(2001) },
  ];
  for (const sample of samples) {
    const english = errorsOf(sample, "en");
    const arabic = errorsOf(sample, "ar");
    for (const [field, messages] of Object.entries(english ?? {})) {
      expect(arabic?.[field], field).toHaveLength(messages!.length);
      expect(arabic?.[field]?.[0], field).not.toBe(messages![0]);
      expect(arabic?.[field]?.[0], field).toMatch(/[\u0600-\u06FF]/);
    }
  }
});

test("the request limit is said in the page's language; an unknown message is kept", () => {
  const reply = {
    status: "error" as const,
    error: { email: [COACHING_LIMITED_MESSAGE], goal: ["Something else."] },
  };
  const translated = translateCoachingReply(reply, serverTranslator("ar")).error;
  expect(translated?.email?.[0]).toContain("تلقينا بالفعل عدة طلبات");
  expect(translated?.goal).toEqual(["Something else."]);
  expect(translateCoachingReply({ status: "success" }, serverTranslator("fr"))).toEqual({
    status: "success",
  });
});
