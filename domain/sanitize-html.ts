// Allow-list HTML sanitiser for job descriptions, on top of the sanitize-html package. Keeps headings,
// paragraphs, lists, tables, basic emphasis, line breaks and links (http/https/mailto only, always
// rel="nofollow noopener" target="_blank"). Everything else — scripts, styles, iframes, forms, event
// handlers, inline styles, classes, javascript:/data: URLs — is removed. Idempotent.

import sanitizeHtml from "sanitize-html";

const ALLOWED_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "ul",
  "ol",
  "li",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "a",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "rel", "target"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
    "title",
    "head",
    "select",
    "button",
  ],
  transformTags: {
    div: "p",
    a: (_tagName, attribs) => {
      const attributes: Record<string, string> = { rel: "nofollow noopener", target: "_blank" };
      const href = attribs.href?.trim();
      if (href) attributes.href = href;
      return { tagName: "a", attribs: attributes };
    },
  },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

function sanitizeOnce(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Sanitises untrusted HTML to the allow-list; sanitising the result again returns it unchanged. */
export function sanitizeJobHtml(html: string | null | undefined): string {
  if (!html) return "";
  let current = sanitizeOnce(html);
  // A few malformed inputs (e.g. stray "<" that becomes a tag once entities are decoded) need more
  // than one pass; iterate to a fixed point so the function is idempotent.
  for (let i = 0; i < 5; i++) {
    const next = sanitizeOnce(current);
    if (next === current) return current;
    current = next;
  }
  return current;
}
