import { describe, expect, it } from "vitest";
import {
  createRecordingHttpClient,
  createReplayHttpClient,
  parseHttpArchive,
  type HttpArchive,
} from "./http-archive";
import { createFileBackedHttpClient } from "./file-backed-http-client";
import { HttpError } from "./http-types";

function entry(
  method: string,
  url: string,
  text: string,
  options: { status?: number; body?: string; encoding?: string } = {},
): HttpArchive["log"]["entries"][number] {
  return {
    request: {
      method,
      url,
      headers: [],
      ...(options.body !== undefined ? { postData: { text: options.body } } : {}),
    },
    response: {
      status: options.status ?? 200,
      headers: [{ name: "Content-Type", value: "application/json" }],
      content: { text, ...(options.encoding ? { encoding: options.encoding } : {}) },
    },
  };
}

const archive = (...entries: HttpArchive["log"]["entries"]): HttpArchive => ({
  log: { version: "1.2", entries },
});

describe("replaying an HTTP archive", () => {
  it("matches on method, host and path, then on the query parameters that agree best", async () => {
    const client = createReplayHttpClient(
      archive(
        entry("GET", "https://jobs.example.org/list?page=1&size=20", "page one"),
        entry("GET", "https://jobs.example.org/list?page=2&size=20", "page two"),
        entry("GET", "https://other.example.org/list?page=2&size=20", "other host"),
        entry("POST", "https://jobs.example.org/list?page=2&size=20", "a post"),
      ),
    );
    const second = await client.request({ url: "https://jobs.example.org/list?size=20&page=2" });
    expect(second.text).toBe("page two");
    // Nothing agrees exactly: the closest query still wins over failing.
    const third = await client.request({ url: "https://jobs.example.org/list?page=3&size=20" });
    expect(third.text).toBe("page one");
    expect(third.headers["content-type"]).toBe("application/json");
  });

  it("tells POST requests apart by their body (a Workday page offset)", async () => {
    const client = createReplayHttpClient(
      archive(
        entry("POST", "https://x.wd3.myworkdayjobs.com/wday/cxs/x/Site/jobs", "offset 0", {
          body: '{"limit":20,"offset":0,"searchText":""}',
        }),
        entry("POST", "https://x.wd3.myworkdayjobs.com/wday/cxs/x/Site/jobs", "offset 20", {
          body: '{"limit":20,"offset":20,"searchText":""}',
        }),
      ),
    );
    const url = "https://x.wd3.myworkdayjobs.com/wday/cxs/x/Site/jobs";
    const body = { offset: 20, limit: 20, searchText: "" };
    expect((await client.request({ url, method: "POST", body })).text).toBe("offset 20");
    expect((await client.request({ url, method: "POST", body: { ...body, offset: 0 } })).text).toBe(
      "offset 0",
    );
  });

  it("fails a request it has no entry for, naming method and URL", async () => {
    const client = createReplayHttpClient(archive(entry("GET", "https://a.example.org/x", "x")));
    await expect(client.request({ url: "https://a.example.org/y?q=1" })).rejects.toThrow(
      "the archive has no response for GET https://a.example.org/y?q=1",
    );
    await expect(
      client.request({ url: "https://a.example.org/x", method: "POST", body: {} }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(client.unmatched).toEqual([
      "GET https://a.example.org/y?q=1",
      "POST https://a.example.org/x",
    ]);
  });

  it("answers a robots.txt the archive lacks as absent (404), without counting it unmatched", async () => {
    const client = createReplayHttpClient(
      archive(
        entry("GET", "https://a.example.org/x", "x"),
        entry("GET", "https://b.example.org/robots.txt", "User-agent: *\nDisallow: /"),
      ),
    );
    const error = await client
      .request({ url: "https://a.example.org/robots.txt" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    // A recorded robots.txt is replayed like any entry.
    const recorded = await client.request({ url: "https://b.example.org/robots.txt" });
    expect(recorded.text).toBe("User-agent: *\nDisallow: /");
    expect(client.unmatched).toEqual([]);
  });

  it("fails a recorded error status as the live client does", async () => {
    const client = createReplayHttpClient(
      archive(entry("GET", "https://a.example.org/gone", "", { status: 410 })),
    );
    const error = await client
      .request({ url: "https://a.example.org/gone" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(410);
  });

  it("replays what a browser's network panel saves (extra fields, base64 bodies)", async () => {
    const saved = JSON.stringify({
      log: {
        version: "1.2",
        creator: { name: "WebInspector", version: "537.36" },
        pages: [{ id: "page_1", title: "Careers" }],
        entries: [
          {
            _initiator: { type: "script" },
            pageref: "page_1",
            startedDateTime: "2026-09-13T10:00:00.000Z",
            time: 120,
            request: {
              method: "GET",
              url: "https://careers.example.org/feed.rss",
              httpVersion: "http/2.0",
              headers: [{ name: ":authority", value: "careers.example.org" }],
              queryString: [],
              cookies: [],
              headersSize: -1,
              bodySize: 0,
            },
            response: {
              status: 200,
              statusText: "",
              httpVersion: "http/2.0",
              headers: [{ name: "content-type", value: "application/rss+xml" }],
              cookies: [],
              content: {
                size: 12,
                mimeType: "application/rss+xml",
                text: Buffer.from("<rss></rss>\n").toString("base64"),
                encoding: "base64",
              },
              redirectURL: "",
              headersSize: -1,
              bodySize: -1,
              _transferSize: 300,
            },
            cache: {},
            timings: { blocked: 1, send: 0, wait: 100, receive: 19 },
          },
        ],
      },
    });
    const client = createReplayHttpClient(parseHttpArchive(saved));
    const response = await client.request({ url: "https://careers.example.org/feed.rss" });
    expect(response.text).toBe("<rss></rss>\n");
    expect(response.headers["content-type"]).toBe("application/rss+xml");
  });

  it("goes through the live client's path: a recorded redirect is followed, a body over the cap refused", async () => {
    const moved: HttpArchive["log"]["entries"][number] = {
      request: { method: "GET", url: "https://a.example.org/old", headers: [] },
      response: {
        status: 301,
        headers: [{ name: "Location", value: "/new?page=1" }],
        content: { text: "" },
      },
    };
    const client = createReplayHttpClient(
      archive(
        moved,
        entry("GET", "https://a.example.org/new?page=1", "the new place"),
        entry("GET", "https://a.example.org/huge", "a".repeat(5 * 1024 * 1024 + 1)),
      ),
    );
    const response = await client.request({ url: "https://a.example.org/old" });
    expect(response.url).toBe("https://a.example.org/new?page=1");
    expect(response.text).toBe("the new place");
    await expect(client.request({ url: "https://a.example.org/huge" })).rejects.toThrow(
      "response body exceeds 5 MB (from a.example.org/huge)",
    );
    expect(client.unmatched).toEqual([]);
  });

  it("replays a private host the archive holds; a host it lacks is unmatched", async () => {
    const client = createReplayHttpClient(
      archive(entry("GET", "http://127.0.0.1:8080/feed", "<rss></rss>")),
    );
    expect((await client.request({ url: "http://127.0.0.1:8080/feed" })).text).toBe("<rss></rss>");
    await expect(client.request({ url: "http://10.0.0.5/feed" })).rejects.toThrow(
      "the archive has no response for GET http://10.0.0.5/feed",
    );
    expect(client.unmatched).toEqual(["GET http://10.0.0.5/feed"]);
  });

  it("refuses a file that is not a HAR with a message saying why", () => {
    expect(() => parseHttpArchive("{", "x.har")).toThrow(/x\.har is not JSON/);
    expect(() => parseHttpArchive('{"log":{}}', "x.har")).toThrow(
      /x\.har is not a HAR file: .* at log\.entries/,
    );
  });
});

describe("recording an HTTP archive", () => {
  it("keeps every answered exchange so that a replay gives the same answers", async () => {
    const live = createFileBackedHttpClient({
      routes: [
        { url: "https://a.example.org/list?page=1", text: '{"items":[1]}' },
        {
          method: "POST",
          url: "https://a.example.org/search",
          text: "found",
          contentType: "text/plain",
        },
        { url: "https://a.example.org/missing", status: 404, text: "" },
      ],
    });
    const recorder = createRecordingHttpClient(live);
    await recorder.request({ url: "https://a.example.org/list?page=1" });
    await recorder.request({
      url: "https://a.example.org/search",
      method: "POST",
      body: { q: "officer" },
    });
    await expect(recorder.request({ url: "https://a.example.org/missing" })).rejects.toThrow();

    const har = parseHttpArchive(JSON.stringify(recorder.toArchive()));
    expect(har.log.version).toBe("1.2");
    expect(har.log.entries.map((e) => [e.request.method, e.response.status])).toEqual([
      ["GET", 200],
      ["POST", 200],
      ["GET", 404],
    ]);
    expect(har.log.entries[1]?.request.postData?.text).toBe('{"q":"officer"}');

    const replay = createReplayHttpClient(har);
    expect((await replay.request({ url: "https://a.example.org/list?page=1" })).text).toBe(
      '{"items":[1]}',
    );
    expect(
      (
        await replay.request({
          url: "https://a.example.org/search",
          method: "POST",
          body: { q: "officer" },
        })
      ).text,
    ).toBe("found");
    const gone = await replay
      .request({ url: "https://a.example.org/missing" })
      .catch((e: unknown) => e);
    expect((gone as HttpError).status).toBe(404);
  });
});
