// What the adapters of platforms that answer in JSON share: reading a response body as JSON, and
// naming what a schema refused, in the words an ingestion run reports.
import type { z } from "zod";

/** The body as JSON; otherwise an error naming the answer (`what`) and how the body starts. */
export function parseJsonBody(body: string, what: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new Error(`${what}: response is not JSON (starts "${body.slice(0, 60)}")`);
  }
}

/** A schema's issues on one line: "path: message; path: message" ("(root)" for the whole). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
}

/** " (id 42)" for an item with a string or numeric `id`, else "": names a refused item. */
export function describeItemId(raw: unknown): string {
  const id = typeof raw === "object" && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === "number" || typeof id === "string" ? ` (id ${id})` : "";
}
