import type { Locale } from "#domain/interface-locales";
import type { EmailMessage } from "#server/email/send-email";
import {
  EmailButton,
  EmailGreeting,
  EmailLayout,
  EmailNote,
  EmailParagraph,
} from "#server/modules/email-layout/email-layout";
import { emailTranslator } from "#server/modules/email-layout/email-translator";
import { renderEmail } from "#server/modules/email-layout/render-email";

/** The e-mail with a fresh manage link, asked for from the "link expired" page. */
export function manageLinkEmail(input: {
  to: string;
  name: string;
  locale: Locale;
  manageUrl: string;
  dedupeKey: string;
}): EmailMessage {
  const t = emailTranslator(input.locale);
  const subject = t.t("manageLink.subject");
  return {
    kind: "alerts-manage-link",
    to: input.to,
    subject,
    ...renderEmail(
      <EmailLayout t={t} preheader={subject}>
        <EmailGreeting t={t} name={input.name} />
        <EmailParagraph>{t.t("manageLink.body")}</EmailParagraph>
        <EmailButton href={input.manageUrl}>{t.t("manageLink.button")}</EmailButton>
        <EmailNote>{t.t("manageLink.note")}</EmailNote>
      </EmailLayout>,
    ),
    carriesToken: true,
    dedupeKey: input.dedupeKey,
  };
}
