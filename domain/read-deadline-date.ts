import type { DeadlineOptions } from "./deadline-options";

// Reading one date (and a time of day) in a piece of text: ISO, numeric (month or day first),
// "3 March 2026" and "March 3, 2026", with English, French and Spanish month names.

const MONTHS = new Map<string, number>();
const MONTH_NAMES = [
  ["january", "janvier", "enero"],
  ["february", "fevrier", "février", "febrero"],
  ["march", "mars", "marzo"],
  ["april", "avril", "abril"],
  ["may", "mai", "mayo"],
  ["june", "juin", "junio"],
  ["july", "juillet", "julio"],
  ["august", "aout", "août", "agosto"],
  ["september", "sept", "septembre", "septiembre", "setiembre"],
  ["october", "octobre", "octubre"],
  ["november", "novembre", "noviembre"],
  ["december", "decembre", "décembre", "diciembre"],
];
MONTH_NAMES.forEach((names, index) => {
  for (const name of names) MONTHS.set(name, index + 1);
  // English abbreviations only: French/Spanish stems collide ("jui" is June and July).
  MONTHS.set(names[0]?.slice(0, 3) ?? "", index + 1);
});

export type DateParts = {
  year: number;
  month: number;
  day: number;
  start: number;
  end: number;
  hour?: number;
  minute?: number;
  second?: number;
  offset?: number;
};

const ISO =
  /(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?/;
const NUMERIC = /(?<!\d)(\d{1,2})([/.])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/;
const DAY_MONTH_YEAR =
  /(?<!\d)(\d{1,2})(?:st|nd|rd|th)?[\s\-/.]+(?:de\s+)?([A-Za-zéû]{3,10})\.?[\s\-/.,]+(?:de\s+)?(\d{4}|\d{2})(?!\d)/;
const MONTH_DAY_YEAR =
  /([A-Za-zéû]{3,10})\.?[\s-]+(\d{1,2})(?:st|nd|rd|th)?,?[\s-]+(\d{4}|\d{2})(?!\d)/;
const TIME_12 = /(\d{1,2})[:.h](\d{2})(?::(\d{2}))?\s*([ap])\.?\s*m\b\.?/i;
const TIME_24 = /(\d{1,2}):(\d{2})(?::(\d{2}))?/;

export function findDate(segment: string, options: DeadlineOptions): DateParts | null {
  const found: DateParts[] = [];
  const iso = ISO.exec(segment);
  if (iso) {
    const offset = iso[7] === undefined ? undefined : iso[7] === "Z" ? 0 : parseOffset(iso[7]);
    found.push({
      year: Number(iso[1]),
      month: Number(iso[2]),
      day: Number(iso[3]),
      start: iso.index,
      end: iso.index + iso[0].length,
      ...(iso[4] !== undefined
        ? { hour: Number(iso[4]), minute: Number(iso[5]), second: Number(iso[6] ?? 0) }
        : {}),
      ...(offset !== undefined ? { offset } : {}),
    });
  }
  const numeric = NUMERIC.exec(segment);
  if (numeric) {
    const [first, second] = [Number(numeric[1]), Number(numeric[3])];
    const explicitDayFirst = /\(DD\/MM\/YYYY\)/i.test(segment)
      ? true
      : /\(MM\/DD\/YYYY\)/i.test(segment)
        ? false
        : undefined;
    const dayFirst =
      first > 12 || numeric[2] === "." || (explicitDayFirst ?? options.dayFirst === true);
    found.push({
      year: expandYear(numeric[4] ?? ""),
      month: dayFirst ? second : first,
      day: dayFirst ? first : second,
      start: numeric.index,
      end: numeric.index + numeric[0].length,
    });
  }
  const dmy = DAY_MONTH_YEAR.exec(segment);
  const dmyMonth = dmy ? lookUpMonth(dmy[2] ?? "") : undefined;
  if (dmy && dmyMonth)
    found.push({
      year: expandYear(dmy[3] ?? ""),
      month: dmyMonth,
      day: Number(dmy[1]),
      start: dmy.index,
      end: dmy.index + dmy[0].length,
    });
  const mdy = MONTH_DAY_YEAR.exec(segment);
  const mdyMonth = mdy ? lookUpMonth(mdy[1] ?? "") : undefined;
  if (mdy && mdyMonth)
    found.push({
      year: expandYear(mdy[3] ?? ""),
      month: mdyMonth,
      day: Number(mdy[2]),
      start: mdy.index,
      end: mdy.index + mdy[0].length,
    });
  const valid = found.filter(isValidDate).sort((a, b) => a.start - b.start);
  return valid[0] ?? null;
}

export function findTime(rawText: string): Partial<DateParts> {
  // "UTC-05:00" is an offset, not a time of day.
  const text = rawText.replace(/(?:GMT|UTC)\s*[+\-−]\s*\d{1,2}(?:[:.]?\d{2})?/gi, " ");
  const twelve = TIME_12.exec(text);
  if (twelve) {
    const hour = (Number(twelve[1]) % 12) + (twelve[4]?.toLowerCase() === "p" ? 12 : 0);
    return { hour, minute: Number(twelve[2]), second: Number(twelve[3] ?? 0) };
  }
  const day = TIME_24.exec(text);
  if (day && Number(day[1]) < 24 && Number(day[2]) < 60)
    return { hour: Number(day[1]), minute: Number(day[2]), second: Number(day[3] ?? 0) };
  return {};
}

function parseOffset(value: string): number {
  const match = /([+-])(\d{2}):?(\d{2})/.exec(value);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function lookUpMonth(word: string): number | undefined {
  return MONTHS.get(word.toLowerCase());
}

function expandYear(value: string): number {
  const year = Number(value);
  return value.length === 2 ? 2000 + year : year;
}

function isValidDate(parts: DateParts): boolean {
  if (
    parts.year < 1990 ||
    parts.year > 2100 ||
    parts.month < 1 ||
    parts.month > 12 ||
    parts.day < 1
  )
    return false;
  return parts.day <= new Date(Date.UTC(parts.year, parts.month, 0)).getUTCDate();
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
