import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/auth";
import {
  assertSameOrigin,
  cookieHeaders,
  getRequestInfo,
  getUser,
  safeRedirectPath,
} from "#app/lib/account.server";
import { UNLOCK_HEADER } from "#server/modules/accounts/auth-settings";
import { callAuthEndpoint } from "#server/modules/accounts/request-auth";
import { readForm } from "#app/lib/request-body.server";
import { refusalMessage, sayRefusal, translateReply } from "#app/lib/auth-messages.server";
import { requestLocale, serverTranslator } from "#server/modules/i18n/plain-translator";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { AuthForm, type AuthMode } from "#app/components/auth-form";
import { isLocale, localizedPath, refererLocale } from "#domain/interface-locales";
import {
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from "#domain/auth-forms";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["account"] } satisfies I18nHandle;

// The sign-in, sign-up and password reset forms, in the language of their address (/fr/auth).
// Each form's errors come back from the action already in that language.

/** Where the confirmation link of the e-mail address leads: the dashboard, which then says the
 * address is confirmed (or why the link did not work), in the language the account was made in. */
const verifiedUrl = (locale: ReturnType<typeof requestLocale>) =>
  localizedPath("/dashboard?verified=1", locale);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const dashboard = localizedPath("/dashboard", locale);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), dashboard);
  const resetToken = url.searchParams.get("reset");
  // An e-mailed "sign in now" link for an account paused after too many wrong passwords.
  const unlock = url.searchParams.get("unlock");
  const unlockToken = unlock && /^[\w-]{20,100}$/.test(unlock) ? unlock : "";
  const requested = url.searchParams.get("mode");
  const mode: AuthMode = resetToken
    ? "new-password"
    : requested === "sign-up" || requested === "reset"
      ? requested
      : "sign-in";
  if (mode === "sign-in" && (await getUser(request, context))) throw redirect(redirectTo);
  // The language a new account starts with: the `lang` of the link, else this page's when it is
  // not English, else the language of the site's page that led here (none when unknown: English
  // until the user chooses).
  const lang = url.searchParams.get("lang");
  const signUpLocale = isLocale(lang)
    ? lang
    : locale !== "en"
      ? locale
      : refererLocale(request.headers.get("referer"), url.host);
  return {
    mode,
    signUpLocale,
    redirectTo,
    // Links to the other forms carry the way back only when it is not the dashboard.
    returnsElsewhere: redirectTo !== dashboard,
    resetToken: resetToken ?? "",
    unlockToken,
    notice: unlockToken
      ? ("unlockNotice" as const)
      : url.searchParams.get("notice") === "save"
        ? ("signInRequired" as const)
        : null,
    resetError: url.searchParams.get("error") === "INVALID_TOKEN",
  };
}

