// The search box text as tokens, the way websearch_to_tsquery reads it: words, "quoted phrases",
// -exclusions and the `or` operator; and the helpers that read a word's text.

export type Token =
  | { kind: "word"; text: string }
  | { kind: "phrase"; text: string }
  | { kind: "exclude"; text: string; phrase: boolean }
  | { kind: "or" };

const SPACE = /\s/;

export function tokenise(input: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < input.length) {
    if (SPACE.test(input.charAt(at))) {
      at += 1;
      continue;
    }
    const negated =
      input.charAt(at) === "-" && at + 1 < input.length && !SPACE.test(input.charAt(at + 1));
    if (negated) at += 1;
    if (input.charAt(at) === '"') {
      const close = input.indexOf('"', at + 1);
      const text = input.slice(at + 1, close === -1 ? input.length : close).trim();
      at = close === -1 ? input.length : close + 1;
      if (text)
        tokens.push(negated ? { kind: "exclude", text, phrase: true } : { kind: "phrase", text });
      continue;
    }
    let end = at;
    while (end < input.length && !SPACE.test(input.charAt(end)) && input.charAt(end) !== '"')
      end += 1;
    const text = input.slice(at, end);
    at = end;
    if (negated) tokens.push({ kind: "exclude", text, phrase: false });
    else if (text.toLowerCase() === "or") tokens.push({ kind: "or" });
    else tokens.push({ kind: "word", text });
  }
  return tokens;
}

export function renderToken(token: Token): string {
  switch (token.kind) {
    case "word":
      return token.text;
    case "phrase":
      return `"${token.text}"`;
    case "exclude":
      return token.phrase ? `-"${token.text}"` : `-${token.text}`;
    case "or":
      return "or";
  }
}

/** A word's text without the punctuation around it ("P3," → "P3", "(Kenya)" → "Kenya"). */
export function bare(text: string): string {
  return text.replace(/^[([{'‘“]+|[)\]}'’”,;:.!?]+$/g, "");
}

/** The lower-case bare text of a word token; "or" for the operator; null for anything else. */
export function plainWord(token: Token | undefined): string | null {
  if (!token) return null;
  if (token.kind === "or") return "or";
  return token.kind === "word" ? bare(token.text).toLowerCase() : null;
}

export function isUpperCase(text: string): boolean {
  return /[A-Z]/.test(text) && text === text.toUpperCase();
}

/** The words `at` … `at + length` as typed, when they are all plain words. */
export function wordRun(tokens: Token[], at: number, length: number): string | null {
  const words: string[] = [];
  for (let index = at; index < at + length; index += 1) {
    const token = tokens[index];
    if (token?.kind !== "word") return null;
    words.push(token.text);
  }
  return words.join(" ");
}

/** The runs of tokens between `or` operators (none empty). */
export function splitOnOr(tokens: Token[]): Token[][] {
  const groups: Token[][] = [[]];
  for (const token of tokens) {
    if (token.kind === "or") groups.push([]);
    else groups.at(-1)!.push(token);
  }
  return groups.filter((group) => group.length > 0);
}
