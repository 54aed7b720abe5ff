import type { Locale } from "#domain/interface-locales";
import type { EmailMessage } from "#server/email/send-email";
import {
  EmailGreeting,
  EmailHeading,
  EmailLayout,
  EmailLink,
  EmailNote,
  EmailParagraph,
} from "#server/modules/email-layout/email-layout";
import { emailTranslator } from "#server/modules/email-layout/email-translator";
import { renderEmail } from "#server/modules/email-layout/render-email";

/**
 * The acknowledgement to the requester, in the language of the page they wrote from. The address
 * is not confirmed (anyone can type anyone's), so it carries none of the visitor's words (no name,
 * no goal): only our own fixed text. The request itself goes to the team.
 */
export function coachingConfirmationEmail(
  to: string,
  siteUrl: string,
  locale: Locale,
): EmailMessage {
  const t = emailTranslator(locale);
  return {
    kind: "coaching-confirmation",
    to,
    subject: t.t("coaching.subject"),
    ...renderEmail(
      <EmailLayout t={t} preheader={t.t("coaching.preheader")}>
        <EmailHeading>{t.t("coaching.heading")}</EmailHeading>
        <EmailGreeting t={t} />
        <EmailParagraph>{t.t("coaching.body")}</EmailParagraph>
        <EmailNote>{t.t("coaching.note")}</EmailNote>
        <EmailNote>
          {t.rich("coaching.browse", {
            link: (chunks) => <EmailLink href={t.url(siteUrl, "/jobs")}>{chunks}</EmailLink>,
          })}
        </EmailNote>
      </EmailLayout>,
    ),
  };
}

/** The request, for the team (in English): every field on its own line, the requester as Reply-To. */
export function coachingAdminEmail(input: {
  to: string;
  replyTo: string;
  name: string;
  lines: string[];
}): EmailMessage {
  return {
    kind: "coaching-admin",
    to: input.to,
    subject: `New coaching request from ${input.name}`,
    ...renderEmail(
      <EmailLayout t={emailTranslator("en")} preheader={`New coaching request from ${input.name}`}>
        {/* eslint-disable-next-line i18next/no-literal-string -- to the team, in English (ADR 017) */}
        <EmailHeading>New coaching request</EmailHeading>
        <p style={{ margin: 0 }}>
          {input.lines.map((line, index) => (
            <span key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      </EmailLayout>,
    ),
    headers: { "Reply-To": input.replyTo },
  };
}
