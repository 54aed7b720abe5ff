import { expect, test } from "vitest";
import zlib from "node:zlib";
import {
  answerWithJsonBody,
  matchesEntityTag,
  selectEncoding,
  serialiseJsonBody,
} from "./json-body";

const large = {
  items: Array.from({ length: 200 }, (_, index) => ({ id: index, title: "Officer" })),
};

test("the entity tag is weak and follows the content", () => {
  const body = serialiseJsonBody(large);
  expect(body.etag).toMatch(/^W\/"[\w-]{27}"$/);
  expect(serialiseJsonBody(large).etag).toBe(body.etag);
  expect(serialiseJsonBody({ ...large, total: 1 }).etag).not.toBe(body.etag);
});

test("If-None-Match matches by weak comparison, in a list, or with *", () => {
  const { etag } = serialiseJsonBody(large);
  const opaque = etag.slice(2);
  expect(matchesEntityTag(etag, etag)).toBe(true);
  expect(matchesEntityTag(opaque, etag)).toBe(true);
  expect(matchesEntityTag(`W/"other", ${etag}`, etag)).toBe(true);
  expect(matchesEntityTag("*", etag)).toBe(true);
  expect(matchesEntityTag('W/"other"', etag)).toBe(false);
  expect(matchesEntityTag(null, etag)).toBe(false);
});

test("brotli, else gzip, else identity; small bodies are sent as they are; encodings are kept", () => {
  const body = serialiseJsonBody(large);
  const br = selectEncoding(body, "gzip, deflate, br");
  expect(br.encoding).toBe("br");
  expect(zlib.brotliDecompressSync(br.bytes).equals(body.bytes)).toBe(true);
  expect(selectEncoding(body, "br").bytes).toBe(br.bytes);
  const gzip = selectEncoding(body, "br;q=0, gzip");
  expect(gzip.encoding).toBe("gzip");
  expect(zlib.gunzipSync(gzip.bytes).equals(body.bytes)).toBe(true);
  expect(selectEncoding(body, "identity")).toEqual({ encoding: null, bytes: body.bytes });
  expect(selectEncoding(body, undefined)).toEqual({ encoding: null, bytes: body.bytes });
  const small = serialiseJsonBody({ items: [] });
  expect(selectEncoding(small, "br, gzip")).toEqual({ encoding: null, bytes: small.bytes });
});

test("a current copy gets 304 without a body; otherwise 200 with length and encoding", () => {
  const body = serialiseJsonBody(large);
  const notModified = answerWithJsonBody(body, { ifNoneMatch: body.etag, acceptEncoding: "br" });
  expect(notModified.status).toBe(304);
  expect(notModified.bytes).toBeNull();
  expect(notModified.headers).toMatchObject({ ETag: body.etag, Vary: "Accept-Encoding" });
  expect(notModified.headers["Cache-Control"]).toBe("public, max-age=60");

  const fresh = answerWithJsonBody(body, { ifNoneMatch: 'W/"old"', acceptEncoding: "gzip" });
  expect(fresh.status).toBe(200);
  expect(fresh.headers).toMatchObject({
    "Content-Type": "application/json",
    "Content-Encoding": "gzip",
    "Content-Length": String(fresh.bytes!.length),
    "Access-Control-Allow-Origin": "*",
  });
});
