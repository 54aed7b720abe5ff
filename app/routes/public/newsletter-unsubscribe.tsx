import { Link, data } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { getServices } from "#app/request-context";
import { MessagePanel, TokenButtonPanel } from "#app/components/message-panel";
import { unsubscribeNewsletter } from "#server/modules/newsletter/newsletter";
import { postedToken, readForm } from "#app/lib/request-body.server";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["newsletter"] } satisfies I18nHandle;

// GET shows a button and changes nothing (link scanners follow GETs). POST unsubscribes; it also
// serves RFC 8058 one-click requests, whose token is in the URL and whose body is
// `List-Unsubscribe=One-Click`. The page reads in the language of its address, the language of the
// e-mail that linked to it.

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = postedToken(form, request);
  const done = await unsubscribeNewsletter(getServices(context).db, token);
  return data({ unsubscribed: done }, { status: done ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("newsletter.unsubscribe.title")} | Blueboard` },
  { name: "robots", content: "noindex" },
];

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  if (actionData?.unsubscribed) {
    return (
      <MessagePanel title={t("newsletter.unsubscribe.doneTitle")}>
        <p role="status">{t("newsletter.unsubscribe.doneText")}</p>
        <Link
          to={href("/jobs")}
          className="mt-6 inline-flex text-sm font-medium text-brand-700 underline"
        >
          {t("newsletter.unsubscribe.browseJobs")}
        </Link>
      </MessagePanel>
    );
  }
  if (actionData?.unsubscribed === false || !loaderData.token) {
    return (
      <MessagePanel title={t("newsletter.unsubscribe.invalidTitle")}>
        <p>{t("newsletter.unsubscribe.invalidText")}</p>
      </MessagePanel>
    );
  }
  return (
    <TokenButtonPanel
      title={t("newsletter.unsubscribe.heading")}
      text={t("newsletter.unsubscribe.text")}
      token={loaderData.token}
      button={t("newsletter.unsubscribe.button")}
    />
  );
}
