import { z } from "zod";
import { COACHING_LANGUAGES, COACHING_SITUATIONS } from "./coaching-options";

export { COACHING_LANGUAGES, COACHING_SITUATIONS };
import type { Database } from "#server/db/create-db";
import { coachingRequests } from "#server/db/schema";
import type { EmailMessage, Mailer } from "#server/email/send-email";
import { emailLayout, escapeHtml, sendRecorded } from "#server/modules/email-layout/email-layout";

export const coachingRequestSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(120, "Please keep your name under 120 characters."),
  email: z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(254, "That e-mail address is too long.")
    .pipe(z.email("Please enter a valid e-mail address, like name@example.org."))
    .transform((email) => email.toLowerCase()),
  currentSituation: z.enum(COACHING_SITUATIONS, {
    error: "Please choose the option closest to your situation.",
  }),
  goal: z
    .string({ error: "Please tell us what you would like to achieve." })
    .trim()
    .min(10, "Please describe your goal in a sentence or two (at least 10 characters).")
    .max(2000, "Please keep your goal under 2,000 characters."),
  preferredLanguage: z.enum(COACHING_LANGUAGES, { error: "Please choose a language." }),
});

export type CoachingRequestInput = z.infer<typeof coachingRequestSchema>;
export type CoachingFieldErrors = Partial<Record<keyof CoachingRequestInput, string>>;

export type CoachingRequestResult =
  | { ok: true; id: string; name: string; email: string; emailError?: unknown }
  | { ok: false; errors: CoachingFieldErrors };

/** Validates the form data; the first message per field, in the form's own words. */
export function parseCoachingRequest(
  raw: Record<string, unknown>,
): { ok: true; data: CoachingRequestInput } | { ok: false; errors: CoachingFieldErrors } {
  const result = coachingRequestSchema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const errors: CoachingFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof CoachingRequestInput;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The e-mail address part of a From header such as `Blueboard <alerts@example.org>`. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

function confirmationEmail(request: CoachingRequestInput, siteUrl: string): EmailMessage {
  const text = [
    `Dear ${request.name},`,
    "",
    "Thank you for your coaching request. We have received it and a coach will reply by e-mail within three working days to arrange a short introductory call and confirm the fee for what you need.",
    "",
    "What you told us:",
    `- Situation: ${request.currentSituation}`,
    `- Goal: ${request.goal}`,
    `- Preferred language: ${request.preferredLanguage}`,
    "",
    "Nothing is charged until you have agreed a plan and a price.",
    "",
    `Meanwhile, browse open positions: ${siteUrl}/jobs`,
  ].join("\n");
  const html = emailLayout({
    preheader: "We have received your coaching request.",
    body: `
      <h1 style="margin:0 0 16px;font-size:20px;color:#0f3b6e">We have received your request</h1>
      <p style="margin:0 0 16px">Dear ${escapeHtml(request.name)},</p>
      <p style="margin:0 0 16px">Thank you for your coaching request. A coach will reply by e-mail within three working days to arrange a short introductory call and confirm the fee for what you need. Nothing is charged until you have agreed a plan and a price.</p>
      <table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">
        <tr><td style="padding:2px 12px 2px 0;color:#475569">Situation</td><td>${escapeHtml(request.currentSituation)}</td></tr>
        <tr><td style="padding:2px 12px 2px 0;color:#475569;vertical-align:top">Goal</td><td>${escapeHtml(request.goal)}</td></tr>
        <tr><td style="padding:2px 12px 2px 0;color:#475569">Language</td><td>${escapeHtml(request.preferredLanguage)}</td></tr>
      </table>
      <p style="margin:0">Meanwhile, <a href="${escapeHtml(siteUrl)}/jobs" style="color:#144c8c">browse open positions</a>.</p>`,
  });
  return {
    kind: "coaching-confirmation",
    to: request.email,
    subject: "Your Blueboard coaching request",
    text,
    html,
  };
}

function adminNotification(request: CoachingRequestInput, id: string, to: string): EmailMessage {
  const lines = [
    `Name: ${request.name}`,
    `E-mail: ${request.email}`,
    `Situation: ${request.currentSituation}`,
    `Preferred language: ${request.preferredLanguage}`,
    `Goal: ${request.goal}`,
    `Request id: ${id}`,
  ];
  return {
    kind: "coaching-admin",
    to,
    subject: `New coaching request from ${request.name}`,
    text: lines.join("\n"),
    html: emailLayout({
      preheader: `New coaching request from ${request.name}`,
      body: `<h1 style="margin:0 0 16px;font-size:18px">New coaching request</h1>${lines
        .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)
        .join("")}`,
    }),
    headers: { "Reply-To": request.email },
  };
}

/**
 * Stores a coaching request, e-mails the requester a confirmation and queues a notification for
 * the team (the site's own From address). A refused delivery does not fail the request: it stays
 * in the outbox, and `emailError` lets the caller log it.
 */
export async function createCoachingRequest(
  deps: { db: Database; mailer: Mailer; siteUrl: string; mailFrom: string },
  raw: Record<string, unknown>,
): Promise<CoachingRequestResult> {
  const parsed = parseCoachingRequest(raw);
  if (!parsed.ok) return parsed;
  const request = parsed.data;
  const [row] = await deps.db
    .insert(coachingRequests)
    .values(request)
    .returning({ id: coachingRequests.id });
  const id = row!.id;
  await sendRecorded(deps.mailer, adminNotification(request, id, addressOf(deps.mailFrom)));
  const sent = await sendRecorded(deps.mailer, confirmationEmail(request, deps.siteUrl));
  return { ok: true, id, name: request.name, email: request.email, emailError: sent.error };
}
