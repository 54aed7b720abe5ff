// What the adapters of platforms that answer in JSON share: reading a response body as JSON,
// reading its list of items one by one, and naming what a schema refused, in the words an
// ingestion run reports.
import { z } from "zod";

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

/** A schema's issues as zod words them, folded onto one line. */
export function describeIssuesInOneLine(error: z.ZodError): string {
  return z.prettifyError(error).replace(/\s+/g, " ");
}

/**
 * "`noun` 42" for an item whose `key` is a string or a number, else "`fallback` 3" (its place,
 * counted from 1): names a refused item by the platform's own identifier.
 */
export function labelItem(
  raw: unknown,
  key: string,
  noun: string,
  index: number,
  fallback = "item",
): string {
  const id = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[key] : null;
  return typeof id === "string" || typeof id === "number"
    ? `${noun} ${id}`
    : `${fallback} ${index + 1}`;
}

/**
 * Each item of a response's list through the item schema: the items it accepts, in their order,
 * and one line for each it refuses, worded by `describeRefused` (the item as received, its place
 * counted from 0, and the schema's error). A refused item never fails the list.
 */
export function readItems<Schema extends z.ZodType>(
  items: readonly unknown[],
  schema: Schema,
  describeRefused: (raw: unknown, index: number, error: z.ZodError) => string,
): { accepted: z.output<Schema>[]; refused: string[] } {
  const accepted: z.output<Schema>[] = [];
  const refused: string[] = [];
  items.forEach((raw, index) => {
    const item = schema.safeParse(raw);
    if (item.success) accepted.push(item.data);
    else refused.push(describeRefused(raw, index, item.error));
  });
  return { accepted, refused };
}
