/**
 * Looking a word up in a plain object (`table[key]`) also finds what every object inherits:
 * `table["__proto__"]` is Object.prototype, `table["constructor"]` is Object, `"toString" in
 * table` is true. For a key that comes from outside (a URL, a form, a feed, a database row) these
 * helpers only see what the table itself lists. The lint rule `local/no-inherited-key-lookup`
 * (lint/no-inherited-key-lookup.js) sends every such lookup here or to a Map.
 */

/** The value the table lists under `key`, or undefined (never an inherited member). */
export function ownEntry<T extends object>(table: T, key: string): T[keyof T] | undefined {
  return Object.hasOwn(table, key) ? table[key as keyof T] : undefined;
}

/** Whether the table lists `key` itself: a type guard for keys of a fixed table. */
export function isOwnKey<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(table, key);
}
