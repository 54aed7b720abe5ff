import { expect, test } from "vitest";
import {
  buildSuggestionIndex,
  findSuggestions,
  foldForSuggestion,
  suggestionLabelIn,
  type SuggestionEntry,
} from "./suggestion-index";

type Target = { to: string };

const entry = (
  kind: SuggestionEntry<Target>["kind"],
  label: string,
  count: number,
  names: string[] = [],
): SuggestionEntry<Target> => ({ kind, label, count, target: { to: label }, names });

const index = buildSuggestionIndex([
  entry("title", "General Service Assistant", 40),
  entry("place", "Geneva, Switzerland", 12, ["Genève", "Genf"]),
  entry("organisation", "UNHCR · Office of the United Nations High Commissioner for Refugees", 7, [
    "UN Refugee Agency",
  ]),
  entry("organisation", "UNICEF · United Nations Children's Fund", 30),
  entry("place", "Côte d'Ivoire", 3, ["Ivory Coast"]),
  entry("title", "Gender Specialist", 9),
  entry("title", "Genetics Researcher", 9),
  entry("organisation", "Closed Agency", 0),
]);

const labels = (query: string, limit = 10) =>
  findSuggestions(index, query, limit).map((found) => found.label);

test("folds case and accents", () => {
  expect(foldForSuggestion("Genève CÔTE")).toBe("geneve cote");
});

test("a query matches the beginning of any word of the label or of another name", () => {
  expect(labels("unh")).toEqual([
    "UNHCR · Office of the United Nations High Commissioner for Refugees",
  ]);
  expect(labels("refugee")).toEqual([
    "UNHCR · Office of the United Nations High Commissioner for Refugees",
  ]);
  expect(labels("ivory")).toEqual(["Côte d'Ivoire"]);
  // Inside a word is not a beginning.
  expect(labels("eva")).toEqual([]);
});

test("accents and case are ignored on both sides", () => {
  expect(labels("GENÈV")).toEqual(["Geneva, Switzerland"]);
  expect(labels("genf")).toEqual(["Geneva, Switzerland"]);
  expect(labels("cote d")).toEqual(["Côte d'Ivoire"]);
  expect(labels("CÔTE")).toEqual(["Côte d'Ivoire"]);
});

test("every word typed must begin some word of the entry, in any order", () => {
  expect(labels("refugee un agency")).toEqual([
    "UNHCR · Office of the United Nations High Commissioner for Refugees",
  ]);
  expect(labels("specialist gen")).toEqual(["Gender Specialist"]);
  expect(labels("gen nowhere")).toEqual([]);
});

test("ranked by kind (organisations, places, titles), then by open jobs, then shorter label", () => {
  expect(labels("gen")).toEqual([
    "Geneva, Switzerland",
    "General Service Assistant",
    "Gender Specialist",
    "Genetics Researcher",
  ]);
  expect(labels("united nations")).toEqual([
    "UNICEF · United Nations Children's Fund",
    "UNHCR · Office of the United Nations High Commissioner for Refugees",
  ]);
});

test("the limit keeps the best; entries without open jobs are never suggested", () => {
  expect(labels("gen", 2)).toEqual(["Geneva, Switzerland", "General Service Assistant"]);
  expect(labels("gen", 0)).toEqual([]);
  expect(labels("closed")).toEqual([]);
  expect(labels("agency")).toEqual([
    "UNHCR · Office of the United Nations High Commissioner for Refugees",
  ]);
});

test("a query without a letter or digit suggests nothing", () => {
  expect(labels("")).toEqual([]);
  expect(labels("  - ' ")).toEqual([]);
});

test("among 100,000 titles, a one-letter prefix still answers the most frequent first", () => {
  const many = buildSuggestionIndex(
    Array.from({ length: 100_000 }, (_, number) =>
      entry("title", `Programme Officer ${number} Geneva Office`, (number % 50) + 1),
    ),
  );
  const found = findSuggestions(many, "o", 8);
  expect(found).toHaveLength(8);
  expect(found.map((suggestion) => suggestion.count)).toEqual(Array(8).fill(50));
});

test("an entry is found by its label in each language, and shown in the language asked for", () => {
  const who: SuggestionEntry<Target> = {
    kind: "organisation",
    label: "WHO · World Health Organization",
    labelsIn: { fr: "OMS · Organisation mondiale de la Santé", ar: "WHO · منظمة الصحة العالمية" },
    count: 4,
    target: { to: "who" },
  };
  const languages = buildSuggestionIndex([who, entry("title", "Health Officer", 9)]);
  for (const typed of ["oms", "organisation sante", "منظمة", "world health"])
    expect(findSuggestions(languages, typed, 5), typed).toEqual([who]);
  expect(suggestionLabelIn(who, "fr")).toBe("OMS · Organisation mondiale de la Santé");
  expect(suggestionLabelIn(who, "ar")).toBe("WHO · منظمة الصحة العالمية");
  // A language without a label of its own shows the label.
  expect(suggestionLabelIn(who, "es")).toBe("WHO · World Health Organization");
  expect(suggestionLabelIn(who, "en")).toBe("WHO · World Health Organization");
});
