/** Escapes LIKE/ILIKE wildcards (`%`, `_`) and the escape character, so a value matches literally. */
export function escapeLikePattern(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}
