import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/auth";
import {
  assertSameOrigin,
  cookieHeaders,
  getRequestInfo,
  getUser,
  safeRedirectPath,
} from "#app/lib/account.server";
import { UNLOCK_HEADER } from "#server/modules/accounts/auth";
import { callAuthEndpoint } from "#server/modules/accounts/request-auth";
import { INVALID_EMAIL_MESSAGE } from "#server/modules/accounts/email-address";
import { readForm } from "#app/lib/request-body.server";
import { FormField } from "#app/components/form-field";
import { isLocale, refererLocale } from "#domain/interface-locales";
import {
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from "#domain/auth-forms";

type Mode = "sign-in" | "sign-up" | "reset" | "new-password";

export const SIGN_IN_REQUIRED = "Sign in required: Please sign in to save jobs";
const UNLOCK_NOTICE =
  "This link lets you sign in although sign-in to your account was paused after several wrong passwords.";
// Where the confirmation link of the e-mail address leads: the dashboard, which then says the
// address is confirmed (or why the link did not work).
const VERIFIED_URL = "/dashboard?verified=1";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const resetToken = url.searchParams.get("reset");
  // An e-mailed "sign in now" link for an account paused after too many wrong passwords.
  const unlock = url.searchParams.get("unlock");
  const unlockToken = unlock && /^[\w-]{20,100}$/.test(unlock) ? unlock : "";
  const requested = url.searchParams.get("mode");
  const mode: Mode = resetToken
    ? "new-password"
    : requested === "sign-up" || requested === "reset"
      ? requested
      : "sign-in";
  if (mode === "sign-in" && (await getUser(request, context))) throw redirect(redirectTo);
  // The language a new account starts with: the `lang` of the link, else the language of the
  // site's page that led here (none when unknown: English until the user chooses).
  const lang = url.searchParams.get("lang");
  const signUpLocale = isLocale(lang)
    ? lang
    : refererLocale(request.headers.get("referer"), url.host);
  return {
    mode,
    signUpLocale,
    redirectTo,
    resetToken: resetToken ?? "",
    unlockToken,
    notice: unlockToken
      ? UNLOCK_NOTICE
      : url.searchParams.get("notice") === "save"
        ? SIGN_IN_REQUIRED
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

function messageFor(status: number, body: Record<string, unknown>): string {
  const code = typeof body.code === "string" ? body.code : "";
  if (status === 429 && code === "ACCOUNT_LOCKED")
    return "Too many wrong passwords for this account, so sign-in to it is paused for 15 minutes. If an account uses this address, we have e-mailed it a link to sign in now.";
  if (status === 429) return "Too many attempts. Please wait a few minutes and try again.";
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "The e-mail address or password is not right.";
    case "EMAIL_NOT_VERIFIED":
      return "Please confirm your e-mail address first: we have sent you a new confirmation link.";
    case "PASSWORD_TOO_SHORT":
      return "Your password must have at least 8 characters.";
    case "PASSWORD_TOO_LONG":
      return "Your password can have at most 128 characters.";
    case "INVALID_EMAIL":
      return INVALID_EMAIL_MESSAGE;
    case "VALIDATION_ERROR":
      // better-call's raw zod message ("[body.email] Invalid email address") is not for people.
      return /email/i.test(typeof body.message === "string" ? body.message : "")
        ? INVALID_EMAIL_MESSAGE
        : "Some of the values in the form are not valid. Please check them and try again.";
    case "INVALID_TOKEN":
      return "This reset link is not valid any more. Ask for a new one.";
    case "BANNED_USER":
      return "This account has been suspended.";
    default:
      return typeof body.message === "string" && body.message
        ? body.message
        : "Something went wrong. Please try again.";
  }
}

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
  const form = await readForm(request);
  const intent = text(form, "intent");
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const call = (path: string, body: Record<string, unknown>) =>
    callAuthEndpoint(services.auth, { request, siteUrl, clientIp, path, body });
  const refused = (result: SubmissionResult<string[]>, status = 400) =>
    data<ActionResult>({ intent, result }, { status });
  const statusOf = (result: { status: number }) => (result.status === 429 ? 429 : 400);

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
      body: { email, password, callbackURL: VERIFIED_URL, rememberMe: true },
      headers: unlock ? { [UNLOCK_HEADER]: unlock } : {},
    });
    if (!result.ok) {
      return refused(
        submission.reply({ ...HIDDEN, formErrors: [messageFor(result.status, result.body)] }),
        statusOf(result),
      );
    }
    throw redirect(redirectTo, { headers: cookieHeaders(result.setCookies) });
  }

  if (intent === "sign-up") {
    const submission = parseWithZod(form, { schema: signUpSchema });
    if (submission.status !== "success") return refused(submission.reply(HIDDEN));
    const { name, email, password, locale } = submission.value;
    const result = await call("/sign-up/email", {
      name,
      email,
      password,
      callbackURL: VERIFIED_URL,
      ...(isLocale(locale) ? { locale } : {}),
    });
    const code = typeof result.body.code === "string" ? result.body.code : "";
    // An address that already has an account gets the same answer: the form does not tell who
    // has an account.
    if (!result.ok && !code.startsWith("USER_ALREADY_EXISTS")) {
      const message = messageFor(result.status, result.body);
      const field = code.startsWith("PASSWORD")
        ? "password"
        : message === INVALID_EMAIL_MESSAGE
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
    return {
      intent,
      done: `We have sent a confirmation link to ${email}. Open it to activate your account.`,
    } satisfies ActionResult;
  }

  if (intent === "reset") {
    const submission = parseWithZod(form, { schema: resetRequestSchema });
    if (submission.status !== "success") return refused(submission.reply());
    const { email } = submission.value;
    const result = await call("/request-password-reset", { email, redirectTo: "/auth" });
    if (result.status === 429) {
      return refused(submission.reply({ formErrors: [messageFor(429, {})] }), 429);
    }
    return {
      intent,
      done: `If an account uses ${email}, we have sent it a link to choose a new password.`,
    } satisfies ActionResult;
  }

  if (intent === "new-password") {
    const submission = parseWithZod(form, { schema: newPasswordSchema });
    if (submission.status !== "success") return refused(submission.reply(HIDDEN));
    const { password = "", token = "" } = submission.value;
    const result = await call("/reset-password", { newPassword: password, token });
    if (!result.ok) {
      return refused(
        submission.reply({ ...HIDDEN, formErrors: [messageFor(result.status, result.body)] }),
        statusOf(result),
      );
    }
    return {
      intent,
      done: "Your password has been changed. Sign in with your new password.",
    } satisfies ActionResult;
  }

  return refused(
    parseWithZod(form, { schema: z.object({}) }).reply({ formErrors: ["Unknown form."] }),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData?.mode === "sign-up"
        ? "Create an account | Blueboard"
        : loaderData?.mode === "sign-in"
          ? "Sign in | Blueboard"
          : "Reset your password | Blueboard",
  },
  { name: "robots", content: "noindex" },
];

