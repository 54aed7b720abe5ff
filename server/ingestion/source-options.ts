import { CronExpressionParser } from "cron-parser";
import type { SourceAdapter } from "./source-adapter";

/**
 * A source's options (`sources.metadata`) checked without fetching anything: the adapter's own
 * option schema (the one its `run` applies before the first request) and the schedule
 * (`metadata.cron`, which the scheduler would otherwise quietly replace by the default). Each
 * problem names its option by the zod issue path, e.g. `Option "tenant": required but missing`.
 */
export function checkSourceOptions(
  adapter: SourceAdapter,
  metadata: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  if ("cron" in metadata) {
    const cron = metadata.cron;
    let valid = typeof cron === "string" && cron.trim().split(/\s+/).length >= 5;
    if (valid) {
      try {
        CronExpressionParser.parse(cron as string, { tz: "UTC" });
      } catch {
        valid = false;
      }
    }
    if (!valid)
      problems.push(
        `Option "cron": not a valid cron expression (minute hour day month weekday, UTC), e.g. "0 4 * * *"`,
      );
  }
  const parsed = adapter.metadataSchema.safeParse(metadata);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const option = issue.path.map(String).join(".") || "metadata";
      const missing = issue.code === "invalid_type" && /received undefined$/.test(issue.message);
      problems.push(`Option "${option}": ${missing ? "required but missing" : issue.message}`);
    }
  }
  return problems;
}
