// Addresses that a page behind Cloudflare's e-mail protection hides: the page shows
// "[email protected]" and keeps the address in a data-cfemail attribute, its bytes XORed with the
// first byte. Copies of such pages (UNjobs' copies of the agencies' postings) keep only the hiding.

// The element Cloudflare puts in place of an address: its encoded address and the element's end.
const PROTECTED_EMAIL =
  /<(a|span)\b[^>]*?\sdata-cfemail\s*=\s*["']?([0-9a-f]+)["']?[^>]*>(?:(?!<\/\1>)[\s\S])*<\/\1>/gi;

// What an address is allowed to be once read: nothing that could be markup.
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The address a data-cfemail value encodes, or null when it encodes none. */
export function decodeProtectedEmail(encoded: string): string | null {
  if (encoded.length < 4 || encoded.length % 2 !== 0) return null;
  const key = Number.parseInt(encoded.slice(0, 2), 16);
  let address = "";
  for (let index = 2; index < encoded.length; index += 2)
    address += String.fromCharCode(Number.parseInt(encoded.slice(index, index + 2), 16) ^ key);
  return EMAIL.test(address) ? address : null;
}

/**
 * Puts each address hidden by Cloudflare's e-mail protection back as a mailto link; an element
 * whose value encodes no address is left as it is.
 */
export function revealProtectedEmails(html: string): string {
  if (!/data-cfemail/i.test(html)) return html;
  return html.replace(PROTECTED_EMAIL, (element, _tag: string, encoded: string) => {
    const address = decodeProtectedEmail(encoded);
    return address ? `<a href="mailto:${address}">${address}</a>` : element;
  });
}
