// Grades as job seekers type them: "P3", "P 3", "P-3 level", "NOB", "GS-5", and expressions of
// several ("P3 and above", "P-3/P-4", "P4+", "P3 to P5"), read from search tokens into canonical
// codes (grades.ts). Pure: the ladders are Maps built once when the module loads.

import { GRADE_FAMILIES, isKnownGradeCode, normaliseGradeCode } from "./grades";
import { bare, isUpperCase, plainWord, renderToken, type Token } from "./search-tokens";

/** Grade prefixes a job seeker types, before a number (P3, GS-5, NPSA 8) or, for NO, a letter. */
const GRADE_ITEM = String.raw`(P|D|GS|G|FS|NO|N0|SC|SB|NPSA|IPSA|LICA|IICA|ICS|SSA)[-.]?(\d{1,2}|[A-E])`;
const GRADE_WHOLE = new RegExp(`^${GRADE_ITEM}$`, "i");
const GRADE_PLUS = new RegExp(`^${GRADE_ITEM}\\+$`, "i");
const GRADE_PAIR = new RegExp(`^${GRADE_ITEM}(?:/|-|–)(?:${GRADE_ITEM}|(\\d{1,2}|[A-E]))$`, "i");
const GRADE_PREFIX_ALONE = /^(P|D|GS|G|FS|NO|SC|SB|NPSA|IPSA|LICA|IICA|ICS)$/i;
const GRADE_VALUE_ALONE = /^(\d{1,2}|[A-E])$/i;
/** World Bank grades (GA–GK) are read only in capitals: "GE" is a grade, "ge" is not. */
const WORLD_BANK_GRADE = /^G[A-K]$/;

const LEVEL_WORDS = new Set(["grade", "grades", "level", "levels"]);
const ABOVE_WORDS = new Set(["above", "higher", "up", "over", "more"]);
const BELOW_WORDS = new Set(["below", "lower", "under", "less"]);
const LIST_WORDS = new Set(["or", "and", "&", "/", ","]);
const RANGE_WORDS = new Set(["to", "-", "–"]);

/** Each grade's ladder, junior to senior: professional grades go on to directors and beyond. */
const LADDERS = new Map<string, readonly string[]>();
{
  const families = new Map(GRADE_FAMILIES.map((family) => [family.id, family.codes]));
  const above = new Map<string, readonly string[]>([
    ["P", ["D", "SL"]],
    ["D", ["SL"]],
  ]);
  for (const family of GRADE_FAMILIES) {
    const ladder = [
      ...family.codes,
      ...(above.get(family.id) ?? []).flatMap((id) => families.get(id) ?? []),
    ];
    for (const code of family.codes) LADDERS.set(code, ladder);
  }
}

/** The canonical code of a prefix and a value ("gs", "5" → "G-5"), or null. */
function gradeCode(prefix: string, value: string): string | null {
  const code = normaliseGradeCode(`${prefix.toUpperCase()}-${value.toUpperCase()}`);
  if (!code || !isKnownGradeCode(code)) return null;
  // A letter is a grade only for national officers (NO-A … NO-E).
  if (/^[A-E]$/i.test(value) && !code.startsWith("NO-")) return null;
  return code;
}

function gradeFromWord(text: string): string | null {
  if (WORLD_BANK_GRADE.test(text)) return text;
  const match = GRADE_WHOLE.exec(text);
  return match ? gradeCode(match[1] ?? "", match[2] ?? "") : null;
}

function ladderSlice(from: string, to: string): string[] {
  const ladder = LADDERS.get(from);
  const end = ladder?.indexOf(to) ?? -1;
  if (!ladder || end === -1) return [from, to];
  const start = ladder.indexOf(from);
  return ladder.slice(Math.min(start, end), Math.max(start, end) + 1);
}

function fromGrade(code: string, direction: "above" | "below"): string[] {
  const ladder = LADDERS.get(code) ?? [code];
  const at = ladder.indexOf(code);
  return direction === "above" ? ladder.slice(at) : ladder.slice(0, at + 1);
}

type GradeItem = { codes: string[]; label: string; end: number };

