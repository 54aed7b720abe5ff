// What the adapters of platforms that answer with an XML feed of their own share: reading the body
// as one well-formed document of the expected shape, and reading an empty element as absent.
import { XMLValidator, type XMLParser } from "fast-xml-parser";
import type { z } from "zod";

/**
 * The body as the feed `what` names ("Personio feed"), parsed by `parser` and checked against
 * `schema`; otherwise an error naming the feed: not XML (and how the body starts), not
 * well-formed (where), or not of the expected shape (`expected`, e.g. "no <rss><channel> document").
 */
export function readXmlFeed<Schema extends z.ZodType>(
  xml: string,
  what: string,
  parser: XMLParser,
  schema: Schema,
  expected: string,
): z.infer<Schema> {
  const body = xml.replace(/^\uFEFF/, "").trim();
  if (!body.startsWith("<")) throw new Error(`${what}: not XML (starts "${body.slice(0, 40)}")`);
  const valid = XMLValidator.validate(body);
  if (valid !== true)
    throw new Error(
      `${what}: not well-formed XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`,
    );
  const parsed = schema.safeParse(parser.parse(body));
  if (!parsed.success) throw new Error(`${what}: ${expected}`);
  return parsed.data;
}

/**
 * An item with its empty elements left out: the parser reads `<additionalOffices/>` as "", where
 * a schema wants an object or nothing.
 */
export function withoutEmptyElements(raw: unknown, keys: readonly string[]): unknown {
  if (!raw || typeof raw !== "object") return raw;
  const item = { ...(raw as Record<string, unknown>) };
  for (const key of keys) if (item[key] === "") delete item[key];
  return item;
}