const button =
  "inline-flex min-h-10 w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, notice, resetError } = loaderData;
  const result: ActionResult | undefined = actionData?.intent === mode ? actionData : undefined;
  const back = redirectTo !== "/dashboard" ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const titles: Record<Mode, string> = {
    "sign-in": "Sign in",
    "sign-up": "Create your account",
    reset: "Reset your password",
    "new-password": "Choose a new password",
  };
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{titles[mode]}</h1>
      {notice && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {resetError && mode === "sign-in" && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          This reset link is not valid any more. Ask for a new one.
        </p>
      )}
      {result?.done ? (
        <div role="status" className="mt-6 rounded-md bg-emerald-50 p-4 text-sm text-emerald-900">
          <p>{result.done}</p>
          {mode === "new-password" && (
            <Link to="/auth" className="mt-3 inline-flex font-medium underline">
              Sign in
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
            Already have an account?{" "}
            <Link to={`/auth?mode=sign-in${back}`} className="font-medium text-brand-700 underline">
              Sign in
            </Link>
          </p>
        )}
        {mode !== "sign-up" && (
          <p>
            New to Blueboard?{" "}
            <Link to={`/auth?mode=sign-up${back}`} className="font-medium text-brand-700 underline">
              Create an account
            </Link>
          </p>
        )}
        {mode === "sign-in" && (
          <p>
            <Link to="/auth?mode=reset" className="font-medium text-brand-700 underline">
              Forgot your password?
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}

const PASSWORD_HINT =
  "8 to 128 characters. Passwords that are easy to guess (common ones, repeats, your own name or address) are refused: a few unrelated words make a strong one.";

function AuthForm({
  mode,
  signUpLocale,
  redirectTo,
  resetToken,
  unlockToken,
  lastResult,
}: {
  mode: Mode;
  /** The language a new account starts with (kept from a refused attempt). */
  signUpLocale: string | null;
  redirectTo: string;
  resetToken: string;
  unlockToken: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  // The server checks every submission with the mode's schema (anonymous visitors have no
  // script); the form shows what it answered.
  const [form, fields] = useForm<{
    name: string;
    email: string;
    password: string;
    confirm: string;
    locale: string;
  }>({ id: mode, lastResult });
  const locale = fields.locale.initialValue ?? signUpLocale;
  return (
    <>
      {form.errors?.length ? (
        <p
          id={form.errorId}
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800"
        >
          {form.errors.join(" ")}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value={mode} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {mode === "sign-up" && locale && <input type="hidden" name="locale" value={locale} />}
        {mode === "sign-up" && (
          <FormField
            field={fields.name}
            label="Full name"
            autoComplete="name"
            required
            maxLength={120}
          />
        )}
        {mode !== "new-password" && (
          <FormField
            field={fields.email}
            label="E-mail address"
            type="email"
            autoComplete="email"
            required
          />
        )}
        {mode === "new-password" && <input type="hidden" name="token" value={resetToken} />}
        {mode === "sign-in" && unlockToken && (
          <input type="hidden" name="unlock" value={unlockToken} />
        )}
        {mode !== "reset" && (
          <FormField
            field={fields.password}
            label={mode === "new-password" ? "New password" : "Password"}
            type="password"
            autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
            required
            minLength={mode === "sign-in" ? undefined : 8}
            maxLength={128}
            hint={mode === "sign-in" ? undefined : PASSWORD_HINT}
          />
        )}
        {mode === "new-password" && (
          <FormField
            field={fields.confirm}
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={128}
          />
        )}
        <button type="submit" className={button} disabled={busy}>
          {mode === "sign-in"
            ? "Sign in"
            : mode === "sign-up"
              ? "Create account"
              : mode === "reset"
                ? "Send reset link"
                : "Save new password"}
        </button>
      </Form>
    </>
  );
}
