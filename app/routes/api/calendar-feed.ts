import type { Route } from "./+types/calendar-feed";
import { getRequestInfo } from "#app/lib/account.server";
import { userCalendar, userIdForCalendarToken } from "#server/modules/applications/calendar-feed";
import { plainTranslator } from "#server/modules/i18n/plain-translator";

/**
 * A user's private calendar feed at /account/calendar/<secret>.ics, read by calendar apps without
 * a session: the secret is the only key. Its words are in the account's chosen language. An unknown or revoked secret is a 404, and no answer is
 * kept by any cache, so revoking takes effect at once.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = getRequestInfo(context).services;
  const token = params.file.endsWith(".ics") ? params.file.slice(0, -4) : "";
  const userId = token ? await userIdForCalendarToken(db, token) : null;
  const headers = {
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
  };
  if (!userId)
    return new Response("No calendar at this address.", {
      status: 404,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  const text = await userCalendar(db, userId, env.siteUrl, new Date(), plainTranslator);
  return new Response(text, {
    headers: {
      ...headers,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="blueboard-applications.ics"',
    },
  });
}
