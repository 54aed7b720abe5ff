import { DEFAULT_LOCALE, type Locale } from "#domain/interface-locales";
import {
  COACHING_LANGUAGES,
  COACHING_SITUATIONS,
  coachingRequestSchema,
  type CoachingRequestInput,
} from "#domain/coaching-form";

export { COACHING_LANGUAGES, COACHING_SITUATIONS };
import type { Database } from "#server/db/create-db";
import { coachingRequests } from "#server/db/schema";
import type { EmailMessage, Mailer } from "#server/email/send-email";
import { sendRecorded } from "#server/modules/email-layout/send-recorded";
import { coachingAdminEmail, coachingConfirmationEmail } from "./coaching-emails";
import {
  consumeMailFormLimits,
  isHoneypotFilled,
  mailFormLimits,
} from "#server/modules/accounts/throttle";

/** Requests one client address may send an hour, and one mailbox may receive a day. */
const COACHING_LIMITS = mailFormLimits("coaching", { perClientHourly: 5, perAddressDaily: 2 });
export const { perClient: COACHING_PER_CLIENT, perAddress: COACHING_PER_ADDRESS } = COACHING_LIMITS;

export { coachingRequestSchema, type CoachingRequestInput };
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

function adminNotification(request: CoachingRequestInput, id: string, to: string): EmailMessage {
  return coachingAdminEmail({
    to,
    replyTo: request.email,
    name: request.name,
    lines: [
      `Name: ${request.name}`,
      `E-mail: ${request.email}`,
      `Situation: ${request.currentSituation}`,
      `Preferred language: ${request.preferredLanguage}`,
      `Goal: ${request.goal}`,
      `Request id: ${id}`,
    ],
  });
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
  client: { ip?: string | undefined; honeypot?: unknown; locale?: Locale } = {},
): Promise<CoachingRequestResult> {
  const parsed = parseCoachingRequest(raw);
  if (!parsed.ok) return parsed;
  const request = parsed.data;
  if (isHoneypotFilled(client.honeypot))
    return { ok: true, id: null, name: request.name, email: request.email };
  const allowed = await consumeMailFormLimits(deps.db, COACHING_LIMITS, client.ip, request.email);
  if (!allowed) return { ok: false, limited: true, errors: { email: COACHING_LIMITED_MESSAGE } };
  const [row] = await deps.db
    .insert(coachingRequests)
    .values(request)
    .returning({ id: coachingRequests.id });
  const id = row!.id;
  await sendRecorded(deps.mailer, adminNotification(request, id, addressOf(deps.mailFrom)));
  const sent = await sendRecorded(
    deps.mailer,
    coachingConfirmationEmail(request.email, deps.siteUrl, client.locale ?? DEFAULT_LOCALE),
  );
  return { ok: true, id, name: request.name, email: request.email, emailError: sent.error };
}
