import type { Route } from "./+types/export-applications";
import { getRequestInfo, requireUser } from "#app/lib/account.server";
import {
  applicationsCsv,
  exportApplications,
} from "#server/modules/applications/export-applications";
import { downloadHeaders } from "#app/lib/download.server";

/** The signed-in user's tracked applications as a spreadsheet (CSV), read by the session's user only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const applications = await exportApplications(getRequestInfo(context).services.db, user.id);
  return new Response(applicationsCsv(applications), {
    headers: downloadHeaders(
      "text/csv; charset=utf-8",
      `blueboard-applications-${new Date().toISOString().slice(0, 10)}.csv`,
    ),
  });
}
