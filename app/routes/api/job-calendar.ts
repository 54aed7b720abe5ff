import type { Route } from "./+types/job-calendar";
import { getRequestInfo } from "#app/lib/account.server";
import { jobCalendarFile } from "#server/modules/applications/calendar-feed";
import { plainTranslator } from "#server/modules/i18n/plain-translator";
import { DEFAULT_LOCALE } from "#domain/interface-locales";

/**
 * "Add to calendar" on a job page: an .ics file with the job's closing date as an all-day event.
 * One address for every language, so its words are English.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = getRequestInfo(context).services;
  const text = await jobCalendarFile(
    db,
    params.id,
    env.siteUrl,
    new Date(),
    plainTranslator(DEFAULT_LOCALE),
  );
  if (text === null)
    return new Response("This job has no closing date to add to a calendar.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="blueboard-job-${params.id}.ics"`,
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
