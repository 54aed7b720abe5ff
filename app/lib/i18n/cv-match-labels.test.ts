import { expect, test } from "vitest";
import type { Locale } from "#domain/interface-locales";
import type { JobFit } from "#domain/job-fit";
import { matchCv } from "#domain/cv-match";
import { messagesFor } from "#server/modules/i18n/catalogs";
import { metaTranslator } from "./i18n";
import { jobFitReason, matchNoteText, requirementLabel } from "./cv-match-labels";

const translator = (locale: Locale) =>
  metaTranslator([{ id: "root", loaderData: { locale, messages: messagesFor(locale) } }]);

const POSTING = [
  "Minimum requirements",
  "Education: Advanced university degree in public health or nutrition. A first-level university degree may be accepted in lieu of the advanced university degree.",
  "A minimum of five years of experience in nutrition programme management.",
  "Fluency in English is required. Knowledge of Arabic is desirable.",
].join("\n");
const CV = [
  "Bachelor of Science in Nutrition, 2014",
  "Nutrition Officer, Ministry of Health, Dakar, March 2016 - present",
  "Languages: English (fluent)",
].join("\n");
const NOW = new Date("2026-11-26T12:00:00Z");
const match = matchCv(POSTING, CV, NOW);
const line = (category: string, index = 0) =>
  match.lines.filter((item) => item.category === category)[index]!;

test("what the match compared reads as the English page always said", () => {
  const en = translator("en");
  expect(matchNoteText(en, line("education").note!)).toBe(
    "The posting asks for an advanced (master's) degree and accepts a first-level (bachelor's) degree in its place (usually with more years of experience); the CV shows a first-level (bachelor's) degree.",
  );
  expect(matchNoteText(en, line("experience").note!)).toBe(
    "The posting asks for 5 years; the CV's dated roles cover about 10.8 years.",
  );
  expect(requirementLabel(en, line("languages", 1))).toBe("Arabic (desirable)");
  expect(matchNoteText(en, { code: "no-years", asked: 1 })).toBe(
    "The posting asks for 1 year; no dated roles or stated years of experience were found in the CV.",
  );
});

test("French, Spanish and Arabic word the same comparison, with CLDR's names of languages", () => {
  expect(matchNoteText(translator("fr"), line("experience").note!)).toBe(
    "L’avis de vacance demande 5 ans d’expérience\u00a0; les postes datés du CV couvrent environ 10,8 ans.",
  );
  expect(requirementLabel(translator("fr"), line("languages", 1))).toBe("Arabe (souhaitable)");
  expect(requirementLabel(translator("es"), line("languages", 0))).toBe("Inglés (obligatorio)");
  expect(matchNoteText(translator("es"), line("education").note!)).toContain(
    "acepta en su lugar un título universitario de primer nivel (licenciatura)",
  );
  const arabic = matchNoteText(translator("ar"), {
    code: "years",
    asked: 2,
    measured: "stated",
    years: 3,
    fieldMissing: true,
  });
  expect(arabic).toContain("خبرةً مدتها سنتان");
  expect(arabic).toContain("لكن لا يذكر أيٌّ من أسطرها");
  expect(requirementLabel(translator("ar"), line("languages", 1))).toMatch(/^العربية \(مستحسنة\)$/);
});

test("a job's reason names what the CV meets and what it shares with the profile", () => {
  const fit: JobFit = {
    cv: {
      met: 3,
      total: 5,
      names: [
        { kind: "category", category: "education" },
        { kind: "category", category: "experience" },
        { kind: "language", code: "en", name: "English" },
      ],
      quotes: [],
    },
    profile: {
      field: "Medical & Health Services",
      fieldFromCv: true,
      level: true,
      place: "Geneva",
    },
  };
  expect(jobFitReason(translator("en"), fit)).toBe(
    "Matches 3 of 5 requirements: education, experience and English · Your CV's field: Medical & Health Services · your level · Geneva",
  );
  expect(jobFitReason(translator("fr"), fit)).toMatch(
    /^Remplit 3 des 5 conditions\u00a0: formation, expérience et anglais · Domaine de votre CV\u00a0: .+ · votre niveau · Geneva$/,
  );
  expect(
    jobFitReason(translator("es"), { cv: null, profile: { ...fit.profile, field: null } }),
  ).toBe("Su nivel · Geneva");
  expect(jobFitReason(translator("ar"), fit)).toMatch(/^تستوفي سيرتك الذاتية 3 من 5 شروط: /);
});
