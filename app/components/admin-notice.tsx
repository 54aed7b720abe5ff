import { PageNotice } from "./page-notice";

/**
 * The outcome of an admin form answered on its own page (action data), beside that form: the
 * public pages' notice, a polite status or, when it failed, an alert in red. A form that leads to
 * another page says so at the top of that page instead (`withNotice`, `domain/page-notices.ts`).
 */
export function AdminNotice({ ok, message }: { ok: boolean; message: string }) {
  return <PageNotice message={{ ok, text: message }} />;
}
