import { expect, test } from "vitest";
import { countryNameIn } from "./translated-place-names";

test("a country is named in the page's language from CLDR, and in English by its own name", () => {
  const switzerland = { code: "CH", name: "Switzerland" };
  expect(countryNameIn(switzerland, "fr")).toBe("Suisse");
  expect(countryNameIn(switzerland, "es")).toBe("Suiza");
  expect(countryNameIn(switzerland, "ar")).toBe("سويسرا");
  expect(countryNameIn(switzerland, "en")).toBe("Switzerland");
  // English keeps the site's name, which may differ from CLDR's ("Côte d’Ivoire").
  expect(countryNameIn({ code: "CI", name: "Cote d'Ivoire" }, "en")).toBe("Cote d'Ivoire");
  expect(countryNameIn({ code: "KE", name: "Kenya" }, "es")).toBe("Kenia");
  // A code CLDR does not name reads as the English name.
  expect(countryNameIn({ code: "QM", name: "Somewhere" }, "fr")).toBe("Somewhere");
});
