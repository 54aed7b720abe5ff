import type { EmailMessage, Mailer } from "#server/email/send-email";

/** What starts a background task (the task runner's `enqueue`). */
export type EnqueueTask = (
  id: string,
  payload: unknown,
  options?: { singletonKey?: string; priority?: number },
) => Promise<string | null>;

/**
 * Account e-mails (confirmation, password reset, sign-in link) go ahead of alert digests in the
 * send queue: someone who signs up while the morning's digests are going out should not wait for
 * thousands of them.
 */
export const ACCOUNT_EMAIL_PRIORITY = 10;

/**
 * E-mail sent from a request without making the request wait for SMTP: the message is written to
 * the outbox (one insert) and delivered by the `send-email` task. A process without a task runner
 * (TASKS=off) starts the delivery in the background instead; either way the visitor's answer does
 * not depend on whether, or how fast, a message goes out.
 */
export type EmailQueue = {
  send(message: EmailMessage): Promise<void>;
  /** Called once the task runner exists (it starts after the services that send e-mail). */
  useTasks(enqueue: EnqueueTask | null): void;
};

export function createEmailQueue(
  mailer: Mailer,
  onError: (error: unknown) => void = () => {},
): EmailQueue {
  let enqueueTask: EnqueueTask | null = null;
  return {
    async send(message) {
      const id = await mailer.enqueue(message);
      if (!id || mailer.mode !== "smtp") return;
      if (enqueueTask) {
        await enqueueTask(
          "send-email",
          { id },
          { singletonKey: `send-email:${id}`, priority: ACCOUNT_EMAIL_PRIORITY },
        );
      } else {
        // Not awaited: the row is in the outbox and its status records the outcome.
        void mailer.deliver(id).catch(onError);
      }
    },
    useTasks(enqueue) {
      enqueueTask = enqueue;
    },
  };
}
