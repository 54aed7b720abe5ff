import type { EmailMessage } from "#server/email/send-email";
import { emailButton, emailLayout, escapeHtml } from "#server/modules/email-layout/email-layout";

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
  const text = [
    "Please confirm your subscription to the Blueboard newsletter.",
    "",
    "Open this link to confirm (it works for 48 hours):",
    confirm,
    "",
    "You will then receive our occasional round-up of UN system career news and new articles.",
    "",
    "If you did not sign up, ignore this message: without confirmation you will not hear from us again.",
    `Unsubscribe at any time: ${unsubscribe}`,
  ].join("\n");
  const html = emailLayout({
    preheader: "One click to confirm your Blueboard newsletter subscription.",
    body: `
      <h1 style="margin:0 0 16px;font-size:20px;color:#0f3b6e">Confirm your subscription</h1>
      <p style="margin:0 0 16px">Please confirm that <strong>${escapeHtml(input.to)}</strong> should receive the Blueboard newsletter: our occasional round-up of UN system career news and new articles.</p>
      ${emailButton(confirm, "Confirm subscription")}
      <p style="margin:16px 0 0;font-size:13px;color:#475569">The link works for 48 hours. If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(confirm)}" style="color:#144c8c;word-break:break-all">${escapeHtml(confirm)}</a></p>
      <p style="margin:16px 0 0;font-size:13px;color:#475569">If you did not sign up, ignore this message: without confirmation you will not hear from us again.</p>`,
    footer: `<a href="${escapeHtml(unsubscribe)}" style="color:#475569">Unsubscribe</a>`,
  });
  return {
    kind: "newsletter-confirm",
    to: input.to,
    subject: "Confirm your Blueboard newsletter subscription",
    text,
    html,
  };
}

/** Sent instead of a second confirmation when a confirmed address signs up again. */
export function alreadySubscribedEmail(input: {
  to: string;
  siteUrl: string;
  unsubscribeToken: string;
}): EmailMessage {
  const unsubscribe = unsubscribeUrl(input.siteUrl, input.unsubscribeToken);
  const text = [
    "Someone (probably you) asked to subscribe this address to the Blueboard newsletter.",
    "You are already subscribed, so there is nothing to do.",
    "",
    `To stop receiving the newsletter, open: ${unsubscribe}`,
  ].join("\n");
  const html = emailLayout({
    preheader: "You are already subscribed to the Blueboard newsletter.",
    body: `
      <h1 style="margin:0 0 16px;font-size:20px;color:#0f3b6e">You are already subscribed</h1>
      <p style="margin:0 0 16px">Someone (probably you) asked to subscribe <strong>${escapeHtml(input.to)}</strong> to the Blueboard newsletter. You are already on the list, so there is nothing to do.</p>
      <p style="margin:0">To stop receiving the newsletter, <a href="${escapeHtml(unsubscribe)}" style="color:#144c8c">unsubscribe here</a>.</p>`,
    footer: `<a href="${escapeHtml(unsubscribe)}" style="color:#475569">Unsubscribe</a>`,
  });
  return {
    kind: "newsletter-already",
    to: input.to,
    subject: "You are already subscribed to Blueboard",
    text,
    html,
  };
}
