import { describe, expect, test } from "vitest";
import { placeNamesIn } from "./place-names";

describe("placeNamesIn", () => {
  test("names the city and the country of a stored place in the page's language", () => {
    expect(placeNamesIn("Geneva, Switzerland", "fr")).toBe("Genève, Suisse");
    expect(placeNamesIn("Geneva, Switzerland", "ar")).toBe("جنيف، سويسرا");
    expect(placeNamesIn("Geneva", "fr")).toBe("Genève");
    expect(placeNamesIn("Switzerland", "es")).toBe("Suiza");
    expect(placeNamesIn("Geneva, Switzerland", "en")).toBe("Geneva, Switzerland");
  });

  test("names a country stored under a name that is not CLDR's English one", () => {
    expect(placeNamesIn("Vientiane, Lao PDR", "fr")).toBe("Vientiane, Laos");
    expect(placeNamesIn("Seoul, Republic of Korea", "fr")).toBe("Séoul, Corée du Sud");
  });

  test("names each city and country of several places, with Arabic's semicolon", () => {
    expect(placeNamesIn("Geneva, Switzerland; New York, United States", "es")).toBe(
      "Ginebra, Suiza; Nueva York, Estados Unidos",
    );
    expect(placeNamesIn("Port of Spain, Trinidad and Tobago; Kingston, Jamaica", "fr")).toBe(
      "Port-d’Espagne, Trinité-et-Tobago; Kingston, Jamaïque",
    );
    expect(placeNamesIn("Geneva, Switzerland; Nairobi, Kenya", "ar")).toBe(
      "جنيف، سويسرا؛ نيروبي، كينيا",
    );
  });

  test("leaves unknown towns' names, and places it cannot read, as they are", () => {
    expect(placeNamesIn("Lokichogio, Kenya", "fr")).toBe("Lokichogio, Kenya");
    expect(placeNamesIn("Remote", "ar")).toBe("Remote");
    // The words after the city are no country: it may be another Kingston.
    expect(placeNamesIn("Kingston, Ontario", "ar")).toBe("Kingston, Ontario");
  });
});
