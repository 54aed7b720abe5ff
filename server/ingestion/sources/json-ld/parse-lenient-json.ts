// JSON as job pages write it in their ld+json blocks. Some platforms (Trakstar Hire's job pages)
// put raw line breaks and tabs inside string values, which strict JSON forbids and browsers' and
// search engines' readers of these blocks accept; such characters are read as if escaped.

const ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `JSON.parse`, retried with raw control characters inside strings escaped when it fails. */
export function parseLenientJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const escaped = escapeControlsInStrings(text);
    if (escaped === text) throw error;
    return JSON.parse(escaped);
  }
}

function escapeControlsInStrings(text: string): string {
  let out = "";
  let inString = false;
  let escaping = false;
  for (const char of text) {
    if (inString && !escaping && char < " ") {
      out += ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
      continue;
    }
    out += char;
    if (escaping) escaping = false;
    else if (inString && char === "\\") escaping = true;
    else if (char === '"') inString = !inString;
  }
  return out;
}