type ActionResult = {
  intent: string;
  /** Conform's answer to the form: its errors and the values to show again. */
  result?: SubmissionResult<string[]>;
  done?: string;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

// Passwords are never sent back to be shown again.
const HIDDEN = { hideFields: ["password", "confirm"] };

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const { services, clientIp } = getRequestInfo(context);
  const siteUrl = services.env.siteUrl;
  const locale = requestLocale(request);
  const t = serverTranslator(locale);
  const form = await readForm(request);
  const intent = text(form, "intent");
  const redirectTo = safeRedirectPath(form.get("redirectTo"), localizedPath("/dashboard", locale));
  const call = (path: string, body: Record<string, unknown>) =>
    callAuthEndpoint(services.auth, { request, siteUrl, clientIp, path, body });
  const refused = (result: SubmissionResult<string[]>, status = 400) =>
    data<ActionResult>({ intent, result: translateReply(result, t) }, { status });
  const statusOf = (result: { status: number }) => (result.status === 429 ? 429 : 400);
  const refusal = (result: { status: number; body: Record<string, unknown> }) =>
    refusalMessage(result.status, result.body);

  if (intent === "sign-in") {
    const submission = parseWithZod(form, { schema: signInSchema });
    if (submission.status !== "success") return refused(submission.reply(HIDDEN));
    const { email = "", password = "" } = submission.value;
    const unlock = text(form, "unlock");
    const result = await callAuthEndpoint(services.auth, {
      request,
      siteUrl,
      clientIp,
      path: "/sign-in/email",
      body: { email, password, callbackURL: verifiedUrl(locale), rememberMe: true },
      headers: unlock ? { [UNLOCK_HEADER]: unlock } : {},
    });
    if (!result.ok) {
      const message = sayRefusal(t, locale, refusal(result));
      return refused(submission.reply({ ...HIDDEN, formErrors: [message] }), statusOf(result));
    }
    throw redirect(redirectTo, { headers: cookieHeaders(result.setCookies) });
  }

  if (intent === "sign-up") {
    const submission = parseWithZod(form, { schema: signUpSchema });
    if (submission.status !== "success") return refused(submission.reply(HIDDEN));
    const { name, email, password, locale: accountLocale } = submission.value;
    const result = await call("/sign-up/email", {
      name,
      email,
      password,
      callbackURL: verifiedUrl(locale),
      ...(isLocale(accountLocale) ? { locale: accountLocale } : {}),
    });
    const code = typeof result.body.code === "string" ? result.body.code : "";
    // An address that already has an account gets the same answer: the form does not tell who
    // has an account.
    if (!result.ok && !code.startsWith("USER_ALREADY_EXISTS")) {
      const why = refusal(result);
      const message = sayRefusal(t, locale, why);
      const field = code.startsWith("PASSWORD")
        ? "password"
        : why.key === "invalidEmail"
          ? "email"
          : null;
      return refused(
        submission.reply({
          ...HIDDEN,
          ...(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }),
        }),
        statusOf(result),
      );
    }
    return { intent, done: t("account.auth.signUpDone", { email }) } satisfies ActionResult;
  }

  if (intent === "reset") {
    const submission = parseWithZod(form, { schema: resetRequestSchema });
    if (submission.status !== "success") return refused(submission.reply());
    const { email } = submission.value;
    const result = await call("/request-password-reset", {
      email,
      redirectTo: localizedPath("/auth", locale),
    });
    if (result.status === 429) {
      const message = sayRefusal(t, locale, refusalMessage(429, {}));
      return refused(submission.reply({ formErrors: [message] }), 429);
    }
    return { intent, done: t("account.auth.resetDone", { email }) } satisfies ActionResult;
  }

  if (intent === "new-password") {
    const submission = parseWithZod(form, { schema: newPasswordSchema });
    if (submission.status !== "success") return refused(submission.reply(HIDDEN));
    const { password = "", token = "" } = submission.value;
    const result = await call("/reset-password", { newPassword: password, token });
    if (!result.ok) {
      const message = sayRefusal(t, locale, refusal(result));
      return refused(submission.reply({ ...HIDDEN, formErrors: [message] }), statusOf(result));
    }
    return { intent, done: t("account.auth.passwordChanged") } satisfies ActionResult;
  }

  return refused(
    parseWithZod(form, { schema: z.object({}) }).reply({
      formErrors: [t("account.auth.error.unknownForm")],
    }),
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = metaTranslator(matches);
  return [
    {
      title: t(
        loaderData?.mode === "sign-up"
          ? "account.auth.metaTitle.signUp"
          : loaderData?.mode === "sign-in"
            ? "account.auth.metaTitle.signIn"
            : "account.auth.metaTitle.reset",
      ),
    },
    { name: "robots", content: "noindex" },
  ];
};

const HEADINGS: Record<AuthMode, string> = {
  "sign-in": "account.auth.heading.signIn",
  "sign-up": "account.auth.heading.signUp",
  reset: "account.auth.heading.reset",
  "new-password": "account.auth.heading.newPassword",
};

const linkClass = "font-medium text-brand-700 underline";

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, rich, href } = useI18n();
  const { mode, redirectTo, returnsElsewhere, notice, resetError } = loaderData;
  const result: ActionResult | undefined = actionData?.intent === mode ? actionData : undefined;
  const back = returnsElsewhere ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t(HEADINGS[mode])}</h1>
      {notice && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t(`account.auth.${notice}`)}
        </p>
      )}
      {resetError && mode === "sign-in" && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t("account.auth.error.resetLinkInvalid")}
        </p>
      )}
      {result?.done ? (
        <div role="status" className="mt-6 rounded-md bg-emerald-50 p-4 text-sm text-emerald-900">
          <p>{result.done}</p>
          {mode === "new-password" && (
            <Link to={href("/auth")} className="mt-3 inline-flex font-medium underline">
              {t("account.auth.signIn")}
            </Link>
          )}
        </div>
      ) : (
        // One form per mode: a link to another mode starts a fresh form.
        <AuthForm key={mode} {...loaderData} lastResult={result?.result} />
      )}
      <div className="mt-6 space-y-2 text-sm text-slate-700">
        {mode !== "sign-in" && (
          <p>
            {rich("account.auth.haveAccount", {
              link: (chunks) => (
                <Link to={href(`/auth?mode=sign-in${back}`)} className={linkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
        {mode !== "sign-up" && (
          <p>
            {rich("account.auth.newHere", {
              link: (chunks) => (
                <Link to={href(`/auth?mode=sign-up${back}`)} className={linkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
        {mode === "sign-in" && (
          <p>
            <Link to={href("/auth?mode=reset")} className={linkClass}>
              {t("account.auth.forgotPassword")}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
