// Text whose UTF-8 bytes were read as Windows-1252 or Latin-1 somewhere before it reached us
// ("InformaÃ§Ã£o" for "Informação", "â€™" for "’"), put back as it was written.

// The characters Windows-1252 reads the bytes 0x80–0x9F as (where it reads one; the others are
// read as the C1 control of the same number, as Latin-1 does).
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

// A byte 0x80–0xBF as read: a UTF-8 continuation byte.
const CONTINUATION = `[\\u0080-\\u00bf${WINDOWS_1252_HIGH}]`;
// Whole UTF-8 sequences as read: a lead byte (0xC2–0xF4) and as many continuation bytes as it
// announces. A lone "Ã" or "â" (Portuguese, French) is not one.
const MISREAD_UTF8 = new RegExp(
  `(?:[\\u00c2-\\u00df]${CONTINUATION}|[\\u00e0-\\u00ef]${CONTINUATION}{2}|[\\u00f0-\\u00f4]${CONTINUATION}{3})+`,
  "g",
);

const decoder = new TextDecoder("utf-8", { fatal: true });

function byteOf(char: string): number {
  const code = char.charCodeAt(0);
  const high = WINDOWS_1252_HIGH.indexOf(char);
  return high >= 0 ? 0x80 + high : code;
}

/**
 * Reads each run of characters that spells UTF-8 bytes as Windows-1252 or Latin-1 read them back
 * as UTF-8; a run that is no valid UTF-8 stays as it is, and so does every other character.
 */
export function repairMojibake(text: string): string {
  if (!/[\u00c2-\u00f4]/.test(text)) return text;
  return text.replace(MISREAD_UTF8, (run) => {
    try {
      return decoder.decode(Uint8Array.from([...run].map(byteOf)));
    } catch {
      return run;
    }
  });
}
