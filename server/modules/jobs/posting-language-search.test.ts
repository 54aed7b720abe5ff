import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { htmlToText } from "#domain/text";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { fillPostingLanguage } from "./fill-posting-language";
import { insertJobs } from "./insert-jobs";
import { InvalidQueryError, parseJobQuery } from "./job-query";
import { canonicalListingParams } from "./listing-address";
import { searchJobs } from "./search-jobs";

// A French and a Spanish posting of the ILO's recorded feed (their own text, under a title set
// here), and an English one, stored before their language was read: the start-up fill reads it.

const ILO_ITEMS = (
  new XMLParser().parse(
    readFileSync(
      new URL(
        "../../../tests/fixtures/platforms/successfactors/ilo-category-rss-2842101-20260913.real-trimmed.xml",
        import.meta.url,
      ),
      "utf8",
    ),
  ) as { rss: { channel: { item: { title: string; description: string }[] } } }
).rss.channel.item;

function iloText(titleStart: string): string {
  const item = ILO_ITEMS.find((candidate) => candidate.title.startsWith(titleStart));
  if (!item) throw new Error(`no ILO posting "${titleStart}"`);
  return htmlToText(item.description);
}

const FRENCH = "Chargée de programme santé et genre";
const SPANISH = "Oficial Técnica de Salud";
const ENGLISH = "Programme Officer, Occupational Health";

let handle: DbHandle;

const parse = (query: string) => parseJobQuery(new URLSearchParams(query));

async function titles(query: string) {
  const page = await searchJobs(handle.db, parse(query));
  return page.items.map((job) => job.title).sort();
}

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({ title: FRENCH, descriptionText: iloText("Expert-e National-e - Genre") }),
    buildJob({ title: SPANISH, descriptionText: iloText("Coordinador Nacional de Proyecto") }),
    buildJob({ title: ENGLISH, descriptionText: iloText("National Coordinator for Lao PDR") }),
  ]);
  expect(await fillPostingLanguage(handle.db, { batchSize: 2 })).toBe(3);
  expect(await fillPostingLanguage(handle.db)).toBe(0);
});

afterAll(async () => {
  await handle?.close();
});

describe("postings indexed in their own language", () => {
  test("the fill reads each posting's language, and the search table copies it", async () => {
    const rows = await queryRows<{ title: string; jobs: string; search: string }>(
      handle.db,
      sql`select j.title, j.posting_language as jobs, s.posting_language as search
          from jobs j join job_search s on s.id = j.id order by j.title`,
    );
    expect(rows).toEqual([
      { title: "Chargée de programme santé et genre", jobs: "fr", search: "fr" },
      { title: "Oficial Técnica de Salud", jobs: "es", search: "es" },
      { title: "Programme Officer, Occupational Health", jobs: "en", search: "en" },
    ]);
  });

  test("a French search finds the French posting, with or without accents", async () => {
    // Indexed in English, "chargée" and "chargé" are different words ('charge', 'charg').
    const [english] = await queryRows<{ matches: boolean }>(
      handle.db,
      sql`select to_tsvector('english', immutable_unaccent(${FRENCH}))
            @@ websearch_to_tsquery('english', immutable_unaccent('chargé de programme')) as matches`,
    );
    expect(english?.matches).toBe(false);
    expect(await titles("q=chargé de programme")).toEqual([FRENCH]);
    expect(await titles("q=charge de programme sante")).toEqual([FRENCH]);
    expect(await titles("q=santé")).toEqual([FRENCH]);
    expect(await titles("q=travailleurs migrants")).toEqual([FRENCH]);
  });

  test("a Spanish search finds the Spanish posting", async () => {
    expect(await titles("q=oficial técnico")).toEqual([SPANISH]);
    expect(await titles("q=seguridad y salud en el trabajo")).toEqual([SPANISH]);
    expect(await titles("q=cadenas de suministro agricolas")).toEqual([SPANISH]);
  });

  test("an English search finds the English posting as before", async () => {
    expect(await titles("q=occupational health")).toEqual([ENGLISH]);
    expect(await titles("q=programme officer")).toEqual([ENGLISH]);
    const [row] = await queryRows<{ same: boolean }>(
      handle.db,
      sql`select search = setweight(to_tsvector('english', immutable_unaccent(title)), 'A')
            || setweight(to_tsvector('english', immutable_unaccent(organization)), 'B')
            || setweight(to_tsvector('english', immutable_unaccent(location || ' ' || coalesce(country, ''))), 'B')
            || setweight(to_tsvector('english', immutable_unaccent(left(description_text, 20000))), 'C') as same
          from jobs where title = ${ENGLISH}`,
    );
    expect(row?.same).toBe(true);
  });

  test("exclusions and quoted phrases hold in every language", async () => {
    // "programme" also finds the Spanish posting's "programa" (as "program").
    expect(await titles("q=programme")).toEqual([FRENCH, SPANISH, ENGLISH].sort());
    expect(await titles("q=programme -santé -salud")).toEqual([ENGLISH]);
    // "genre" is French for gender: excluding it excludes the English posting that speaks of gender.
    expect(await titles("q=programme -genre")).toEqual([SPANISH]);
    expect(await titles("q=programme -gender")).toEqual([SPANISH]);
    expect(await titles("q=programme -health")).toEqual([FRENCH, SPANISH].sort());
    expect(await titles('q="chargée de programme"')).toEqual([FRENCH]);
    // Out of order the phrase matches nothing exactly (only the typo-tolerant title match is left).
    const reversed = await searchJobs(handle.db, parse('q="programme chargée"'));
    expect(reversed.searchMode).toBe("fuzzy");
    expect(await titles('q="oficial técnica"')).toEqual([SPANISH]);
  });

  test("the posting language filter, and its place in the address", async () => {
    expect(await titles("postingLanguage=fr")).toEqual([FRENCH]);
    expect(await titles("postingLanguage=es&q=salud")).toEqual([SPANISH]);
    expect(await titles("postingLanguage=en&q=salud")).toEqual([]);
    expect(canonicalListingParams(parse("postingLanguage=es&q=salud")).toString()).toBe(
      "search=salud&postingLanguage=es",
    );
    expect(() => parse("postingLanguage=de")).toThrow(InvalidQueryError);
    const page = await searchJobs(handle.db, parse("q=santé"));
    expect(page.items[0]?.posting_language).toBe("fr");
  });
});
