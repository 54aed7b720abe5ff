import { useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";
import type { PageNoticeMessage } from "#domain/page-notices";

/**
 * The outcome of a form, at the top of the page: a confirmation is a polite status (read out
 * without moving focus), a failure an alert.
 */
export function PageNotice({ message }: { message: PageNoticeMessage }) {
  return <NoticeText message={message} shape="rounded-lg border" />;
}

/** The notice's words: a confirmation is a status in green, a failure an alert in red. */
function NoticeText({ message, shape }: { message: PageNoticeMessage; shape: string }) {
  return (
    <p
      role={message.ok ? "status" : "alert"}
      className={`${shape} px-4 py-3 text-sm font-medium ${
        message.ok
          ? "border-emerald-200 bg-emerald-50 text-emerald-900"
          : "border-red-200 bg-red-50 text-red-900"
      }`}
    >
      {message.text}
    </p>
  );
}

/**
 * The notice the address names (`?notice=<code>`, domain/page-notices.ts, read by the root loader): a strip across the top
 * of the page, above its own content, whatever its width. The live region is always there, so a
 * notice that arrives by client navigation after a form is announced too.
 */
export function AddressNotice({ message }: { message: PageNoticeMessage | null }) {
  const answered = useFormAnswered();
  return (
    <div aria-live="polite">
      {message && !answered && <NoticeText message={message} shape="border-b text-center" />}
    </div>
  );
}

/**
 * Whether the page shows the answer of a form it posted to itself (an action's data, not a
 * redirect): a form posts to the page's own address, `notice` and all, so the notice in that
 * address belongs to an earlier form and is left out; the page says the new outcome itself. A
 * redirect with a notice of its own carries no action data, so its notice shows. It reads React
 * Router's state directly: no public hook gives the action data of every route to the layout.
 */
function useFormAnswered(): boolean {
  const state = useContext(UNSAFE_DataRouterDataContext);
  return state?.actionData != null;
}
