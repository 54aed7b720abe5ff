import { decodeHtmlEntities } from "./text";

// Cleaning the place names sources send: labels ("Duty Station:"), dates, post numbers, office
// codes and other noise removed before the place is read.

const LABEL_WITH_COLON =
  /^(?:primary |work |job |official |office |assignment )?(?:duty[\s-]*stations?(?:\(s\))?|locations?(?:\(s\))?|lieu d['’]affectation|lugar de destino|department\/office|city|country|place of (?:assignment|work)|staffing exercise|posted date|deadline)\s*[:：]\s*/i;
const LABEL_WITHOUT_COLON =
  /^(?:(?:primary |work )?(?:duty[\s-]*stations?|locations?)|work location)\s+(?=\S)/i;

function cleanOnce(text: string): string {
  let value = decodeHtmlEntities(text)
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();
  for (let i = 0; i < 4; i++)
    value = value.replace(LABEL_WITH_COLON, "").replace(LABEL_WITHOUT_COLON, "").trim();
  return value
    .replace(/\(\s*SoP\s*\)/gi, "")
    .replace(
      /\b(?:posted date|posting date|date posted|deadline|closing date|apply before|application deadline)\b.*$/i,
      "",
    )
    .replace(/\bstaffing exercise\b[^,;]*/gi, "")
    .replace(/\[[^\]]*\]?/g, "")
    .replace(/(?:\bpost\s*(?:no\.?|number)?\s*)?#\s*\d+/gi, "")
    .replace(
      /\s*\(?\b(?:as per |under |in accordance with )?(?:UN\s*)?(?:UNSCR|UNSC|SCR|Security Council)\s*(?:res(?:olution)?\.?\s*)?1244(?:\s*\(1999\))?\)?/gi,
      "",
    )
    .replace(/\*/g, "")
    .replace(
      /\s*\((?:HQ|RB|MCO|GSC|CO|SO|FO|RO|RSC|Regional Bureau|Global Service Cent(?:re|er)|Glob[^)]*|\d+)\)/gi,
      "",
    )
    .replace(/\s*\([^()]*$/, "")
    .replace(/\s+[-–—]\s*local$/i, "")
    .replace(/-(?:HQ|RB|MCO|GSC|GlobProg)-/g, "-")
    .replace(/^(?:HQ|DS)\s*[-–:]?\s+/i, "")
    .replace(/^.*\b(?:O\/P|outposted to)\s+/i, "")
    .replace(/^.*\b(?:office|mission|centre|center|hub|bureau)\s+in\s+/i, "")
    .replace(/\s*,(?:\s*,)+/g, ",")
    .replace(/^[\s,;:./|-]+|[\s,;:./|-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Removes labels and noise; a fixed point, so cleaning twice changes nothing. */
export function cleanLocationText(raw: string): string {
  let value = raw;
  for (let i = 0; i < 8; i++) {
    const next = cleanOnce(value);
    if (next === value) break;
    value = next;
  }
  return value;
}
