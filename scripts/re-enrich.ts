import { parseArgs } from "node:util";
import { parseEnv } from "#server/env";
import { openScriptDatabase } from "./open-script-database";
import { COUNT_LABELS, FIELD_LABELS } from "#server/modules/enrichment/enrichment-fields";
import {
  describeRange,
  ENRICHMENT_PRESETS,
  PRESET_NAMES,
} from "#server/modules/enrichment/enrichment-presets";
import {
  EnrichmentOptionsError,
  parseEnrichmentOptions,
  type EnrichmentOptions,
} from "#server/modules/enrichment/parse-enrichment-options";
import {
  describeEnrichmentResult,
  runEnrichment,
  type EnrichmentResult,
} from "#server/modules/enrichment/run-enrichment";

// npm run re-enrich -- --preset NAME [--days N | --limit N] [--source NAME] [--organization SLUG]
//                      [--fields a,b] [--include-closed] [--dry-run] [--json]
// Re-derives the normalised fields of stored jobs (grade, level, field, deadline, location,
// organisation, summary) with the domain detectors, against DATABASE_URL or the embedded database
// in DATA_DIR (stop the server first: the PGlite lock allows one process). Exit codes: 0 done,
// 1 failed, 2 usage (unknown option, out-of-range parameter).
const presetLines = PRESET_NAMES.map((name) => {
  const preset = ENRICHMENT_PRESETS[name];
  const ranges = [
    preset.days && `--days ${describeRange(preset.days)}`,
    preset.limit && `--limit ${describeRange(preset.limit)}`,
  ].filter(Boolean);
  return `  ${name.padEnd(15)}${preset.title}${ranges.length > 0 ? ` (${ranges.join("; ")})` : ""}`;
});
const USAGE = `Usage: npm run re-enrich -- --preset NAME [--days N | --limit N] [--source NAME]
         [--organization SLUG] [--fields ${Object.keys(FIELD_LABELS).join(",")}] (custom only)
         [--include-closed] [--dry-run] [--json]
Presets:
${presetLines.join("\n")}`;

function fail(message: string, showUsage = true): never {
  process.stderr.write(
    `${message}\n${showUsage ? USAGE : "Run with --help for the presets and their ranges."}\n`,
  );
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      preset: { type: "string" },
      days: { type: "string" },
      limit: { type: "string" },
      source: { type: "string" },
      organization: { type: "string" },
      fields: { type: "string" },
      "include-closed": { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    strict: true,
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (!values.preset) fail("--preset is required.");

let options: EnrichmentOptions;
try {
  options = parseEnrichmentOptions({
    preset: values.preset as EnrichmentOptions["preset"],
    days: values.days,
    limit: values.limit,
    source: values.source,
    organization: values.organization,
    fields: values.fields,
    includeClosed: values["include-closed"],
    dryRun: values["dry-run"],
  });
} catch (error) {
  if (error instanceof EnrichmentOptionsError)
    fail(error.issues.map((issue) => `Invalid parameter: ${issue}.`).join("\n"), false);
  throw error;
}

function printResult(result: EnrichmentResult) {
  const lines = [describeEnrichmentResult(result)];
  const counts = Object.entries(COUNT_LABELS)
    .map(([key, label]) => [label, result[key as keyof typeof COUNT_LABELS]] as const)
    .filter(([, count]) => count > 0)
    .map(([label, count]) => `${label}: ${count}`);
  if (counts.length > 0) lines.push(counts.join(", "));
  for (const job of result.changes) {
    lines.push(`- ${job.title} (${job.organization}, ${job.source}) ${job.id}`);
    for (const change of job.changes)
      lines.push(
        `    ${FIELD_LABELS[change.field]}: ${change.before ?? "—"} → ${change.after ?? "—"}`,
      );
  }
  if (result.updated > result.changes.length)
    lines.push(`(the first ${result.changes.length} of ${result.updated} changed jobs are shown)`);
  process.stdout.write(`${lines.join("\n")}\n`);
}

const env = parseEnv();
const handle = await openScriptDatabase(env);
let code = 0;
try {
  const result = await runEnrichment(handle.db, options);
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else printResult(result);
} catch (error) {
  code = error instanceof EnrichmentOptionsError ? 2 : 1;
  process.stderr.write(
    `Backfill Failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
} finally {
  await handle.close();
}
process.exit(code);
