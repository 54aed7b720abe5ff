import { ownEntry } from "./own-entry";

/**
 * What a form that changed something says on the page it leads back to. A POST answers with a
 * redirect whose address carries `notice=<code>` (`withNotice`); the root layout shows the code's
 * fixed text at the top of the page (`app/components/page-notice.tsx`), announced politely to
 * screen readers. Only the codes of this table are shown: nothing typed into an address reaches
 * the page.
 */
export const PAGE_NOTICES = {
  "search-saved": {
    ok: true,
    text: "Search saved. New matching jobs will come to you by e-mail every morning.",
  },
  "search-limit": {
    ok: false,
    text: "The search was not saved: you keep the most saved searches allowed. Delete one to save another.",
  },
  "search-duplicate": { ok: false, text: "You already have this search saved." },
  "search-invalid": {
    ok: false,
    text: "The search was not saved: one of its filters is not valid.",
  },
  "job-saved": { ok: true, text: "Job saved. You find it on your dashboard." },
  "job-removed": { ok: true, text: "Job removed from your saved jobs." },
  "job-not-saved": { ok: false, text: "The job could not be saved. Please try again." },
  "address-confirmed": {
    ok: true,
    text: "Your e-mail address is confirmed. Saved searches can now send you their daily alerts.",
  },
  "cv-saved": { ok: true, text: "Your CV is saved. Open any job and choose “Match your CV”." },
  "cv-deleted": {
    ok: true,
    text: "Your CV is deleted: the file, its text and any drafts made from it are gone.",
  },
  "planner-saved": {
    ok: true,
    text: "Your profile is saved to your account. Your options are below the form.",
  },
  "application-tracked": {
    ok: true,
    text: "Tracking this application. Set its status and add dates as it moves on.",
  },
  "alerts-daily": { ok: true, text: "Saved. We will e-mail new jobs once a day." },
  "alerts-weekly": { ok: true, text: "Saved. We will e-mail new jobs once a week." },
  "search-paused": {
    ok: true,
    text: "Search paused. It sends no e-mails until you resume it.",
  },
  "search-resumed": { ok: true, text: "Search resumed." },
  "search-deleted": { ok: true, text: "Search deleted." },
  "alerts-stopped": { ok: true, text: "All your alerts are paused. Your searches are kept." },
  "search-not-found": { ok: false, text: "That saved search no longer exists." },
  "frequency-invalid": { ok: false, text: "Please choose daily or weekly." },
} as const satisfies Record<string, { ok: boolean; text: string }>;

/**
 * The admin area's notices, shown the same way. The admin area is in English only, so these
 * have no words in the catalogs: every language shows them as written here.
 */
export const ADMIN_NOTICES = {
  "admin-job-created": { ok: true, text: "Job created successfully." },
  "admin-job-updated": { ok: true, text: "Job updated successfully." },
  "admin-job-deleted": { ok: true, text: "Job deleted successfully." },
  "admin-source-created": { ok: true, text: "Source created successfully." },
  "admin-source-updated": { ok: true, text: "Source updated successfully." },
} as const satisfies Record<string, { ok: boolean; text: string }>;

export type PageNoticeCode = keyof typeof PAGE_NOTICES | keyof typeof ADMIN_NOTICES;
export type PageNoticeMessage = { ok: boolean; text: string };

/** A same-site path with `notice=<code>` in its query (before any #fragment), replacing any other. */
export function withNotice(path: string, code: PageNoticeCode): string {
  const hashAt = path.indexOf("#");
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : path.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
  params.set("notice", code);
  return `${pathname}?${params.toString()}${hash}`;
}

/** The message an address's `notice` names (a query string, with or without "?"); else null. */
export function readNotice(search: string): PageNoticeMessage | null {
  const code = new URLSearchParams(search).get("notice");
  if (code === null) return null;
  return ownEntry(PAGE_NOTICES, code) ?? ownEntry(ADMIN_NOTICES, code) ?? null;
}

/** A query string (without "?") without its `notice`: what links built from the address keep. */
export function withoutNotice(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("notice");
  return params.toString();
}
