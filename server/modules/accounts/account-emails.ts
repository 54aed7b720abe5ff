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
