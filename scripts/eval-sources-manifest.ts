// The replay manifests of `npm run eval:sources`: every platform folder's `replay.json` under
// tests/fixtures/platforms/ names its archives, the adapter and source to replay them with, what the
// platform publishes, and the postings or errors that are known and explained.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export const PLATFORMS_DIR = fileURLToPath(
  new URL("../tests/fixtures/platforms/", import.meta.url),
);

/** One archive to replay: the manifest format every platform folder's `replay.json` holds. */
const manifestSchema = z.array(
  z.object({
    archive: z.string().min(1),
    adapter: z.string().min(1),
    source: z.object({
      name: z.string().min(1),
      baseUrl: z.url(),
      organization: z.string().nullable(),
      metadata: z.record(z.string(), z.unknown()).default({}),
    }),
    publishes: z.object({ closingDate: z.boolean(), grade: z.boolean(), description: z.boolean() }),
    /**
     * Detail requests the run may make (default 500). An archive that holds a list but not every
     * detail says so here (0: list only), so the run asks only for what was recorded.
     */
    maxDetails: z.number().int().nonnegative().default(500),
    /** When the payloads were observed: the run's "now" (relative dates, deadlines already past). */
    observedAt: z.iso.datetime({ offset: true }).optional(),
    /**
     * Postings whose own payload holds no value for a field (checked by hand, the reason says
     * where): not measured for it. A listed posting that is missing, or has the field, is an error.
     */
    notPublished: z
      .array(
        z.object({
          externalId: z.string().min(1),
          fields: z.array(z.enum(["dutyStation", "closingDate", "grade", "description"])).min(1),
          reason: z.string().min(10),
        }),
      )
      .default([]),
    /** Errors the archive holds on purpose (a broken item): counted apart, with the reason. */
    expectedErrors: z
      .array(z.object({ contains: z.string().min(1), reason: z.string().min(10) }))
      .default([]),
  }),
);
export type ReplayManifest = z.infer<typeof manifestSchema>;

/** Reads every `<dir>/*\/replay.json`; a manifest that is not valid is an error naming its file. */
export function readManifests(dir = PLATFORMS_DIR): { folder: string; entries: ReplayManifest }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "replay.json")),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const file = path.join(dir, name, "replay.json");
      const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(
          `${file}: ${issue?.message ?? "invalid"} at ${issue?.path.join(".") || "top level"}`,
        );
      }
      return { folder: path.join(dir, name), entries: parsed.data };
    });
}