/** One grade written in one or two tokens ("P3", "P-3/P-4", "P4+", "P 3", "NO B"). */
function gradeItemAt(tokens: Token[], at: number): GradeItem | null {
  const token = tokens[at];
  if (token?.kind !== "word") return null;
  const text = bare(token.text);
  const single = gradeFromWord(text);
  if (single) return { codes: [single], label: single, end: at + 1 };
  const plus = GRADE_PLUS.exec(text);
  if (plus) {
    const code = gradeCode(plus[1] ?? "", plus[2] ?? "");
    if (code) return { codes: fromGrade(code, "above"), label: `${code} and above`, end: at + 1 };
  }
  const pair = GRADE_PAIR.exec(text);
  if (pair) {
    const first = gradeCode(pair[1] ?? "", pair[2] ?? "");
    const second = pair[5]
      ? gradeCode(pair[1] ?? "", pair[5])
      : gradeCode(pair[3] ?? "", pair[4] ?? "");
    if (first && second) {
      // "P-3/P-4" names two grades; "P3-P5" a range (the same when they are next to each other).
      const codes = text.includes("/") ? [first, second] : ladderSlice(first, second);
      const label = text.includes("/") ? `${first}, ${second}` : `${first} to ${second}`;
      return { codes, label, end: at + 1 };
    }
  }
  const next = tokens[at + 1];
  if (GRADE_PREFIX_ALONE.test(text) && next?.kind === "word") {
    const value = bare(next.text);
    // "NO B" only in capitals: "no" is a word.
    const lowerNo = text.toLowerCase() === "no" && !(isUpperCase(text) && isUpperCase(value));
    if (GRADE_VALUE_ALONE.test(value) && !lowerNo) {
      const code = gradeCode(text, value);
      if (code) return { codes: [code], label: code, end: at + 2 };
    }
  }
  return null;
}

/**
 * A whole grade expression from `at`: an optional "grade"/"level" before, one grade, then "and
 * above" / "or below" / "+", "to P5", "or P4", "level" after.
 */
export function gradeExpressionAt(
  tokens: Token[],
  at: number,
): { codes: string[]; label: string; end: number } | null {
  const before = LEVEL_WORDS.has(plainWord(tokens[at]) ?? "") ? 1 : 0;
  const first = gradeItemAt(tokens, at + before);
  if (!first) return null;
  const codes = [...first.codes];
  const labels = [first.label];
  let end = first.end;
  for (;;) {
    const word = plainWord(tokens[end]);
    const following = plainWord(tokens[end + 1]);
    const single = codes.length === 1 ? codes[0] : undefined;
    if (single && (word === "and" || word === "or") && following !== null) {
      const direction = ABOVE_WORDS.has(following)
        ? "above"
        : BELOW_WORDS.has(following)
          ? "below"
          : null;
      if (direction) {
        codes.splice(0, 1, ...fromGrade(single, direction));
        labels.splice(0, 1, `${single} and ${direction}`);
        end += 2;
        continue;
      }
    }
    if (single && word === "+") {
      codes.splice(0, 1, ...fromGrade(single, "above"));
      labels.splice(0, 1, `${single} and above`);
      end += 1;
      continue;
    }
    if (word !== null && RANGE_WORDS.has(word)) {
      const last = codes.at(-1);
      const to = gradeItemAt(tokens, end + 1);
      if (last && to?.codes.length === 1 && to.codes[0]) {
        codes.push(...ladderSlice(last, to.codes[0]).filter((code) => code !== last));
        labels.push(`to ${to.codes[0]}`);
        end = to.end;
        continue;
      }
    }
    // "P3, P4" (the comma is on the first word), "P3 or P4", "P3 and P4".
    const comma = tokens[end - 1]?.kind === "word" && /,$/.test(renderToken(tokens[end - 1]!));
    const listed = word !== null && LIST_WORDS.has(word) ? gradeItemAt(tokens, end + 1) : null;
    const afterComma = comma ? gradeItemAt(tokens, end) : null;
    const more = listed ?? afterComma;
    if (more) {
      codes.push(...more.codes);
      labels.push(more.label);
      end = more.end;
      continue;
    }
    if (word !== null && LEVEL_WORDS.has(word)) {
      end += 1;
      continue;
    }
    break;
  }
  const label = labels.join(", ").replace(/, to /g, " to ");
  return { codes, label, end };
}

/** Each known grade's place among all grades, junior to senior within each family. */
const GRADE_POSITION = new Map<string, number>();
GRADE_FAMILIES.flatMap((family) => family.codes).forEach((code, index) =>
  GRADE_POSITION.set(code, index),
);

/** A grade's place for ordering (unknown codes last). */
export function ladderPosition(code: string): number {
  return GRADE_POSITION.get(code) ?? Number.MAX_SAFE_INTEGER;
}
