import type { EmailMessage, Mailer } from "#server/email/send-email";

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
