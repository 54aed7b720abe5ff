import { createContext, useContext, type ReactNode } from "react";

const STYLE_ID = "app-stylesheet";
const InlineCssContext = createContext<string | null>(null);

/** Server side: the stylesheet's text, when the document should carry it inline. */
export function InlineCssProvider({ css, children }: { css: string | null; children: ReactNode }) {
  return <InlineCssContext.Provider value={css}>{children}</InlineCssContext.Provider>;
}

let cssInDocument: string | null | undefined;

/** In the browser: the text the server inlined, read once from the document. */
function inlinedCss(): string | null {
  cssInDocument ??= document.getElementById(STYLE_ID)?.textContent ?? null;
  return cssInDocument;
}

/**
 * The site's stylesheet. The server puts its text in a `<style>` so the first paint waits for no
 * second request; the browser keeps the same element (it reads the text back rather than shipping a
 * copy in JavaScript). Without an inline copy (development), a plain `<link>`.
 */
export function AppStylesheet({ href }: { href: string }) {
  const serverCss = useContext(InlineCssContext);
  const css = typeof document === "undefined" ? serverCss : inlinedCss();
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
