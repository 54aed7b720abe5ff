import type sanitizeHtml from "sanitize-html";

// The sanitiser's allow-lists: the elements and attributes a description keeps, the link schemes,
// the elements dropped with their content, the wrappers that become paragraphs, and the rows of
// share buttons dropped as the employer's page chrome.

const ALLOWED_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
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

export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
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
  // Disallowed elements whose whole content (text included) is dropped, not just their tags.
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
    // Elements that stand on their own lines but are not kept become paragraphs, so that the words
    // on either side stay apart (as they are in the text read from the original).
    div: "p",
    section: "p",
    article: "p",
    header: "p",
    footer: "p",
    blockquote: "p",
    pre: "p",
    dl: "p",
    dt: "p",
    dd: "p",
    // Links always open in a new tab without handing the opener over; the source's own rel and
    // target are replaced. (The href is checked against the allowed schemes after this.)
    a: (_tagName, attribs) => {
      const attributes: Record<string, string> = { rel: "nofollow noopener", target: "_blank" };
      const href = attribs.href?.trim();
      if (href) attributes.href = href;
      return { tagName: "a", attribs: attributes };
    },
  },
  // A paragraph or list item of nothing but share buttons ("Whatsapp Facebook LinkedIn Email App"
  // closing UNICEF's pages) is the employer's page chrome, not the posting.
  exclusiveFilter: (frame) => (frame.tag === "p" || frame.tag === "li") && isShareRow(frame.text),
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

const SHARE_WORD =
  /^(?:share(?: this(?: job)?)?|whats\s?app|facebook|linkedin|twitter|x|e-?mail|app|print|copy link|telegram)$/i;

const SHARE_NETWORK = /^(?:whats\s?app|facebook|linkedin|twitter|telegram)$/i;

/** Text of share-button names only, two networks among them ("Whatsapp Facebook LinkedIn Email App"). */
function isShareRow(text: string): boolean {
  const words = text
    .replace(/share this job|share this|copy link|whats app/gi, (phrase) =>
      phrase.replace(/ /g, "_"),
    )
    .split(/[\s|·•,]+/)
    .filter(Boolean)
    .map((word) => word.replace(/_/g, " "));
  return (
    words.every((word) => SHARE_WORD.test(word)) &&
    words.filter((word) => SHARE_NETWORK.test(word)).length >= 2
  );
}
