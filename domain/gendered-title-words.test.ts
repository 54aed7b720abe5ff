import { describe, expect, test } from "vitest";
import { genderedTitleForms } from "./gendered-title-words";
import { understandQuery } from "./understand-query";

const alternatives = (text: string) =>
  understandQuery(text, { literal: true }).groups[0]?.map((clause) => clause.alternatives);

describe("French and Spanish title words in either gender", () => {
  test.each([
    ["consultora", ["consultor", "consultora", "consultor/a"]],
    ["Consultor", ["consultor", "consultora", "consultor/a"]],
    ["técnica", ["técnico", "técnica", "técnico/a", "técnica/o"]],
    ["coordinador", ["coordinador", "coordinadora", "coordinador/a"]],
    ["directora", ["director", "directora", "director/a"]],
    ["chargée", ["chargé", "chargée", "chargé/e"]],
    ["charge", ["chargé", "chargée", "chargé/e"]],
    ["coordonnatrice", ["coordonnateur", "coordonnatrice", "coordonnateur/trice"]],
    ["infirmière", ["infirmier", "infirmière", "infirmier/ère"]],
    ["logisticien", ["logisticien", "logisticienne", "logisticien/ne"]],
    ["conseillère", ["conseiller", "conseillère", "conseiller/ère"]],
    ["nationale", ["national", "nationale", "national/e"]],
  ])("%s has the writings %j", (word, forms) => {
    expect(genderedTitleForms(word)).toEqual(forms);
  });

  test("words the same in both genders, and other words, have none", () => {
    for (const word of ["oficial", "especialista", "analyste", "stagiaire", "officer", "santé"])
      expect(genderedTitleForms(word), word).toBeNull();
  });

  test("the search box reads a title word in the other gender as an alternative", () => {
    expect(alternatives("consultora nacional")).toEqual([
      ["consultor", "consultora", "consultor/a"],
      ["nacional"],
    ]);
    expect(alternatives("oficial de programa")).toEqual([["oficial"], ["de"], ["programa"]]);
    expect(understandQuery("-consultora").exclusions).toEqual([
      ["consultor", "consultora", "consultor/a"],
    ]);
  });
});

describe("hyphenated compounds", () => {
  test.each([
    ["co-ordinator", ["co-ordinator", '"co ordinator"', "coordinator"]],
    ["cost-effectiveness", ["cost-effectiveness", '"cost effectiveness"', "costeffectiveness"]],
    ["e-learning", ["e-learning", '"e learning"', "elearning"]],
    ["non-governmental", ["non-governmental", '"non governmental"', "nongovernmental"]],
  ])("%s is also searched as its words in a row and as one word", (typed, forms) => {
    expect(alternatives(typed)).toEqual([forms]);
  });

  test("a compound the synonyms know keeps their alternatives; a quoted one stays a phrase", () => {
    expect(alternatives("gender-based violence")?.[0]).toContain("gbv");
    expect(alternatives('"cost-effectiveness"')).toEqual([['"cost-effectiveness"']]);
  });
});
