import type { EmailMessage, Mailer } from "#server/email/send-email";

const ESCAPES = new Map([
  ["&", "&amp;"],
  ["<", "&lt;"],
  [">", "&gt;"],
  ['"', "&quot;"],
  ["'", "&#39;"],
]);

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES.get(character) ?? character);
}

/** A bulletproof-ish button: a padded link, which every mail client renders. */
export function emailButton(href: string, label: string): string {
  return `<p style="margin:0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#144c8c;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>`;
}

/** The frame of every transactional e-mail: a single centred column, inline styles only. */
export function emailLayout(input: { preheader: string; body: string; footer?: string }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blueboard</title></head>
<body style="margin:0;background:#f8fafc;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#16202c;line-height:1.5">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e2e8f0;font-weight:600;color:#0f3b6e;font-size:17px">Blueboard</td></tr>
<tr><td style="padding:24px;font-size:15px">${input.body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#475569">Blueboard is independent and is not affiliated with the United Nations.${input.footer ? ` &middot; ${input.footer}` : ""}</td></tr>
</table></td></tr></table>
</body>
</html>`;
}

/**
 * Queues and delivers a message. A refused delivery is already recorded on the outbox row (status
 * `failed`, with the error), so the visitor's action still succeeds; the error is returned for logging.
 */
export async function sendRecorded(
  mailer: Mailer,
  message: EmailMessage,
): Promise<{ delivered: boolean; error?: unknown }> {
  try {
    await mailer.send(message);
    return { delivered: true };
  } catch (error) {
    return { delivered: false, error };
  }
}
