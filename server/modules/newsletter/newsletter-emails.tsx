import type { ReactNode } from "react";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "#domain/interface-locales";
import type { EmailMessage } from "#server/email/send-email";
import {
  EmailButton,
  EmailButtonFallback,
  EmailHeading,
  EmailLayout,
  EmailLink,
  EmailNote,
  EmailParagraph,
} from "#server/modules/email-layout/email-layout";
import {
  emailTranslator,
  type EmailTranslator,
} from "#server/modules/email-layout/email-translator";
import { renderEmail } from "#server/modules/email-layout/render-email";

export function confirmUrl(siteUrl: string, token: string, locale: Locale = DEFAULT_LOCALE) {
  return `${siteUrl}${localizedPath(`/newsletter/confirm?token=${encodeURIComponent(token)}`, locale)}`;
}

export function unsubscribeUrl(siteUrl: string, token: string, locale: Locale = DEFAULT_LOCALE) {
  return `${siteUrl}${localizedPath(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, locale)}`;
}

/** The double opt-in message: nothing is sent to the address until this link is used. */
export function confirmationEmail(input: {
  to: string;
  siteUrl: string;
  confirmToken: string;
  unsubscribeToken: string;
  locale: Locale;
}): EmailMessage {
  const t = emailTranslator(input.locale);
  const confirm = confirmUrl(input.siteUrl, input.confirmToken, input.locale);
  const unsubscribe = unsubscribeUrl(input.siteUrl, input.unsubscribeToken, input.locale);
  return {
    kind: "newsletter-confirm",
    to: input.to,
    subject: t.t("newsletter.confirmSubject"),
    ...renderEmail(
      <EmailLayout
        t={t}
        preheader={t.t("newsletter.confirmPreheader")}
        footer={<UnsubscribeLink href={unsubscribe} t={t} />}
      >
        <EmailHeading>{t.t("newsletter.confirmHeading")}</EmailHeading>
        <EmailParagraph>
          {t.rich("newsletter.confirmBody", { email: input.to, strong: bold })}
        </EmailParagraph>
        <EmailButton href={confirm}>{t.t("newsletter.confirmButton")}</EmailButton>
        <EmailNote>{t.t("newsletter.linkLife")}</EmailNote>
        <EmailButtonFallback href={confirm}>{t.t("newsletter.fallback")}</EmailButtonFallback>
        <EmailNote>{t.t("newsletter.confirmNote")}</EmailNote>
      </EmailLayout>,
    ),
  };
}

/** Sent instead of a second confirmation when a confirmed address signs up again. */
export function alreadySubscribedEmail(input: {
  to: string;
  siteUrl: string;
  unsubscribeToken: string;
  locale: Locale;
}): EmailMessage {
  const t = emailTranslator(input.locale);
  const unsubscribe = unsubscribeUrl(input.siteUrl, input.unsubscribeToken, input.locale);
  return {
    kind: "newsletter-already",
    to: input.to,
    subject: t.t("newsletter.alreadySubject"),
    ...renderEmail(
      <EmailLayout
        t={t}
        preheader={t.t("newsletter.alreadyPreheader")}
        footer={<UnsubscribeLink href={unsubscribe} t={t} />}
      >
        <EmailHeading>{t.t("newsletter.alreadyHeading")}</EmailHeading>
        <EmailParagraph>
          {t.rich("newsletter.alreadyBody", { email: input.to, strong: bold })}
        </EmailParagraph>
        <p style={{ margin: 0 }}>
          {t.rich("newsletter.alreadyStop", {
            link: (chunks) => <EmailLink href={unsubscribe}>{chunks}</EmailLink>,
          })}
        </p>
      </EmailLayout>,
    ),
  };
}

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

function UnsubscribeLink({ href, t }: { href: string; t: EmailTranslator }) {
  return (
    <EmailLink href={href} muted>
      {t.t("newsletter.unsubscribe")}
    </EmailLink>
  );
}
