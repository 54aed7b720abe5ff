/**
 * The country a postcode alone proves. Only British postcodes qualify: their shape (an outward
 * code of one or two letters, a digit and an optional letter or digit, then an inward code of a
 * digit and two letters, "PO21 1JJ", "M24 6XH", "EC1A 1BB") is used by no other country, so a
 * place that names a town and such a postcode but no country is in the United Kingdom. Most
 * other countries write five or four digits ("80002", "0250", "00100"), which several of them
 * share, and the rest ("3512 HL", "105-0001") are left alone: one country proven is enough for
 * the boards that state none, and a wrong country is worse than none.
 */
export function countryOfPostcode(postcode: string | null | undefined): "GB" | null {
  const code = postcode?.trim().toUpperCase().replace(/\s+/g, " ") ?? "";
  return BRITISH_POSTCODE.test(code) ? "GB" : null;
}

// Royal Mail's shapes: A9 9AA, A99 9AA, AA9 9AA, AA99 9AA, A9A 9AA, AA9A 9AA (the space optional),
// with the letters each position never takes left out, and GIR 0AA, Girobank's.
const BRITISH_POSTCODE =
  /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/;
