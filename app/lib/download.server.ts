/** The headers of a private file download: saved, never shown inline, never cached on the way. */
export function downloadHeaders(contentType: string, fileName: string): Headers {
  return new Headers({
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
}
