import { Form, Link, data } from "react-router";
import type { Route } from "./+types/alerts-unsubscribe";
import { getServices } from "#app/request-context";
import { MessagePanel } from "#app/components/message-panel";
import { resolveAuthSecret } from "#server/modules/accounts/auth-secret";
import { unsubscribeFromAlerts } from "#server/modules/alerts/run-alert-pass";

// GET shows a button and changes nothing (link scanners follow GETs). POST pauses every saved
// search of the token's user. It also serves RFC 8058 one-click requests (token in the URL, body
// `List-Unsubscribe=One-Click`, no cookies, no Origin): the token is the credential, so this is
// the one POST without an origin check, and it answers 200 without a redirect.

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const fromForm = form.get("token");
  const token =
    typeof fromForm === "string" && fromForm
      ? fromForm
      : new URL(request.url).searchParams.get("token");
  const services = getServices(context);
  const result = await unsubscribeFromAlerts(services.db, resolveAuthSecret(services.env), token);
  return data({ unsubscribed: result !== null }, { status: result ? 200 : 400 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Stop job alerts | Blueboard" },
  { name: "robots", content: "noindex" },
];

export default function AlertsUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.unsubscribed) {
    return (
      <MessagePanel title="Your job alerts are paused">
        <p role="status">
          We will not e-mail you new jobs any more. Your saved searches are kept; switch them back
          on in your dashboard whenever you like.
        </p>
        <Link
          to="/dashboard"
          className="mt-6 inline-flex text-sm font-medium text-brand-700 underline"
        >
          Go to your dashboard
        </Link>
      </MessagePanel>
    );
  }
  if (actionData?.unsubscribed === false || !loaderData.token) {
    return (
      <MessagePanel title="This unsubscribe link is not valid">
        <p>
          The link may be incomplete. Use the link in the most recent alert, or pause your searches
          in your dashboard.
        </p>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title="Stop job alerts">
      <p>Confirm that you no longer want e-mails about new jobs for your saved searches.</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Stop my job alerts
        </button>
      </Form>
    </MessagePanel>
  );
}
