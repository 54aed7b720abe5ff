// Addresses that a page behind Cloudflare's e-mail protection hides: the page shows
// "[email protected]" and keeps the address in a data-cfemail attribute, its bytes XORed with the
// first byte. Copies of such pages (UNjobs' copies of the agencies' postings) keep only the hiding.

import { DomUtils, parseDocument } from "htmlparser2";

// What an address is allowed to be once read: nothing that could be markup.
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The address a data-cfemail value encodes, or null when it encodes none. */
export function decodeProtectedEmail(encoded: string): string | null {
  if (encoded.length < 4 || encoded.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(encoded)) return null;
  const key = Number.parseInt(encoded.slice(0, 2), 16);
  let address = "";
  for (let index = 2; index < encoded.length; index += 2)
    address += String.fromCharCode(Number.parseInt(encoded.slice(index, index + 2), 16) ^ key);
  return EMAIL.test(address) ? address : null;
}

/**
 * Puts each address hidden by Cloudflare's e-mail protection back as a mailto link: the markup is
 * read with htmlparser2, and each <a> or <span> element carrying a data-cfemail value that
 * encodes an address is replaced, from its start tag to its end tag, by the link; the rest of the
 * markup is left as it is written. An element whose value encodes no address is left as it is.
 */
export function revealProtectedEmails(html: string): string {
  if (!html.toLowerCase().includes("data-cfemail")) return html;
  const tree = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const protectedElements = DomUtils.findAll(
    (element) =>
      (element.name === "a" || element.name === "span") && "data-cfemail" in element.attribs,
    tree.children,
  );
  let revealed = "";
  let written = 0;
  for (const element of protectedElements) {
    const start = element.startIndex;
    const end = element.endIndex;
    // An element inside one already replaced goes with it.
    if (start === null || end === null || start < written) continue;
    const address = decodeProtectedEmail(element.attribs["data-cfemail"] ?? "");
    if (!address) continue;
    revealed += `${html.slice(written, start)}<a href="mailto:${address}">${address}</a>`;
    written = end + 1;
  }
  return written === 0 ? html : revealed + html.slice(written);
}
