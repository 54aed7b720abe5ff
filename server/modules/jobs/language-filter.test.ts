import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "./insert-jobs";
import { InvalidQueryError, parseJobQuery } from "./job-query";
import { searchJobs } from "./search-jobs";
import { fillLanguageRequirements } from "./fill-language-requirements";
import { getJobDetails } from "./job-details";
import { buildListingFilters } from "./listing-filters";
import { canonicalListingParams } from "./listing-address";
import { filterKey } from "./jobs-cache";

let handle: DbHandle;

const parse = (query: string) => parseJobQuery(new URLSearchParams(query));

async function titles(query: string) {
  const page = await searchJobs(handle.db, parse(query));
  return page.items.map((job) => job.title).sort();
}

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({
      title: "Field Officer Bamako",
      languagesRequired: ["fr", "en"],
      languagesAsset: ["ar"],
      languageOther: null,
    }),
    buildJob({
      title: "Field Officer Geneva",
      languagesRequired: ["en"],
      languagesAsset: ["fr"],
      languageOther: "asset",
    }),
    buildJob({
      title: "Field Officer Panama",
      languagesRequired: ["es", "en"],
      languagesAsset: [],
      languageOther: null,
    }),
    // Stored before languages were read: nothing yet, until the fill reads its description.
    buildJob({
      title: "Field Officer Beirut",
      descriptionText:
        "Languages:\nFluency in English and Arabic is required. Knowledge of French is desirable.",
    }),
  ]);
});

afterAll(async () => {
  await handle?.close();
});

describe("the language filter", () => {
  test("reads language codes and English names, and refuses unknown ones", () => {
    expect(parse("language=fr,Spanish").languages).toEqual(["fr", "es"]);
    expect(parse("language=FR&languageNeed=asset").languageNeed).toBe("asset");
    expect(() => parse("language=klingon")).toThrow(InvalidQueryError);
    expect(() => parse("language=fr&languageNeed=sometimes")).toThrow(InvalidQueryError);
    // Without a language it applies to nothing (the last language chip was removed).
    expect(parse("languageNeed=required").languageNeed).toBeNull();
  });

  test("matches jobs that require the language or count it an asset", async () => {
    expect(await titles("language=fr")).toEqual(["Field Officer Bamako", "Field Officer Geneva"]);
    expect(await titles("language=fr&languageNeed=required")).toEqual(["Field Officer Bamako"]);
    expect(await titles("language=fr&languageNeed=asset")).toEqual(["Field Officer Geneva"]);
    expect(await titles("language=es,ar")).toEqual([
      "Field Officer Bamako",
      "Field Officer Panama",
    ]);
    expect(await titles("language=ru")).toEqual([]);
  });

  test("applies with a keyword search, which reads the table of open jobs", async () => {
    expect(await titles("search=field officer&language=fr&languageNeed=required")).toEqual([
      "Field Officer Bamako",
    ]);
  });

  test("is offered on the listing's filters and kept in its links and in the cache key", () => {
    const filters = buildListingFilters(parse("language=fr&languageNeed=required"), null);
    const languages = filters.groups.find((group) => group.key === "language");
    expect(languages?.selected).toEqual([{ value: "fr", label: "French", count: null }]);
    expect(languages?.options.map((option) => option.value)).toEqual([
      "en",
      "es",
      "ar",
      "zh",
      "ru",
      "pt",
      "de",
    ]);
    expect(filters.languageNeed).toBe("required");
    const query = parse("language=fr&languageNeed=required");
    expect(canonicalListingParams(query).toString()).toBe("language=fr&languageNeed=required");
    expect(filterKey(query)).not.toBe(filterKey(parse("language=fr")));
  });

  test("the jobs stored before languages were read are read once, then match", async () => {
    expect(await titles("language=ar&languageNeed=required")).toEqual([]);
    expect(await fillLanguageRequirements(handle.db, { batchSize: 2 })).toBe(1);
    expect(await fillLanguageRequirements(handle.db)).toBe(0);
    expect(await titles("language=ar&languageNeed=required")).toEqual(["Field Officer Beirut"]);
    const [beirut] = await queryRows<{ id: string; language_other: string | null }>(
      handle.db,
      sql`select id, language_other from jobs where title = 'Field Officer Beirut'`,
    );
    const details = await getJobDetails(handle.db, beirut!.id);
    expect(details?.languages).toBe("English and Arabic required; French an asset");
    expect(details?.dto.languages_required).toEqual(["en", "ar"]);
    expect(details?.dto.languages_asset).toEqual(["fr"]);
  });
});
