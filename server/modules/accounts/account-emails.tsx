import type { Locale } from "#domain/interface-locales";
import type { EmailMessage } from "#server/email/send-email";
import {
  EmailButton,
  EmailGreeting,
  EmailLayout,
  EmailLink,
  EmailNote,
  EmailParagraph,
} from "#server/modules/email-layout/email-layout";
import { emailTranslator } from "#server/modules/email-layout/email-translator";
import { renderEmail } from "#server/modules/email-layout/render-email";

// The account e-mails, in the language the account chose (English until it chooses). Their links
// lead to the sign-in page, which has one address in every language.

type AccountMailInput = { to: string; name: string; url: string; locale: Locale };

export function verificationEmail(input: AccountMailInput): EmailMessage {
  const t = emailTranslator(input.locale);
  return {
    kind: "account-verify",
    to: input.to,
    subject: t.t("verify.subject"),
    ...renderEmail(
      <EmailLayout t={t} preheader={t.t("verify.preheader")}>
        <EmailGreeting t={t} name={input.name} />
        <EmailParagraph>{t.t("verify.body")}</EmailParagraph>
        <EmailButton href={input.url}>{t.t("verify.button")}</EmailButton>
        <EmailNote>{t.t("verify.note")}</EmailNote>
      </EmailLayout>,
    ),
  };
}

export function resetPasswordEmail(input: AccountMailInput): EmailMessage {
  const t = emailTranslator(input.locale);
  return {
    kind: "account-reset",
    to: input.to,
    subject: t.t("reset.subject"),
    ...renderEmail(
      <EmailLayout t={t} preheader={t.t("reset.preheader")}>
        <EmailGreeting t={t} name={input.name} />
        <EmailParagraph>{t.t("reset.body")}</EmailParagraph>
        <EmailButton href={input.url}>{t.t("reset.button")}</EmailButton>
        <EmailNote>{t.t("reset.note")}</EmailNote>
      </EmailLayout>,
    ),
  };
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function existingAccountEmail(input: {
  to: string;
  name: string;
  signInUrl: string;
  resetUrl: string;
  locale: Locale;
}): EmailMessage {
  const t = emailTranslator(input.locale);
  return {
    kind: "account-exists",
    to: input.to,
    subject: t.t("exists.subject"),
    ...renderEmail(
      <EmailLayout t={t} preheader={t.t("exists.preheader")}>
        <EmailGreeting t={t} name={input.name} />
        <EmailParagraph>{t.t("exists.body")}</EmailParagraph>
        <EmailButton href={input.signInUrl}>{t.t("exists.button")}</EmailButton>
        <EmailParagraph>
          {t.rich("exists.forgot", {
            link: (chunks) => <EmailLink href={input.resetUrl}>{chunks}</EmailLink>,
          })}
        </EmailParagraph>
        <EmailNote>{t.t("exists.note")}</EmailNote>
      </EmailLayout>,
    ),
  };
}

/** Sent when too many wrong passwords locked sign-in to the account: the link lets its owner in. */
export function unlockSignInEmail(input: AccountMailInput & { minutes: number }): EmailMessage {
  const t = emailTranslator(input.locale);
  return {
    kind: "account-unlock",
    to: input.to,
    subject: t.t("unlock.subject"),
    ...renderEmail(
      <EmailLayout t={t} preheader={t.t("unlock.preheader")}>
        <EmailGreeting t={t} name={input.name} />
        <EmailParagraph>{t.t("unlock.body", { minutes: input.minutes })}</EmailParagraph>
        <EmailButton href={input.url}>{t.t("unlock.button")}</EmailButton>
        <EmailNote>{t.t("unlock.note")}</EmailNote>
      </EmailLayout>,
    ),
  };
}
