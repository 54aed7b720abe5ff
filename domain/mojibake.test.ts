import fc from "fast-check";
import { expect, test } from "vitest";
import { repairMojibake } from "./mojibake";

test("UTF-8 misread as Latin-1 or Windows-1252 is read back as written", () => {
  // A UNDP title as UNjobs listed it (tests/fixtures/real/unjobs-titles/excluded-sample-undp.csv):
  // its dash misread as Latin-1 (â + two C1 controls), its accents too.
  expect(
    repairMojibake(
      "Assistente de Tecnologia e InformaÃ§Ã£o do TerritÃ³rio \u00e2\u0080\u0093 Complexo do  AlemÃ£o, Rio de Janeiro, Brazil",
    ),
  ).toBe(
    "Assistente de Tecnologia e Informação do Território – Complexo do  Alemão, Rio de Janeiro, Brazil",
  );
  // EBRD's field label as UNjobs copied it (server/db/seed/recorded-vacancy-pages.json): a
  // zero-width space misread as Windows-1252.
  expect(repairMojibake("Full-Time/Part-Timeâ€‹")).toBe("Full-Time/Part-Time\u200b");
  expect(repairMojibake("donâ€™t")).toBe("don’t");
});

test("text that is no misread UTF-8 stays as it is", () => {
  for (const text of [
    "SÃO PAULO",
    "Genève, Zürich, café, naïve, À bientôt, Ça va",
    "Coordinador/a Nacional – Salud Mental",
    "Â",
    "Ã",
  ])
    expect(repairMojibake(text)).toBe(text);
});

test("property: text written in UTF-8 and misread as Windows-1252 is read back", () => {
  const windows1252 = new TextDecoder("windows-1252");
  fc.assert(
    fc.property(fc.string({ unit: "grapheme" }), (text) => {
      const misread = windows1252.decode(new TextEncoder().encode(text));
      // Bytes Windows-1252 leaves undefined are read as their C1 control, which the repair reads.
      expect(repairMojibake(misread)).toBe(text);
    }),
    { numRuns: 300 },
  );
});
