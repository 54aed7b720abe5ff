import type { Route } from "./+types/export-data";
import { getRequestInfo, requireUser } from "#app/lib/account.server";
import { exportAccountData } from "#server/modules/accounts/export-account-data";
import { downloadHeaders } from "#app/lib/download.server";

/**
 * "Download my data": the signed-in user's whole account as one JSON file. Read by the session's
 * user only (there is no address for anyone else's); signed out, the sign-in page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const now = new Date();
  const data = await exportAccountData(getRequestInfo(context).services.db, user.id, now);
  if (!data) throw new Response("Not found", { status: 404 });
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: downloadHeaders(
      "application/json; charset=utf-8",
      `blueboard-data-${now.toISOString().slice(0, 10)}.json`,
    ),
  });
}
