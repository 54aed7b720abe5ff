// Builds the HTTP archives that `npm run eval:sources` replays, from the payload files of a platform
// folder. Run: npx tsx scripts/eval-sources-archive.ts <platform>   (e.g. imo-recruit)
//
// `tests/fixtures/platforms/<platform>/archives.json` lists, per archive of `replay.json`, which
// payload file answers which request. The builder runs the real adapter with that source against
// those files and records every exchange as HAR 1.2, so the archive holds exactly the requests the
// adapter makes, each answered by the named file, byte for byte. A request that no file answers
// stops the build: an archive never holds an answer that was not in the folder.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { findAdapter } from "#server/ingestion/adapter-registry";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import { createRecordingHttpClient } from "#server/ingestion/http/http-archive";
import type { HttpRequest } from "#server/ingestion/http/http-types";
import { createLogger } from "#server/lib/logger";
import { PLATFORMS_DIR, readManifests } from "./eval-sources-manifest";

const specSchema = z.array(
  z.object({
    /** The archive to write; `replay.json` must have an entry for it (adapter and source). */
    archive: z.string().min(1),
    /** Said in the archive's `log.comment`: where its answers come from. */
    comment: z.string().min(10),
    routes: z
      .array(
        z.object({
          method: z.enum(["GET", "POST"]).default("GET"),
          url: z.url(),
          /** Relative to the platform folder. */
          file: z.string().min(1),
          /** For a POST: only requests whose JSON body has these values (e.g. `{"pageNumber": 2}`). */
          body: z.record(z.string(), z.unknown()).optional(),
          contentType: z.string().optional(),
        }),
      )
      .min(1),
  }),
);

/** Builds every archive `archives.json` of one platform folder lists; returns the files written. */
export async function buildArchives(folder: string): Promise<string[]> {
  const specFile = path.join(folder, "archives.json");
  const specs = specSchema.parse(JSON.parse(fs.readFileSync(specFile, "utf8")));
  const manifest = readManifests(path.dirname(folder)).find(
    (item) => path.resolve(item.folder) === path.resolve(folder),
  );
  const written: string[] = [];
  for (const spec of specs) {
    const entry = manifest?.entries.find((item) => item.archive === spec.archive);
    if (!entry) throw new Error(`${specFile}: replay.json has no entry for ${spec.archive}`);
    const adapter = findAdapter(entry.adapter);
    if (!adapter) throw new Error(`${specFile}: no adapter named "${entry.adapter}"`);
    const observed = new Date(entry.observedAt ?? Date.now());
    const routes = spec.routes.map(({ body, ...route }) => ({
      ...route,
      ...(body ? { when: (request: HttpRequest) => hasValues(request.body, body) } : {}),
    }));
    const files = createFileBackedHttpClient({ baseDir: folder, routes });
    const recorder = createRecordingHttpClient(files, { now: () => observed });
    const result = await adapter.run({
      source: { id: null, ...entry.source },
      http: recorder,
      logger: createLogger("silent"),
      now: observed,
      maxPages: 50,
      maxDetails: entry.maxDetails,
    });
    const har = recorder.toArchive();
    const unanswered = har.log.entries.filter((item) => item.response.status === 404);
    if (unanswered.length > 0)
      throw new Error(
        `${spec.archive}: no file answers ${unanswered.map((item) => `${item.request.method} ${item.request.url}`).join(", ")}`,
      );
    const unused = spec.routes.filter(
      (route) =>
        !files.requests.some(
          (request) =>
            request.url === route.url && (!route.body || hasValues(request.body, route.body)),
        ),
    );
    if (unused.length > 0)
      throw new Error(
        `${spec.archive}: the adapter never asked for ${unused.map((r) => r.url).join(", ")}`,
      );
    const file = path.join(folder, spec.archive);
    fs.writeFileSync(
      file,
      `${JSON.stringify({ log: { ...har.log, comment: spec.comment } }, null, 1)}\n`,
    );
    written.push(
      `${file}: ${har.log.entries.length} requests, ${result.postings.length} postings, ${result.errors.length} errors`,
    );
  }
  return written;
}

function hasValues(body: unknown, values: Record<string, unknown>): boolean {
  const sent = (typeof body === "string" ? JSON.parse(body) : body) as Record<string, unknown>;
  return (
    typeof sent === "object" &&
    sent !== null &&
    Object.entries(values).every(
      ([key, value]) => JSON.stringify(sent[key]) === JSON.stringify(value),
    )
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const platform = process.argv[2];
  if (!platform) {
    console.error("usage: tsx scripts/eval-sources-archive.ts <platform folder name>");
    process.exit(2);
  }
  try {
    for (const line of await buildArchives(path.join(PLATFORMS_DIR, platform))) console.log(line);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
