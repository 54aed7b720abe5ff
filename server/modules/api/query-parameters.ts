import { z } from "zod";
import { ownEntry } from "#domain/own-entry";

/**
 * Builders of query-string parameters as zod schemas. Each builder takes the parameter's name
 * (the key it is listed under) and returns a schema that reads the raw value(s) the URL holds and
 * refuses a bad one with the message the API answers in its 400, so that one schema is the parser,
 * the TypeScript type (its output) and the OpenAPI parameter (its input, as JSON Schema).
 *
 * A list parameter reads every value of its key, each split at commas; any other reads the first.
 */

/** A parameter: a schema made for its name, and whether it reads a list of values. */
export type QueryParameter<Schema extends z.ZodType = z.ZodType> = {
  list: boolean;
  make: (name: string) => Schema;
  description?: string;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema type
type Parameters = Record<string, QueryParameter<any>>;
export type QueryShape<P extends Parameters> = { [K in keyof P]: ReturnType<P[K]["make"]> };
/** What the parameters' schemas give for a URL. */
export type QueryValues<P extends Parameters> = z.output<z.ZodObject<QueryShape<P>>>;

const trimmedOrUndefined = (raw: unknown) =>
  typeof raw === "string" && raw.trim() !== "" ? raw.trim() : undefined;

/** A refusal inside a schema: the message the 400 carries. */
export function refuse(ctx: z.RefinementCtx, message: string, input: unknown): never {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

/** Free text of at most `maxLength` characters, kept as sent (not trimmed); absent is undefined. */
export function text(maxLength: number, description?: string) {
  return {
    list: false,
    description,
    make: (name: string) =>
      z
        .string()
        .max(maxLength, { error: `${name} must be at most ${maxLength} characters` })
        .optional(),
  };
}

function wholeNumber(name: string, min: number, max: number) {
  const between = `${name} must be between ${min} and ${max}`;
  return z
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: between })
    .max(max, { error: between });
}

function readWholeNumber(raw: unknown) {
  const trimmed = trimmedOrUndefined(raw);
  return trimmed !== undefined && /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A whole number between min and max; blank or absent is undefined. */
export function integer(min: number, max: number, description?: string) {
  return {
    list: false,
    description,
    make: (name: string) => z.preprocess(readWholeNumber, wholeNumber(name, min, max).optional()),
  };
}

/** A whole number between min and max; blank or absent gives `fallback`. */
export function integerOr(fallback: number, min: number, max: number, description?: string) {
  return {
    list: false,
    description,
    make: (name: string) =>
      z.preprocess(readWholeNumber, wholeNumber(name, min, max).default(fallback)),
  };
}

/** true (true, 1, yes) or false (false, 0, no), in any case; blank or absent is undefined. */
export function flag(description?: string) {
  const words = new Map([
    ...["true", "1", "yes"].map((word) => [word, true] as const),
    ...["false", "0", "no"].map((word) => [word, false] as const),
  ]);
  return {
    list: false,
    description,
    make: (name: string) =>
      z.preprocess(
        (raw) => {
          const word = trimmedOrUndefined(raw)?.toLowerCase();
          return word === undefined ? undefined : (words.get(word) ?? word);
        },
        z.boolean({ error: `${name} must be true or false` }).optional(),
      ),
  };
}

function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { error: `${name} must be one of: ${values.join(", ")}` });
}

const lowered = (raw: unknown) => trimmedOrUndefined(raw)?.toLowerCase();

/** One of a closed list of values, in any case; blank or absent is undefined. */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  description?: string,
) {
  return {
    list: false,
    description,
    make: (name: string) => z.preprocess(lowered, oneOf(name, values).optional()),
  };
}

/** One of a closed list of values, in any case; blank or absent gives `fallback`. */
export function choiceOr<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  description?: string,
) {
  return {
    list: false,
    description,
    make: (name: string) => z.preprocess(lowered, oneOf(name, values).default(fallback as never)),
  };
}

/**
 * Values of a repeated or comma-separated key: trimmed, blanks and repeats dropped, at most 25
 * values of at most `maxLength` characters, then each read by `item` (made for the name).
 */
export function list<Item extends z.ZodType = z.ZodString>(
  maxLength: number,
  options: {
    item?: (name: string) => Item;
    description: string;
    /** A further limit on the number of values, for the name. */
    maxItems?: (name: string) => [number, { error: (issue: { input: unknown }) => string }];
  },
) {
  return {
    list: true,
    description: `${options.description} Repeat the key (or separate with commas) for several values: OR within the filter, AND across filters.`,
    make: (name: string) => {
      const item = (options.item?.(name) ?? z.string()) as Item;
      const limit = options.maxItems?.(name);
      const items = limit ? z.array(item).max(...limit) : z.array(item);
      return z.preprocess((raw, ctx) => {
        const values = [
          ...new Set(
            (raw as string[])
              .flatMap((value) => value.split(","))
              .map((value) => value.trim())
              .filter((value) => value !== ""),
          ),
        ];
        if (values.length > 25) return refuse(ctx, `${name} accepts at most 25 values`, raw);
        if (values.some((value) => value.length > maxLength))
          return refuse(ctx, `${name} values must be at most ${maxLength} characters`, raw);
        return values;
      }, items);
    },
  };
}

/** The schemas of a set of parameters, by name. */
export function querySchemaShape<P extends Parameters>(parameters: P): QueryShape<P> {
  return Object.fromEntries(
    Object.entries(parameters).map(([name, parameter]) => [name, parameter.make(name)]),
  ) as QueryShape<P>;
}

/**
 * Reads the raw values a URL holds for the parameters, as their schemas take them: every value of
 * a list parameter, the first of any other. `aliases` names another key read when one is absent.
 */
export function queryReader(parameters: Parameters, aliases: Record<string, string> = {}) {
  const reads = Object.entries(parameters).map(([name, parameter]) => ({
    name,
    list: parameter.list,
    alias: ownEntry(aliases, name),
  }));
  return (params: URLSearchParams) => {
    const values = new Map<string, string | string[] | undefined>();
    for (const { name, list, alias } of reads) {
      values.set(
        name,
        list
          ? params.getAll(name)
          : (params.get(name) ?? (alias ? params.get(alias) : null) ?? undefined),
      );
    }
    return Object.fromEntries(values);
  };
}

/** A refused parameter: the 400 names it. */
export class InvalidQueryError extends Error {
  override name = "InvalidQueryError";
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}

/** The parsed value, or InvalidQueryError for the first refused parameter (in the schema's order). */
export function parseOrRefuse<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new InvalidQueryError(String(issue.path[0] ?? ""), issue.message);
}
