import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadVacancyPostings } from "../scripts/vacancy-fixtures";
import {
  describeLanguageRequirements,
  readLanguageRequirements,
  type LanguageRequirements,
} from "./language-requirements";
import { normalisePosting, type RawPosting } from "./normalise-posting";

type Label = LanguageRequirements & { id: string; heldOut: boolean };
const LABELS = (
  JSON.parse(
    readFileSync(
      new URL("../tests/fixtures/labels/language-requirements.json", import.meta.url),
      "utf8",
    ),
  ) as { postings: Label[] }
).postings;
const PLATFORM_POSTINGS = (
  JSON.parse(
    readFileSync(
      new URL("../tests/fixtures/language-requirements/platform-postings.json", import.meta.url),
      "utf8",
    ),
  ) as {
    postings: { id: string; title: string; organization: string | null; descriptionHtml: string }[];
  }
).postings;

function postingsById(): Map<string, RawPosting> {
  const byId = new Map<string, RawPosting>();
  for (const raw of loadVacancyPostings()) byId.set(raw.externalId, raw);
  for (const posting of PLATFORM_POSTINGS)
    byId.set(posting.id, {
      ...posting,
      link: `https://example.org/${posting.id}`,
      externalId: posting.id,
    });
  return byId;
}

/** The labels and the extraction as comparable strings: languages sorted by code. */
function canonical(value: LanguageRequirements): string {
  const languages = [...value.languages]
    .sort((a, b) => a.language.localeCompare(b.language))
    .map(({ language, need }) => `${language}:${need}`);
  return `${languages.join(",")} | other:${value.otherLanguage ?? "-"}`;
}

describe("readLanguageRequirements on 75 labelled real postings", () => {
  const postings = postingsById();
  const results = LABELS.map((label) => {
    const raw = postings.get(label.id);
    if (!raw) throw new Error(`no posting ${label.id}`);
    const { descriptionText } = normalisePosting(raw, new Date("2026-03-01T00:00:00Z"));
    return {
      id: label.id,
      heldOut: label.heldOut,
      expected: canonical(label),
      actual: canonical(readLanguageRequirements(descriptionText)),
    };
  });
  const score = (list: typeof results) =>
    list.filter((result) => result.expected === result.actual).length / list.length;

  it("agrees with at least 95 % of the labels, posting by posting", () => {
    const heldOut = results.filter((result) => result.heldOut);
    const development = results.filter((result) => !result.heldOut);
    console.log(
      `language requirements: all ${(score(results) * 100).toFixed(1)} % of ${results.length}; ` +
        `held-out ${(score(heldOut) * 100).toFixed(1)} % of ${heldOut.length}; ` +
        `development ${(score(development) * 100).toFixed(1)} % of ${development.length}`,
    );
    expect(results.length).toBeGreaterThanOrEqual(60);
    expect(heldOut.length).toBeGreaterThanOrEqual(15);
    if (process.env.SHOW_DEV_MISSES)
      for (const miss of development.filter((result) => result.expected !== result.actual))
        console.log(miss);
    expect(score(results)).toBeGreaterThanOrEqual(0.95);
  });
});

describe("readLanguageRequirements on single statements", () => {
  const read = (text: string) => canonical(readLanguageRequirements(text));

  it.each([
    ["Fluency in English and French is required.", "en:required,fr:required | other:-"],
    [
      "Fluency in English is required; knowledge of Arabic is an advantage.",
      "ar:asset,en:required | other:-",
    ],
    ["Knowledge of Arabic is desirable.", "ar:asset | other:-"],
    [
      "Fluency in English is required. Working knowledge of another UN official language is desirable.",
      "en:required | other:asset",
    ],
    ["Langues\nMaîtrise du français exigée.", "fr:required | other:-"],
    [
      "Maîtrise du français exigée ; la connaissance de l'anglais serait un atout.",
      "en:asset,fr:required | other:-",
    ],
    [
      "Idiomas:\nDominio del español.\nEl conocimiento del inglés es deseable.",
      "en:asset,es:required | other:-",
    ],
    ["Se requiere dominio del español y del portugués.", "es:required,pt:required | other:-"],
    ["Working knowledge of Sinhala and/or Tamil is required.", " | other:required"],
    ["Working knowledge of French or Spanish is desirable.", "es:asset,fr:asset | other:-"],
    [
      "Communicate effectively in French or English, with a strong working knowledge of the other language.",
      "en:required,fr:required | other:-",
    ],
    [
      "Proficiency in English and one of the other Bank official languages (Spanish, French or Portuguese) is required.",
      "en:required | other:required",
    ],
  ] as const)("%j", (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it("does not read a language named outside a requirement", () => {
    expect(
      read("English and French are the working languages of the United Nations Secretariat."),
    ).toBe(" | other:-");
    expect(read("All reports should be submitted in English.")).toBe(" | other:-");
    expect(read("Experience working with the Lao PDR government is required.")).toBe(" | other:-");
    expect(read("Candidates must be German nationals.")).toBe(" | other:-");
  });

  it("leaves out a demand that depends on the duty station", () => {
    expect(
      read(
        "Fluency in English. Fluency or intermediate knowledge of another official language may be required depending on the location of the post.",
      ),
    ).toBe("en:required | other:-");
  });

  it("reads a UN language table under its required and desirable headings", () => {
    expect(
      read(
        [
          "Languages",
          "For this job opening, English is required.",
          "Required Languages",
          "Language Reading Writing Listening Speaking",
          "English UN Level III UN Level III UN Level III UN Level III",
          "Desirable Languages",
          "Language Reading Writing Listening Speaking",
          "French UN Level III UN Level III UN Level III UN Level III",
          "Assessment",
          "French nationals are welcome.",
        ].join("\n"),
      ),
    ).toBe("en:required,fr:asset | other:-");
  });

  it("has nothing to read in an empty description", () => {
    expect(readLanguageRequirements(null)).toEqual({ languages: [], otherLanguage: null });
  });
});

describe("describeLanguageRequirements", () => {
  it("says which languages are required and which are an asset", () => {
    expect(
      describeLanguageRequirements({
        languages: [
          { language: "en", need: "required" },
          { language: "fr", need: "required" },
          { language: "ar", need: "asset" },
        ],
        otherLanguage: "asset",
      }),
    ).toBe("English and French required; Arabic an asset; another language an asset");
    expect(describeLanguageRequirements({ languages: [], otherLanguage: null })).toBe("");
  });
});

describe("readLanguageRequirements on nationalities", () => {
  it("does not read a nationality near a demand as a language", () => {
    // UNICEF Ukraine's posting in tests/fixtures/platforms/pageup (an education specialist).
    expect(
      readLanguageRequirements(
        "The Specialist provides technical guidance, ensuring that all Ukrainian children, including adolescents, acquire the competencies required for their well-being.",
      ),
    ).toEqual({ languages: [], otherLanguage: null });
  });
});
