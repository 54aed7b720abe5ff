import type { EmailMessage } from "#server/email/send-email";
import {
  EmailButton,
  EmailLayout,
  EmailLink,
  EmailNote,
  EmailParagraph,
} from "#server/modules/email-layout/email-layout";
import { renderEmail } from "#server/modules/email-layout/render-email";

export function verificationEmail(input: { to: string; name: string; url: string }): EmailMessage {
  return {
    kind: "account-verify",
    to: input.to,
    subject: "Confirm your e-mail address for Blueboard",
    ...renderEmail(
      <EmailLayout preheader="Confirm your e-mail address">
        <EmailParagraph>Hello {input.name},</EmailParagraph>
        <EmailParagraph>
          Confirm your e-mail address to finish creating your Blueboard account.
        </EmailParagraph>
        <EmailButton href={input.url}>Confirm my e-mail address</EmailButton>
        <EmailNote>If you did not sign up, ignore this message.</EmailNote>
      </EmailLayout>,
    ),
  };
}

export function resetPasswordEmail(input: { to: string; name: string; url: string }): EmailMessage {
  return {
    kind: "account-reset",
    to: input.to,
    subject: "Reset your Blueboard password",
    ...renderEmail(
      <EmailLayout preheader="Choose a new password">
        <EmailParagraph>Hello {input.name},</EmailParagraph>
        <EmailParagraph>
          Choose a new password with this link. It works for one hour.
        </EmailParagraph>
        <EmailButton href={input.url}>Choose a new password</EmailButton>
        <EmailNote>
          If you did not ask for this, ignore this message; your password stays the same.
        </EmailNote>
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
}): EmailMessage {
  return {
    kind: "account-exists",
    to: input.to,
    subject: "You already have a Blueboard account",
    ...renderEmail(
      <EmailLayout preheader="You already have an account">
        <EmailParagraph>Hello {input.name},</EmailParagraph>
        <EmailParagraph>
          Someone, probably you, tried to create a Blueboard account with this address. You already
          have one: sign in, or choose a new password if you have forgotten it.
        </EmailParagraph>
        <EmailButton href={input.signInUrl}>Sign in</EmailButton>
        <EmailParagraph>
          Forgot your password? <EmailLink href={input.resetUrl}>Choose a new password</EmailLink>
        </EmailParagraph>
        <EmailNote>If this was not you, ignore this message; nothing has changed.</EmailNote>
      </EmailLayout>,
    ),
  };
}

/** Sent when too many wrong passwords locked sign-in to the account: the link lets its owner in. */
export function unlockSignInEmail(input: {
  to: string;
  name: string;
  url: string;
  minutes: number;
}): EmailMessage {
  return {
    kind: "account-unlock",
    to: input.to,
    subject: "Sign-in to your Blueboard account was paused",
    ...renderEmail(
      <EmailLayout preheader="Sign-in to your account was paused">
        <EmailParagraph>Hello {input.name},</EmailParagraph>
        <EmailParagraph>
          There were several sign-in attempts with a wrong password on your Blueboard account, so we
          paused sign-in to it for {input.minutes} minutes. If that was you, this link lets you sign
          in now. It works for one hour.
        </EmailParagraph>
        <EmailButton href={input.url}>Sign in now</EmailButton>
        <EmailNote>
          If it was not you, your password kept the account safe. Consider choosing a longer one.
        </EmailNote>
      </EmailLayout>,
    ),
  };
}
