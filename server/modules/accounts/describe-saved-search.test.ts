import { expect, test } from "vitest";
import { describeSavedSearch, type SavedSearchCriteria } from "./describe-saved-search";

const search = (values: Partial<SavedSearchCriteria>): SavedSearchCriteria => ({
  searchKeyword: null,
  organizationFilter: null,
  locationFilter: null,
  sourceFilter: null,
  filters: {},
  ...values,
});

test("a search with no filter is every open job", () => {
  expect(describeSavedSearch(search({}))).toBe("All open jobs");
});

test("the region of a search is named, not dropped ('Senior in Africa')", () => {
  expect(describeSavedSearch(search({ filters: { level: ["Senior"], region: ["africa"] } }))).toBe(
    "Region: Africa · Level: Senior",
  );
  expect(describeSavedSearch(search({ filters: { region: ["eastern-africa"] } }))).toBe(
    "Region: Eastern Africa",
  );
});

test("every filter a saved search can hold is described, in the order of the job filters", () => {
  const text = describeSavedSearch(
    search({
      searchKeyword: "UNHCR",
      organizationFilter: "UNICEF,WFP",
      locationFilter: "Nairobi",
      sourceFilter: "ReliefWeb",
      filters: {
        literal: true,
        field: ["Health"],
        level: ["Mid"],
        grade: ["P-3"],
        contract: ["consultant", "internship"],
        nationalsOnly: false,
        closingWithin: 14,
        remote: true,
        language: ["fr", "ar"],
        languageNeed: "required",
        postingLanguage: "es",
        sort: "deadline",
      },
    }),
  );
  expect(text).toBe(
    [
      "Keywords, as typed: UNHCR",
      "Organisation: UNICEF, WFP",
      "Location: Nairobi",
      "Source: ReliefWeb",
      "Field: Health",
      "Level: Mid",
      "Grade: P-3",
      "Contract: Consultancy, Internship",
      "Recruitment: no jobs for nationals only",
      "Closing within: 14 days",
      "Place of work: remote or home-based",
      "Language required: French, Arabic",
      "Written in: Spanish",
      "Order: closing soonest",
    ].join(" · "),
  );
});

test("a value no longer known is shown as stored rather than dropped", () => {
  expect(
    describeSavedSearch(search({ filters: { region: ["atlantis"], contract: ["retainer"] } })),
  ).toBe("Region: atlantis · Contract: retainer");
});

test("the reader's language words the filters; what the user typed stays as typed", () => {
  const criteria = search({
    searchKeyword: "nutrition",
    locationFilter: "Genève",
    filters: {
      region: ["africa"],
      level: ["Senior"],
      contract: ["consultant"],
      closingWithin: 1,
      language: ["fr"],
      languageNeed: "required",
      sort: "newest",
    },
  });
  expect(describeSavedSearch(criteria, "fr")).toBe(
    [
      "Mots clés\u00a0: nutrition",
      "Lieu\u00a0: Genève",
      "Région\u00a0: Afrique",
      "Niveau\u00a0: Expérimenté",
      "Contrat\u00a0: Consultance",
      "Clôture dans\u00a0: 1 jour",
      "Langue exigée\u00a0: français",
      "Ordre\u00a0: les plus récentes d’abord",
    ].join(" · "),
  );
  expect(describeSavedSearch(search({}), "es")).toBe("Todas las vacantes abiertas");
  expect(describeSavedSearch(search({ filters: { closingWithin: 3 } }), "ar")).toBe(
    "تُغلق خلال: 3 أيام",
  );
});
