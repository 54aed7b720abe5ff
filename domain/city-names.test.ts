import { describe, expect, test } from "vitest";
import { findCity } from "./cities";
import { cityNameIn, storedCityNameIn } from "./city-names";

function city(name: string) {
  const found = findCity(name);
  if (!found) throw new Error(`no city ${name}`);
  return found;
}

describe("cityNameIn", () => {
  test("names a duty station as a reader of the language expects", () => {
    expect(["en", "fr", "es", "ar"].map((l) => cityNameIn(city("Geneva"), l as never))).toEqual([
      "Geneva",
      "Genève",
      "Ginebra",
      "جنيف",
    ]);
    expect(cityNameIn(city("The Hague"), "fr")).toBe("La Haye");
    expect(cityNameIn(city("The Hague"), "es")).toBe("La Haya");
    expect(cityNameIn(city("The Hague"), "ar")).toBe("لاهاي");
    expect(cityNameIn(city("New York"), "es")).toBe("Nueva York");
  });

  test("keeps the English where the language writes it so, or where no translation is known", () => {
    expect(cityNameIn(city("Nairobi"), "fr")).toBe("Nairobi");
    expect(cityNameIn(city("Nairobi"), "ar")).toBe("نيروبي");
    expect(cityNameIn(city("Flying Fish Cove"), "ar")).toBe("Flying Fish Cove");
  });
});

describe("storedCityNameIn", () => {
  test("finds the city in its country, by its name or a spelling of it", () => {
    expect(storedCityNameIn("Tripoli", "LY", "ar")).toBe("طرابلس");
    expect(storedCityNameIn("Genève", null, "es")).toBe("Ginebra");
    // Valencia of Spain is a city we know; the Venezuelan one is not, so it stays as stored.
    expect(storedCityNameIn("Valencia", "ES", "fr")).toBe("Valence");
    expect(storedCityNameIn("Valencia", "VE", "fr")).toBe("Valencia");
    expect(storedCityNameIn("Somewhere", null, "ar")).toBe("Somewhere");
    expect(storedCityNameIn("Geneva", "CH", "en")).toBe("Geneva");
  });
});
