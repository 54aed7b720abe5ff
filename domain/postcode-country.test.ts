import { expect, test } from "vitest";
import { countryOfPostcode } from "./postcode-country";

test("a British postcode proves the United Kingdom: Footasylum's Aberdeen store, which its Teamtailor feed states is in the United Kingdom", () => {
  // tests/fixtures/platforms/teamtailor/footasylum-jobs.real-trimmed-by-source.rss:
  // <tt:zip>AB11 5RG</tt:zip> … <tt:country>United Kingdom</tt:country>
  expect(countryOfPostcode("AB11 5RG")).toBe("GB");
  expect(countryOfPostcode("ab11 5rg")).toBe("GB");
  expect(countryOfPostcode("AB115RG")).toBe("GB");
  // Every shape Royal Mail uses.
  for (const code of ["M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "W1A 0AX", "EC1A 1BB", "GIR 0AA"])
    expect(countryOfPostcode(code), code).toBe("GB");
});

test("postcodes of other countries in the real captures prove nothing", () => {
  for (const code of [
    "3512 HL", // Channable, Utrecht (Recruitee)
    "105-0001", // ClientEarth, Tokyo (Pinpoint)
    "80002", // Wood Rodgers, Denver (Pinpoint)
    "20433", // World Bank, Washington (JSON-LD)
    "08034", // Bath Concepts (JSON-LD)
    "0250", // Ferd, Oslo (Teamtailor)
    "00100", // Nairobi
    "H3B 4W8", // Montreal: Canada's shape, letter-digit-letter
    "EC1R 4", // an outward code alone is not a whole postcode
    "UNAVAILABLE",
    "",
  ])
    expect(countryOfPostcode(code), code).toBeNull();
  expect(countryOfPostcode(null)).toBeNull();
  expect(countryOfPostcode(undefined)).toBeNull();
});
