import { afterAll, beforeAll, expect, test } from "vitest";
import * as cheerio from "cheerio";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { startServer, type RunningServer } from "#tests/support/start-server";

// The /jobs page says what it made of the search box ("Showing UNHCR jobs · grade P-3 — search all
// text instead") with a plain link that undoes it, on the page an anonymous visitor gets (no
// scripts, ADR 013); the search API reads the text the same way.

let server: RunningServer;

const unhcr = {
  organization: "Office of the United Nations High Commissioner for Refugees",
  organizationSlug: "unhcr",
};

const who = { organization: "World Health Organization", organizationSlug: "who" };

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none" },
    seed: async (db) => {
      await insertJobs(db, [
        buildJob({ ...unhcr, title: "Protection Officer", gradeCode: "P-3" }),
        buildJob({ ...unhcr, title: "Senior Protection Officer", gradeCode: "P-4" }),
        buildJob({
          title: "Protection Analyst",
          gradeCode: "P-3",
          descriptionText: "Works alongside UNHCR P3 colleagues.",
        }),
        buildJob({ ...who, title: "Epidemiologist", gradeCode: "P-4" }),
        buildJob({ ...who, title: "Health Information Officer", gradeCode: "P-2" }),
      ]);
    },
  });
});

afterAll(async () => {
  const code = await server?.stop();
  expect(code).toBe(0);
});

/** The line that says what was understood, by its words in English or in the page's language. */
const UNDERSTOOD_LINE = /search all text instead|Searching the text as typed/;

async function load(path: string, pattern = UNDERSTOOD_LINE) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  const $ = cheerio.load(await response.text());
  const line = $("p").filter((_, p) => pattern.test($(p).text()));
  return {
    $,
    line: line.text().replace(/\s+/g, " ").trim(),
    link: line.find("a").attr("href") ?? null,
    titles: $("article h2, article h3")
      .map((_, heading) => $(heading).text().trim())
      .get()
      .sort(),
  };
}

test("the listing says it read UNHCR P3 as an organisation and a grade, and a plain link undoes it", async () => {
  const understood = await load("/jobs?search=UNHCR+P3");
  expect(understood.line).toBe("Showing UNHCR jobs · grade P-3 — search all text instead");
  expect(understood.titles).toEqual(["Protection Officer"]);
  // An anonymous page carries no scripts: the undo is an ordinary link.
  expect(understood.$("script[src]").length).toBe(0);
  expect(understood.link).toBe("/jobs?search=UNHCR+P3&literal=1");

  const literal = await load(understood.link!);
  expect(literal.line).toBe("Searching the text as typed — show UNHCR jobs · grade P-3 instead");
  expect(literal.titles).toEqual(["Protection Analyst"]);
  expect(literal.link).toBe("/jobs?search=UNHCR+P3");
  // The filter form keeps the choice while other filters change.
  expect(literal.$('form input[type="hidden"][name="literal"]').attr("value")).toBe("1");
});

test("an organisation's acronym or name in another language lists its jobs, named as the page's language names it", async () => {
  const french = await load(
    "/fr/jobs?search=OMS",
    /rechercher plutôt dans tout le texte|Recherche du texte tel que saisi/,
  );
  expect(french.line).toBe(
    "Affichage : offres publiées par OMS — rechercher plutôt dans tout le texte",
  );
  expect(french.titles).toEqual(["Epidemiologist", "Health Information Officer"]);
  expect(french.link).toBe("/fr/jobs?search=OMS&literal=1");

  // The Arabic name on the English page, without its hamza seats.
  const arabic = await load(`/jobs?search=${encodeURIComponent("منظمة الصحة العالمية")}`);
  expect(arabic.line).toBe("Showing WHO jobs — search all text instead");
  expect(arabic.titles).toEqual(["Epidemiologist", "Health Information Officer"]);

  // Among other words the organisation's jobs come first and the words are searched.
  const spanish = await load(
    `/es/jobs?search=${encodeURIComponent("Organización Mundial de la Salud epidemiologist")}`,
    /buscar en todo el texto/,
  );
  expect(spanish.line).toBe("Se muestran: primero los empleos de OMS — buscar en todo el texto");
  expect(spanish.titles).toEqual(["Epidemiologist"]);
});

test("a search that names nothing recognisable shows no such line", async () => {
  const plain = await load("/jobs?search=protection");
  expect(plain.line).toBe("");
  expect(plain.titles).toHaveLength(3);
});

test("the search API reads the search box the same way", async () => {
  const api = async (query: string) =>
    (
      (await (await fetch(`${server.url}/api/v1/jobs?${query}`)).json()) as {
        items: { title: string }[];
      }
    ).items
      .map((job) => job.title)
      .sort();
  expect(await api("search=UNHCR")).toEqual(["Protection Officer", "Senior Protection Officer"]);
  expect(await api("search=UNHCR&literal=1")).toEqual(["Protection Analyst"]);
  expect(await api("search=P3")).toEqual(await api("grade=P-3"));
});
