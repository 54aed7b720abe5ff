import type { Mailer } from "#server/email/send-email";

const HAND_OVER_CHUNK = 500;

/**
 * Hands the due alert digests to delivery: new digests, any an earlier run queued but did not get
 * to hand over (crash), failed ones whose next attempt is due, and claims whose worker died.
 * Delivery claims each row, so a second pass doing the same at the same time sends nothing twice.
 * One failure does not stop the others. `handOver` takes chunks of ids; without it, `deliver` takes
 * one id at a time.
 */
export async function handOverDueDigests(
  mailer: Mailer,
  options: {
    deliver?: ((outboxId: string) => Promise<unknown>) | undefined;
    handOver?: ((outboxIds: string[]) => Promise<{ id: string; error: string }[]>) | undefined;
  },
  result: { delivered: string[]; failed: { id: string; error: string }[] },
): Promise<void> {
  const deliver = options.deliver;
  const handOver = options.handOver;
  const due = await mailer.dueIds(["alert-digest"]);
  result.delivered.push(...due);
  if (handOver) {
    for (let start = 0; start < due.length; start += HAND_OVER_CHUNK) {
      const chunk = due.slice(start, start + HAND_OVER_CHUNK);
      try {
        result.failed.push(...(await handOver(chunk)));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        result.failed.push(...chunk.map((id) => ({ id, error: message })));
      }
    }
    return;
  }
  if (!deliver) return;
  for (const id of due) {
    try {
      await deliver(id);
    } catch (error) {
      result.failed.push({ id, error: error instanceof Error ? error.message : String(error) });
    }
  }
}
