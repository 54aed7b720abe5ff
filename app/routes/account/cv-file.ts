import type { Route } from "./+types/cv-file";
import { getRequestInfo, getUser } from "#app/lib/account.server";
import { getCvFile } from "#server/modules/cv/cv-documents";

const MEDIA_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  text: "text/plain; charset=utf-8",
} as const;

/**
 * The signed-in user's own CV file, as a download. There is no address for anyone else's: the
 * file is looked up by the session's user only, and never cached on the way.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  const file = user ? await getCvFile(getRequestInfo(context).services.db, user.id) : null;
  if (!file)
    return new Response("No CV here.", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": MEDIA_TYPES[file.fileType],
      "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
