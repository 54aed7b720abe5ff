import { z } from "zod";
import { COACHING_LANGUAGES, COACHING_SITUATIONS } from "./coaching-options";

export { COACHING_LANGUAGES, COACHING_SITUATIONS };
import type { Database } from "#server/db/create-db";
import { coachingRequests } from "#server/db/schema";
import type { EmailMessage, Mailer } from "#server/email/send-email";
import { emailLayout, escapeHtml, sendRecorded } from "#server/modules/email-layout/email-layout";
import {
  addressThrottleKey,
  consumeAll,
  isHoneypotFilled,
  limiterFor,
  throttleKey,
  type LimitRule,
} from "#server/modules/accounts/throttle";

/**
 * Requests one client address may send, and one mailbox may receive, per window. The mailbox is
 * the folded address (case and "+tag" ignored), so `victim+1@…`, `victim+2@…` share one count.
 */
export const COACHING_PER_CLIENT: LimitRule = {
  prefix: "coaching-client",
  points: 5,
  windowSeconds: 60 * 60,
};
export const COACHING_PER_ADDRESS: LimitRule = {
  prefix: "coaching-address",
  points: 2,
  windowSeconds: 24 * 60 * 60,
};

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
  | { ok: true; id: string | null; name: string; email: string; emailError?: unknown }
  | { ok: false; errors: CoachingFieldErrors }
  | { ok: false; limited: true; errors: CoachingFieldErrors };

export const COACHING_LIMITED_MESSAGE =
  "We have already received several coaching requests from you or for this address. Please wait a while before sending another; a coach will reply to the ones we have.";

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

/**
 * The acknowledgement to the requester. The address is not confirmed (anyone can type anyone's),
 * so it carries none of the visitor's words (no name, no goal): only our own fixed text. The
 * request itself goes to the team.
 */
function confirmationEmail(to: string, siteUrl: string): EmailMessage {
  const text = [
    "Hello,",
    "",
    "Thank you for your coaching request on Blueboard. We have received it and a coach will reply by e-mail within three working days to arrange a short introductory call and confirm the fee for what you need.",
    "",
    "Nothing is charged until you have agreed a plan and a price.",
    "",
    "If you did not send this request, ignore this message: nothing else will be sent to you.",
    "",
    `Meanwhile, browse open positions: ${siteUrl}/jobs`,
  ].join("\n");
  const html = emailLayout({
    preheader: "We have received your coaching request.",
    body: `
      <h1 style="margin:0 0 16px;font-size:20px;color:#0f3b6e">We have received your request</h1>
      <p style="margin:0 0 16px">Hello,</p>
      <p style="margin:0 0 16px">Thank you for your coaching request on Blueboard. A coach will reply by e-mail within three working days to arrange a short introductory call and confirm the fee for what you need. Nothing is charged until you have agreed a plan and a price.</p>
      <p style="margin:0 0 16px;font-size:13px;color:#475569">If you did not send this request, ignore this message: nothing else will be sent to you.</p>
      <p style="margin:0">Meanwhile, <a href="${escapeHtml(siteUrl)}/jobs" style="color:#144c8c">browse open positions</a>.</p>`,
  });
  return {
    kind: "coaching-confirmation",
    to,
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
 * Stores a coaching request, e-mails the requester a fixed acknowledgement and queues a
 * notification for the team (the site's own From address). A refused delivery does not fail the
 * request: it stays in the outbox, and `emailError` lets the caller log it.
 *
 * Limited per client address and per mailbox (so the form cannot be used to send mail to
 * anyone in bulk); a filled honeypot field is answered like a success, with nothing stored or sent.
 */
export async function createCoachingRequest(
  deps: { db: Database; mailer: Mailer; siteUrl: string; mailFrom: string },
  raw: Record<string, unknown>,
  client: { ip?: string | undefined; honeypot?: unknown } = {},
): Promise<CoachingRequestResult> {
  const parsed = parseCoachingRequest(raw);
  if (!parsed.ok) return parsed;
  const request = parsed.data;
  if (isHoneypotFilled(client.honeypot))
    return { ok: true, id: null, name: request.name, email: request.email };
  const allowed = await consumeAll([
    { limiter: limiterFor(deps.db, COACHING_PER_CLIENT), key: throttleKey(client.ip ?? "unknown") },
    { limiter: limiterFor(deps.db, COACHING_PER_ADDRESS), key: addressThrottleKey(request.email) },
  ]);
  if (!allowed) return { ok: false, limited: true, errors: { email: COACHING_LIMITED_MESSAGE } };
  const [row] = await deps.db
    .insert(coachingRequests)
    .values(request)
    .returning({ id: coachingRequests.id });
  const id = row!.id;
  await sendRecorded(deps.mailer, adminNotification(request, id, addressOf(deps.mailFrom)));
  const sent = await sendRecorded(deps.mailer, confirmationEmail(request.email, deps.siteUrl));
  return { ok: true, id, name: request.name, email: request.email, emailError: sent.error };
}
