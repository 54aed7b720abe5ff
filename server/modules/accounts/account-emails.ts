import type { EmailMessage } from "#server/email/send-email";
import { emailButton, emailLayout, escapeHtml } from "#server/modules/email-layout/email-layout";

export function verificationEmail(input: { to: string; name: string; url: string }): EmailMessage {
  return {
    kind: "account-verify",
    to: input.to,
    subject: "Confirm your e-mail address for Blueboard",
    text: `Hello ${input.name},\n\nConfirm your e-mail address to finish creating your Blueboard account:\n\n${input.url}\n\nIf you did not sign up, ignore this message.\n`,
    html: emailLayout({
      preheader: "Confirm your e-mail address",
      body: `<p style="margin:0 0 16px">Hello ${escapeHtml(input.name)},</p><p style="margin:0 0 16px">Confirm your e-mail address to finish creating your Blueboard account.</p>${emailButton(input.url, "Confirm my e-mail address")}<p style="margin:16px 0 0;font-size:13px;color:#475569">If you did not sign up, ignore this message.</p>`,
    }),
  };
}

export function resetPasswordEmail(input: { to: string; name: string; url: string }): EmailMessage {
  return {
    kind: "account-reset",
    to: input.to,
    subject: "Reset your Blueboard password",
    text: `Hello ${input.name},\n\nChoose a new password with this link (it works for one hour):\n\n${input.url}\n\nIf you did not ask for this, ignore this message; your password stays the same.\n`,
    html: emailLayout({
      preheader: "Choose a new password",
      body: `<p style="margin:0 0 16px">Hello ${escapeHtml(input.name)},</p><p style="margin:0 0 16px">Choose a new password with this link. It works for one hour.</p>${emailButton(input.url, "Choose a new password")}<p style="margin:16px 0 0;font-size:13px;color:#475569">If you did not ask for this, ignore this message; your password stays the same.</p>`,
    }),
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
    text: `Hello ${input.name},\n\nSomeone, probably you, tried to create a Blueboard account with this address. You already have one.\n\nSign in: ${input.signInUrl}\nForgot your password? Choose a new one: ${input.resetUrl}\n\nIf this was not you, ignore this message; nothing has changed.\n`,
    html: emailLayout({
      preheader: "You already have an account",
      body: `<p style="margin:0 0 16px">Hello ${escapeHtml(input.name)},</p><p style="margin:0 0 16px">Someone, probably you, tried to create a Blueboard account with this address. You already have one: sign in, or choose a new password if you have forgotten it.</p>${emailButton(input.signInUrl, "Sign in")}<p style="margin:16px 0 0"><a href="${escapeHtml(input.resetUrl)}" style="color:#144c8c">Choose a new password</a></p><p style="margin:16px 0 0;font-size:13px;color:#475569">If this was not you, ignore this message; nothing has changed.</p>`,
    }),
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
    text: `Hello ${input.name},\n\nThere were several sign-in attempts with a wrong password on your Blueboard account, so we paused sign-in to it for ${input.minutes} minutes.\n\nIf that was you, this link lets you sign in now (it works for one hour):\n\n${input.url}\n\nIf it was not you, your password kept the account safe. Consider choosing a longer one.\n`,
    html: emailLayout({
      preheader: "Sign-in to your account was paused",
      body: `<p style="margin:0 0 16px">Hello ${escapeHtml(input.name)},</p><p style="margin:0 0 16px">There were several sign-in attempts with a wrong password on your Blueboard account, so we paused sign-in to it for ${input.minutes} minutes. If that was you, this link lets you sign in now. It works for one hour.</p>${emailButton(input.url, "Sign in now")}<p style="margin:16px 0 0;font-size:13px;color:#475569">If it was not you, your password kept the account safe. Consider choosing a longer one.</p>`,
    }),
  };
}
