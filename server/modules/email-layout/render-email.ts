import { compile, type FormatCallback } from "html-to-text";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

type Node = { type?: string; data?: string; children?: Node[]; attribs?: Record<string, string> };

const hrefOf = (elem: unknown) => (elem as Node).attribs?.href ?? "";
const textOf = (node: Node): string =>
  node.type === "text" ? (node.data ?? "") : (node.children ?? []).map(textOf).join("");

/** A button stands on its own line as `Label: address`, easy to find and to copy. */
const buttonLink: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  builder.addInline(`: ${hrefOf(elem)}`, { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/** A link in a sentence keeps its words and adds its address in angle brackets, unless it is the address. */
const inlineLink: FormatCallback = (elem, walk, builder) => {
  walk(elem.children, builder);
  const href = hrefOf(elem);
  if (href && textOf(elem).trim() !== href) {
    builder.addInline(` <${href}>`, { noWordTransform: true });
  }
};

/** A section of a longer message: `== heading ==` between blank lines. */
const sectionHeading: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addInline("== ");
  walk(elem.children, builder);
  builder.addInline(" ==");
  builder.closeBlock({ trailingLineBreaks: 1 });
};

const toText = compile({
  wordwrap: false,
  formatters: { buttonLink, inlineLink, sectionHeading },
  selectors: [
    { selector: ".html-only", format: "skip" },
    { selector: "a", format: "inlineLink" },
    { selector: "a.button", format: "buttonLink" },
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", format: "sectionHeading" },
    { selector: "ul", options: { itemPrefix: "- " } },
    { selector: "table", format: "block" },
    { selector: "tr", format: "block" },
    { selector: "td", format: "block" },
  ],
});

/**
 * One e-mail template, rendered to both parts of the message: the HTML (React escapes every value)
 * and the plain text read from that same HTML, so the two always say the same and carry the same
 * links.
 */
export function renderEmail(template: ReactElement): { html: string; text: string } {
  const html = `<!doctype html>${renderToStaticMarkup(template)}`;
  return { html, text: `${toText(html).trim()}\n` };
}
