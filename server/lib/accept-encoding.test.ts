import { expect, test } from "vitest";
import { readAcceptedEncodings } from "./accept-encoding";

test("Accept-Encoding: listed encodings are accepted unless their q is 0; * accepts the others", () => {
  const read = (header: string | undefined) => [...readAcceptedEncodings(header)].sort();
  expect(read("gzip, deflate, br, zstd")).toEqual(["br", "deflate", "gzip", "zstd"]);
  expect(read("br;q=0, gzip;q=0.8")).toEqual(["gzip"]);
  expect(read("BR ; Q=1")).toEqual(["br"]);
  expect(read("*")).toEqual(["br", "gzip"]);
  expect(read("*, br;q=0")).toEqual(["gzip"]);
  expect(read("identity")).toEqual(["identity"]);
  expect(read("gzip;q=abc")).toEqual([]);
  expect(read(undefined)).toEqual([]);
  expect(read("")).toEqual([]);
});
