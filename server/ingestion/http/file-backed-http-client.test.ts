import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { createConditionalCache } from "./conditional-cache";
import { createFileBackedHttpClient } from "./file-backed-http-client";
import { HttpError } from "./http-types";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-recordings-"));
fs.writeFileSync(path.join(dir, "list.json"), '{"jobs":[{"id":1}]}');
fs.writeFileSync(path.join(dir, "page-2.json"), '{"jobs":[{"id":2}]}');
fs.writeFileSync(path.join(dir, "feed.xml"), "<rss/>");
fs.writeFileSync(path.join(dir, "job.html"), "<h1>Job</h1>");

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const http = createFileBackedHttpClient({
  baseDir: dir,
  routes: [
    { url: "https://careers.example.org/feed", file: "feed.xml" },
    { url: /^https:\/\/careers\.example\.org\/jobs\/\d+$/, file: "job.html" },
    {
      method: "POST",
      url: "https://api.example.org/search",
      file: "page-2.json",
      when: (request) => (request.body as { offset?: number }).offset === 20,
    },
    { method: "POST", url: "https://api.example.org/search", file: "list.json" },
    { url: "https://careers.example.org/broken", text: "", status: 503 },
    { url: "https://careers.example.org/missing", file: "nope.json" },
    { url: "https://careers.example.org/inline", text: "hi", contentType: "text/csv" },
  ],
});

test("serves recorded files for exact URLs and patterns, with a guessed content type", async () => {
  const feed = await http.request({ url: "https://careers.example.org/feed" });
  expect(feed).toEqual({
    url: "https://careers.example.org/feed",
    status: 200,
    headers: { "content-type": "application/xml; charset=utf-8" },
    text: "<rss/>",
    notModified: false,
  });
  const job = await http.request({ url: "https://careers.example.org/jobs/42" });
  expect(job.text).toBe("<h1>Job</h1>");
  expect(job.headers["content-type"]).toBe("text/html; charset=utf-8");
  const inline = await http.request({ url: "https://careers.example.org/inline" });
  expect(inline).toMatchObject({ text: "hi", headers: { "content-type": "text/csv" } });
});

test("routes match on method and, optionally, on the request (POST pagination)", async () => {
  const first = await http.request({
    url: "https://api.example.org/search",
    method: "POST",
    body: { offset: 0 },
  });
  expect(first.text).toBe('{"jobs":[{"id":1}]}');
  const second = await http.request({
    url: "https://api.example.org/search",
    method: "POST",
    body: { offset: 20 },
  });
  expect(second.text).toBe('{"jobs":[{"id":2}]}');
  await expect(http.request({ url: "https://api.example.org/search" })).rejects.toThrow(
    "no recording for GET https://api.example.org/search",
  );
  expect(http.requests.some((request) => request.method === "POST")).toBe(true);
});

test("an unknown URL is an HttpError 404; a recorded error status fails like the real client", async () => {
  const unknown = await http
    .request({ url: "https://elsewhere.example/" })
    .catch((e: unknown) => e);
  expect(unknown).toBeInstanceOf(HttpError);
  expect(unknown).toMatchObject({
    status: 404,
    message: "no recording for GET https://elsewhere.example/",
    url: "https://elsewhere.example/",
  });
  await expect(http.request({ url: "https://careers.example.org/jobs/x" })).rejects.toMatchObject({
    status: 404,
  });
  await expect(http.request({ url: "https://careers.example.org/broken" })).rejects.toMatchObject({
    status: 503,
    message: "HTTP 503 from careers.example.org/broken",
  });
  await expect(http.request({ url: "https://careers.example.org/missing" })).rejects.toThrow(
    /the recording for GET https:\/\/careers\.example\.org\/missing cannot be read/,
  );
});

test("the conditional cache drops the least recently used entries beyond its bounds", () => {
  const cache = createConditionalCache(2, 10);
  const entry = (text: string) => ({ status: 200, headers: {}, text, etag: '"x"' });
  cache.set("a", entry("aaa"));
  cache.set("b", entry("bbb"));
  cache.get("a");
  cache.set("c", entry("ccc"));
  expect(cache.get("b")).toBeUndefined();
  expect(cache.get("a")?.text).toBe("aaa");
  cache.set("d", entry("dddddddd"));
  expect(cache.size).toBe(1);
  expect(cache.get("d")?.text).toBe("dddddddd");
  cache.set("e", entry("x".repeat(11)));
  expect(cache.get("e")).toBeUndefined();
  // A newer answer too long to keep replaces the stored one with nothing, never with the old one.
  cache.set("d", entry("y".repeat(11)));
  expect(cache.get("d")).toBeUndefined();
  expect(cache.size).toBe(0);
});
