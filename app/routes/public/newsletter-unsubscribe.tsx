import { Form, Link, data } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { getServices } from "#app/request-context";
import { MessagePanel } from "#app/components/message-panel";
import { unsubscribeNewsletter } from "#server/modules/newsletter/newsletter";
import { readForm } from "#app/lib/request-body.server";

// GET shows a button and changes nothing (link scanners follow GETs). POST unsubscribes; it also
// serves RFC 8058 one-click requests, whose token is in the URL and whose body is
// `List-Unsubscribe=One-Click`.

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const fromForm = form.get("token");
  const token =
    typeof fromForm === "string" && fromForm
      ? fromForm
      : new URL(request.url).searchParams.get("token");
  const done = await unsubscribeNewsletter(getServices(context).db, token);
  return data({ unsubscribed: done }, { status: done ? 200 : 400 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | Blueboard" },
  { name: "robots", content: "noindex" },
];

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.unsubscribed) {
    return (
      <MessagePanel title="You have been unsubscribed">
        <p role="status">
          You will not receive the Blueboard newsletter any more. Sorry to see you go.
        </p>
        <Link to="/jobs" className="mt-6 inline-flex text-sm font-medium text-brand-700 underline">
          Browse open jobs
        </Link>
      </MessagePanel>
    );
  }
  if (actionData?.unsubscribed === false || !loaderData.token) {
    return (
      <MessagePanel title="This unsubscribe link is not valid">
        <p>
          The link may be incomplete, or a newer e-mail replaced it. Use the unsubscribe link in the
          most recent message you received from us.
        </p>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title="Unsubscribe from the newsletter">
      <p>Confirm that you no longer want to receive the Blueboard newsletter.</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Unsubscribe
        </button>
      </Form>
    </MessagePanel>
  );
}
