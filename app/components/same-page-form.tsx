import { Form, useFormAction, type FormProps } from "react-router";

/**
 * A form that posts to the page it is on, leaving out the `notice` an earlier form put in the
 * address (`?notice=`, domain/page-notices.ts): the page answers with its own confirmation, and
 * the address it shows afterwards, with or without script, no longer names the earlier one.
 */
export function SamePageForm(props: Omit<FormProps, "method" | "action">) {
  return <Form {...props} method="post" action={actionWithoutNotice(useFormAction())} />;
}

/** A form's address without its `notice` parameter; other parameters stay as they are. */
export function actionWithoutNotice(action: string): string {
  const queryAt = action.indexOf("?");
  if (queryAt === -1) return action;
  const params = new URLSearchParams(action.slice(queryAt + 1));
  if (!params.has("notice")) return action;
  params.delete("notice");
  const rest = params.toString();
  return rest ? `${action.slice(0, queryAt)}?${rest}` : action.slice(0, queryAt);
}
