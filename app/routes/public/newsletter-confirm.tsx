import { Link, data } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { getServices } from "#app/request-context";
import { MessagePanel, TokenButtonPanel } from "#app/components/message-panel";
import { checkConfirmToken, confirmNewsletter } from "#server/modules/newsletter/newsletter";
import { readForm } from "#app/lib/request-body.server";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["newsletter"] } satisfies I18nHandle;

// GET only shows a button: mail scanners that follow links must not confirm on the reader's behalf.
// The page reads in the language of its address, the language of the e-mail that linked to it.

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

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("newsletter.confirm.title")} | Blueboard` },
  { name: "robots", content: "noindex" },
];

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  if (actionData?.confirmed) {
    return (
      <MessagePanel title={t("newsletter.confirm.thanksTitle")}>
        <p>{t("newsletter.confirm.thanksText")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={href("/blog")}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t("newsletter.confirm.readBlog")}
          </Link>
          <Link
            to={href("/jobs")}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t("newsletter.confirm.browseJobs")}
          </Link>
        </div>
      </MessagePanel>
    );
  }
  if (!loaderData.token || actionData?.confirmed === false) {
    return (
      <MessagePanel title={t("newsletter.confirm.expiredTitle")}>
        <p>{t("newsletter.confirm.expiredText")}</p>
        <Link
          to={href("/newsletter")}
          className="mt-6 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("newsletter.confirm.signUpAgain")}
        </Link>
      </MessagePanel>
    );
  }
  return (
    <TokenButtonPanel
      title={t("newsletter.confirm.title")}
      text={t("newsletter.confirm.text")}
      token={loaderData.token}
      button={t("newsletter.confirm.button")}
    />
  );
}
