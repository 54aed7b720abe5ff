import type { ReactNode } from "react";
import type { EmailTranslator } from "./email-translator";

// The parts every e-mail is written with. Mail clients ignore style sheets and much of CSS, so the
// frame is a table and every style is inline. Whatever is marked `html-only` (the preheader, the
// header, a link spelled out for clients that cannot show the button) is left out of the text part.

const LINK = { color: "#144c8c" };
const MUTED = { fontSize: "13px", color: "#475569" };

/**
 * The frame of every e-mail: a single centred column under the site's name, with a short footer,
 * in the reader's language (`lang`, and `dir` on the frame too, since some clients drop `<html>`).
 */
export function EmailLayout(props: {
  t: EmailTranslator;
  preheader: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = props;
  return (
    <html lang={t.locale} dir={t.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Blueboard</title>
      </head>
      <body
        dir={t.dir}
        style={{
          margin: 0,
          background: "#f8fafc",
          fontFamily: "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif",
          color: "#16202c",
          lineHeight: 1.5,
        }}
      >
        <span className="html-only" style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>
          {props.preheader}
        </span>
        <table {...PRESENTATION} style={{ background: "#f8fafc" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  {...PRESENTATION}
                  dir={t.dir}
                  style={{
                    maxWidth: "560px",
                    background: "#ffffff",
                    border: "1px solid #e2e8f0",
                    borderRadius: "8px",
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        className="html-only"
                        style={{
                          padding: "20px 24px",
                          borderBottom: "1px solid #e2e8f0",
                          fontWeight: 600,
                          color: "#0f3b6e",
                          fontSize: "17px",
                        }}
                      >
                        Blueboard
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "24px", fontSize: "15px" }}>{props.children}</td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 24px",
                          borderTop: "1px solid #e2e8f0",
                          fontSize: "12px",
                          color: "#475569",
                        }}
                      >
                        {t.t("layout.independent")}
                        {props.footer ? <> · {props.footer}</> : null}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

const PRESENTATION = {
  role: "presentation",
  width: "100%",
  cellPadding: 0,
  cellSpacing: 0,
} as const;

/** The message's title, when it has one. */
export function EmailHeading(props: { children: ReactNode }) {
  return (
    <h1 style={{ margin: "0 0 16px", fontSize: "20px", color: "#0f3b6e" }}>{props.children}</h1>
  );
}

/** A heading inside a longer message (the text part writes it `== heading ==`). */
export function EmailSectionHeading(props: { children: ReactNode }) {
  return (
    <h2 style={{ margin: "24px 0 8px", fontSize: "16px", color: "#0f3b6e" }}>{props.children}</h2>
  );
}

/** "Hello Ada," in the reader's language ("Hello," without a name). */
export function EmailGreeting(props: { t: EmailTranslator; name?: string }) {
  return (
    <EmailParagraph>
      {props.name === undefined
        ? props.t.t("layout.greetingAnonymous")
        : props.t.t("layout.greeting", { name: props.name })}
    </EmailParagraph>
  );
}

export function EmailParagraph(props: { children: ReactNode }) {
  return <p style={{ margin: "0 0 16px" }}>{props.children}</p>;
}

/** A smaller, grey paragraph: what to do if the message was not expected, how long a link works. */
export function EmailNote(props: { children: ReactNode; className?: string }) {
  return (
    <p className={props.className} style={{ margin: "16px 0 0", ...MUTED }}>
      {props.children}
    </p>
  );
}

/** A link within a sentence (the text part writes it `label <address>`). */
export function EmailLink(props: { href: string; children: ReactNode; muted?: boolean }) {
  return (
    <a href={props.href} style={props.muted ? { color: "#475569" } : LINK}>
      {props.children}
    </a>
  );
}

/** A bulletproof-ish button: a padded link, which every mail client renders (text: `Label: address`). */
export function EmailButton(props: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: 0 }}>
      <a
        className="button"
        href={props.href}
        style={{
          display: "inline-block",
          background: "#144c8c",
          color: "#ffffff",
          textDecoration: "none",
          fontWeight: 600,
          padding: "12px 20px",
          borderRadius: "6px",
        }}
      >
        {props.children}
      </a>
    </p>
  );
}

/** The button's address written out, for clients that show no button; the text part has it already. */
export function EmailButtonFallback(props: { href: string; children: ReactNode }) {
  return (
    <EmailNote className="html-only">
      {props.children}
      <br />
      <a href={props.href} style={{ ...LINK, wordBreak: "break-all" }}>
        {props.href}
      </a>
    </EmailNote>
  );
}
