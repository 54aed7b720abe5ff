import { Form, Link, data } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { getServices } from "#app/request-context";
import { MessagePanel } from "#app/components/message-panel";
import { checkConfirmToken, confirmNewsletter } from "#server/modules/newsletter/newsletter";
import { readForm } from "#app/lib/request-body.server";

// GET only shows a button: mail scanners that follow links must not confirm on the reader's behalf.

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await checkConfirmToken(getServices(context).db, token);
  return data(
    { token: state === "valid" ? token : null },
    { status: state === "valid" ? 200 : 400 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = form.get("token");
  const email = await confirmNewsletter(getServices(context).db, token);
  return data({ confirmed: email !== null }, { status: email ? 200 : 400 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your subscription | Blueboard" },
  { name: "robots", content: "noindex" },
];

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.confirmed) {
    return (
      <MessagePanel title="Thank you for subscribing">
        <p>
          Your subscription is confirmed. You will receive our occasional round-up of UN system
          career news and new articles. Every e-mail has a link to unsubscribe.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/blog"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Read the blog
          </Link>
          <Link
            to="/jobs"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Browse open jobs
          </Link>
        </div>
      </MessagePanel>
    );
  }
  if (!loaderData.token || actionData?.confirmed === false) {
    return (
      <MessagePanel title="This link has expired or was already used">
        <p>
          Confirmation links work once and for 48 hours. If you have already confirmed, you are
          subscribed and there is nothing more to do. Otherwise, sign up again to receive a new
          link.
        </p>
        <Link
          to="/newsletter"
          className="mt-6 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Sign up again
        </Link>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title="Confirm your subscription">
      <p>One more step: confirm that you want to receive the Blueboard newsletter.</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Confirm subscription
        </button>
      </Form>
    </MessagePanel>
  );
}
