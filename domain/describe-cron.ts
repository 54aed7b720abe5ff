const hourText = (hour: number, minute: number) => {
  const suffix = hour < 12 ? "AM" : "PM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0
    ? `${twelve} ${suffix}`
    : `${twelve}:${String(minute).padStart(2, "0")} ${suffix}`;
};

/**
 * A five-field UTC cron in words, for the schedules admins see: "daily at 9 AM UTC" for
 * `0 9 * * *`, "every hour at minute 5" for `5 * * * *`; anything else is quoted as it is.
 */
export function describeCron(cron: string): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length === 5 && fields.slice(2).every((field) => field === "*")) {
    const [minute, hour] = fields as [string, string];
    if (
      /^\d{1,2}$/.test(minute) &&
      /^\d{1,2}$/.test(hour) &&
      Number(hour) < 24 &&
      Number(minute) < 60
    )
      return `daily at ${hourText(Number(hour), Number(minute))} UTC`;
    if (/^\d{1,2}$/.test(minute) && hour === "*") return `every hour at minute ${Number(minute)}`;
  }
  return `on the schedule "${cron.trim()}" (cron, UTC)`;
}
