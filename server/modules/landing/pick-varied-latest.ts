/**
 * The home page's "Latest opportunities": the newest jobs, but no employer twice before every
 * employer among them has had a turn, so one organisation publishing twenty jobs at once does not
 * fill the carousel. Within each round the jobs keep their newest-first order.
 */
export function pickVariedLatest<T extends { organizationName: string }>(
  newestFirst: readonly T[],
  count: number,
): T[] {
  const queues = new Map<string, T[]>();
  for (const job of newestFirst) {
    const queue = queues.get(job.organizationName);
    if (queue) queue.push(job);
    else queues.set(job.organizationName, [job]);
  }
  const picked: T[] = [];
  while (picked.length < count && queues.size > 0) {
    for (const [organisation, queue] of queues) {
      const job = queue.shift();
      if (job) picked.push(job);
      if (queue.length === 0) queues.delete(organisation);
      if (picked.length === count) break;
    }
  }
  return picked;
}
