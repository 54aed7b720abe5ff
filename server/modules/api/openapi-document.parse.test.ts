import { expect, test } from "vitest";
import {
  InvalidQueryError,
  JOB_QUERY_PARAMETERS,
  PAGING_PARAMETERS,
  parseJobQuery,
} from "#server/modules/jobs/job-query";
import { parseSuggestionQuery } from "#server/modules/jobs/suggestion-schemas";
import { createOpenApiDocument } from "./openapi-document";

// The document is made from the same schemas the server parses with: what it publishes for a
// parameter is what the parser accepts, and every reference in it leads somewhere.

type Parameter = {
  name: string;
  in: string;
  schema: { enum?: string[]; items?: { enum?: string[] }; minimum?: number; maximum?: number };
};
const document = createOpenApiDocument("https://blueboard.example");
const parametersOf = (path: string) =>
  (document.paths[path]!.get as { parameters: Parameter[] }).parameters;

test("the listing publishes each of its parameters, and the facets all but paging and order", () => {
  const all = Object.keys(JOB_QUERY_PARAMETERS);
  expect(parametersOf("/api/v1/jobs").map((parameter) => parameter.name)).toEqual(all);
  expect(parametersOf("/api/v1/facets").map((parameter) => parameter.name)).toEqual(
    all.filter((name) => !(PAGING_PARAMETERS as readonly string[]).includes(name)),
  );
});

test("every value a closed list publishes is accepted, and a value outside it is refused by name", () => {
  let lists = 0;
  for (const { name, schema } of parametersOf("/api/v1/jobs")) {
    const values = schema.enum ?? schema.items?.enum;
    if (!values) continue;
    lists += 1;
    for (const value of values) {
      expect(() => parseJobQuery(new URLSearchParams([[name, value]])), value).not.toThrow();
    }
    const refusal = (() => {
      try {
        parseJobQuery(new URLSearchParams([[name, "not-a-value"]]));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal, name).toBeInstanceOf(InvalidQueryError);
    expect((refusal as InvalidQueryError).parameter).toBe(name);
  }
  // level, field, region, contract, language, languageNeed, postingLanguage, sort, status.
  expect(lists).toBe(9);
});

test("the suggestions publish the languages they label in, each accepted, another refused by name", () => {
  const locale = parametersOf("/api/v1/suggestions").find(
    (parameter) => parameter.name === "locale",
  );
  expect(locale?.in).toBe("query");
  expect(locale?.schema.enum).toEqual(["en", "fr", "es", "ar"]);
  for (const value of locale!.schema.enum!) {
    expect(parseSuggestionQuery(new URLSearchParams([["locale", value]])).locale).toBe(value);
  }
  expect(() => parseSuggestionQuery(new URLSearchParams([["locale", "de"]]))).toThrow(
    new InvalidQueryError("locale", "locale must be one of: en, fr, es, ar"),
  );
});

test("the published bounds of a number are the parser's", () => {
  for (const { name, schema } of parametersOf("/api/v1/jobs")) {
    if (schema.minimum === undefined || schema.maximum === undefined) continue;
    for (const value of [schema.minimum, schema.maximum]) {
      expect(() => parseJobQuery(new URLSearchParams([[name, String(value)]]))).not.toThrow();
    }
    for (const value of [schema.minimum - 1, schema.maximum + 1]) {
      expect(() => parseJobQuery(new URLSearchParams([[name, String(value)]]))).toThrow(
        `${name} must be between ${schema.minimum} and ${schema.maximum}`,
      );
    }
  }
});

test("every $ref of the document names one of its components", () => {
  const references = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  expect(references.length).toBeGreaterThan(20);
  const components = new Set(Object.keys(document.components.schemas));
  for (const reference of references) {
    expect(reference).toMatch(/^#\/components\/schemas\//);
    expect(components.has(reference.slice("#/components/schemas/".length)), reference).toBe(true);
  }
});
