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
import { renderEmail } from "#server/modules/email-layout/render-email";

export function confirmUrl(siteUrl: string, token: string) {
  return `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(siteUrl: string, token: string) {
  return `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The double opt-in message: nothing is sent to the address until this link is used. */
export function confirmationEmail(input: {
  to: string;
  siteUrl: string;
  confirmToken: string;
  unsubscribeToken: string;
}): EmailMessage {
  const confirm = confirmUrl(input.siteUrl, input.confirmToken);
  const unsubscribe = unsubscribeUrl(input.siteUrl, input.unsubscribeToken);
  return {
    kind: "newsletter-confirm",
    to: input.to,
    subject: "Confirm your Blueboard newsletter subscription",
    ...renderEmail(
      <EmailLayout
        preheader="One click to confirm your Blueboard newsletter subscription."
        footer={<UnsubscribeLink href={unsubscribe} />}
      >
        <EmailHeading>Confirm your subscription</EmailHeading>
        <EmailParagraph>
          Please confirm that <strong>{input.to}</strong> should receive the Blueboard newsletter:
          our occasional round-up of UN system career news and new articles.
        </EmailParagraph>
        <EmailButton href={confirm}>Confirm subscription</EmailButton>
        <EmailNote>The link works for 48 hours.</EmailNote>
        <EmailButtonFallback href={confirm}>
          If the button does not work, copy this address into your browser:
        </EmailButtonFallback>
        <EmailNote>
          If you did not sign up, ignore this message: without confirmation you will not hear from
          us again.
        </EmailNote>
      </EmailLayout>,
    ),
  };
}

/** Sent instead of a second confirmation when a confirmed address signs up again. */
export function alreadySubscribedEmail(input: {
  to: string;
  siteUrl: string;
  unsubscribeToken: string;
}): EmailMessage {
  const unsubscribe = unsubscribeUrl(input.siteUrl, input.unsubscribeToken);
  return {
    kind: "newsletter-already",
    to: input.to,
    subject: "You are already subscribed to Blueboard",
    ...renderEmail(
      <EmailLayout
        preheader="You are already subscribed to the Blueboard newsletter."
        footer={<UnsubscribeLink href={unsubscribe} />}
      >
        <EmailHeading>You are already subscribed</EmailHeading>
        <EmailParagraph>
          Someone (probably you) asked to subscribe <strong>{input.to}</strong> to the Blueboard
          newsletter. You are already on the list, so there is nothing to do.
        </EmailParagraph>
        <p style={{ margin: 0 }}>
          To stop receiving the newsletter,{" "}
          <EmailLink href={unsubscribe}>unsubscribe here</EmailLink>
        </p>
      </EmailLayout>,
    ),
  };
}

function UnsubscribeLink({ href }: { href: string }) {
  return (
    <EmailLink href={href} muted>
      Unsubscribe
    </EmailLink>
  );
}
