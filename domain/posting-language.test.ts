import { readFileSync } from "node:fs";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { loadVacancyPostings } from "../scripts/vacancy-fixtures";
import { normalisePosting } from "./normalise-posting";
import { detectPostingLanguage, MIN_LETTERS, postingProse } from "./posting-language";
import { htmlToText } from "./text";

const NOW = new Date("2026-09-13T00:00:00Z");

/** The ILO's recorded feed: English, French and Spanish postings, as the platform serves them. */
const ILO_ITEMS = (
  new XMLParser().parse(
    readFileSync(
      new URL(
        "../tests/fixtures/platforms/successfactors/ilo-category-rss-2842101-20260913.real-trimmed.xml",
        import.meta.url,
      ),
      "utf8",
    ),
  ) as { rss: { channel: { item: { title: string; description: string }[] } } }
).rss.channel.item;

const PLATFORM_POSTINGS = (
  JSON.parse(
    readFileSync(
      new URL("../tests/fixtures/language-requirements/platform-postings.json", import.meta.url),
      "utf8",
    ),
  ) as { postings: { id: string; title: string; descriptionHtml: string }[] }
).postings;

function iloPosting(titleStart: string) {
  const item = ILO_ITEMS.find((candidate) => candidate.title.startsWith(titleStart));
  if (!item) throw new Error(`no ILO posting "${titleStart}"`);
  return { title: item.title, text: htmlToText(item.description) };
}

function platformPosting(id: string) {
  const posting = PLATFORM_POSTINGS.find((candidate) => candidate.id === id);
  if (!posting) throw new Error(`no posting ${id}`);
  return { title: posting.title, text: htmlToText(posting.descriptionHtml) };
}

describe("detectPostingLanguage on real postings", () => {
  it("reads an English, a French and a Spanish posting of the ILO's feed", () => {
    const english = iloPosting("National Coordinator for Lao PDR");
    const french = iloPosting("Expert-e National-e - Genre");
    const spanish = iloPosting("Coordinador Nacional de Proyecto");
    expect(detectPostingLanguage(english.title, english.text)).toBe("en");
    expect(detectPostingLanguage(french.title, french.text)).toBe("fr");
    expect(detectPostingLanguage(spanish.title, spanish.text)).toBe("es");
  });

  it("reads a Spanish posting under an English title and English field labels as Spanish", () => {
    // PAHO prints its header in English ("OBJECTIVE OF THE OFFICE/DEPARTMENT", "Closing Date:")
    // above a posting written in Spanish.
    const paho = platformPosting("workday-paho-Req-06030");
    expect(paho.text).toContain("Closing Date:");
    expect(detectPostingLanguage(paho.title, paho.text)).toBe("es");
    const english = platformPosting("workday-paho-Req-06008");
    expect(detectPostingLanguage(english.title, english.text)).toBe("en");
  });

  it("reads an English posting that asks for French and Spanish as English", () => {
    const posting = platformPosting("unops-4383");
    expect(posting.text).toMatch(/French/);
    expect(posting.text).toMatch(/Spanish/);
    expect(detectPostingLanguage(posting.title, posting.text)).toBe("en");
  });

  it("reads UN Women's Spanish posting as normalisation stores it", () => {
    const raw = loadVacancyPostings().find((posting) =>
      posting.externalId.endsWith("1774644887546"),
    );
    if (!raw) throw new Error("no UN Women posting");
    expect(normalisePosting(raw, NOW).postingLanguage).toBe("es");
  });

  it("tells no language from a title alone or a few lines (franc names the wrong one)", () => {
    expect(detectPostingLanguage("MineTech Hub Manager [Open to Tier 1 & 2 applicants]", "")).toBe(
      null,
    );
    expect(detectPostingLanguage("Human Resources Specialist, Talent Acquisition", "")).toBe(null);
    const short = platformPosting("workday-wfp-JR126619");
    expect(detectPostingLanguage(short.title, short.text)).toBe(null);
  });

  it("leaves out field labels, values and addresses before reading", () => {
    const prose = postingProse(
      "Oficial de programa",
      "Closing Date:\nSeptember 16, 2026\nPrimary Location: Caracas, Venezuela\nVisit https://careers.example.org/jobs/1 or write to jobs@example.org now please\nEl consultor apoyará a la oficina de país en la ejecución del programa de cooperación técnica.",
    );
    expect(prose).toBe(
      "Visit or write to now please\nEl consultor apoyará a la oficina de país en la ejecución del programa de cooperación técnica.",
    );
    expect(prose.replace(/\P{L}/gu, "").length).toBeLessThan(MIN_LETTERS);
  });
});

describe("the language of every posting of the recorded platform postings", () => {
  it("is English or Spanish exactly where the posting is written so (PAHO's Spanish ones)", () => {
    const spanish = PLATFORM_POSTINGS.filter(
      (posting) =>
        detectPostingLanguage(posting.title, htmlToText(posting.descriptionHtml)) === "es",
    ).map((posting) => posting.id);
    expect(spanish).toEqual([
      "workday-paho-Req-05992",
      "workday-paho-Req-06030",
      "workday-paho-Req-06031",
      "workday-paho-Req-06041",
      "workday-paho-Req-06045",
      "workday-paho-Req-06046",
    ]);
    const other = PLATFORM_POSTINGS.filter((posting) => {
      const language = detectPostingLanguage(posting.title, htmlToText(posting.descriptionHtml));
      return language !== "es" && language !== "en";
    }).map((posting) => posting.id);
    // Its description was trimmed to a few lines when recorded.
    expect(other).toEqual(["workday-wfp-JR126619"]);
  });
});
