import type { z } from "zod";
import type { SourceConfig } from "#server/ingestion/source-adapter";

/**
 * A source's options (`sources.metadata`) read through its adapter's schema, before any request.
 * Options the schema refuses stop the run with one message naming the adapter, the source and
 * every refused option with the reason, e.g.
 * `lever source "UNDP": bad metadata (token: Too small: expected string to have >=1 characters)`;
 * a refusal of the options as a whole (a rule across several of them) is named `(root)`.
 */
export function readSourceMetadata<Schema extends z.ZodType>(
  adapter: string,
  source: Pick<SourceConfig, "name" | "metadata">,
  schema: Schema,
): z.output<Schema> {
  const parsed = schema.safeParse(source.metadata);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`,
  );
  throw new Error(`${adapter} source "${source.name}": bad metadata (${problems.join("; ")})`);
}
