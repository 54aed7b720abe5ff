import { Form, Link, data, redirect, useNavigation } from "react-router";
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
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from "#server/modules/accounts/email-address";
import { readForm } from "#app/lib/request-body.server";
import { isLocale, refererLocale } from "#domain/interface-locales";

type Mode = "sign-in" | "sign-up" | "reset" | "new-password";

export const SIGN_IN_REQUIRED = "Sign in required: Please sign in to save jobs";
const UNLOCK_NOTICE =
  "This link lets you sign in although sign-in to your account was paused after several wrong passwords.";
// Where the confirmation link of the e-mail address leads: the dashboard, which then says the
// address is confirmed (or why the link did not work).
const VERIFIED_URL = "/dashboard?verified=1";
const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

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
  error?: string;
  fieldErrors?: Partial<Record<"name" | "email" | "password", string>>;
  done?: string;
  values?: { name?: string; email?: string; locale?: string };
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

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const { services, clientIp } = getRequestInfo(context);
  const siteUrl = services.env.siteUrl;
  const form = await readForm(request);
  const intent = text(form, "intent");
  const email = text(form, "email").trim();
  const password = text(form, "password");
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const call = (path: string, body: Record<string, unknown>) =>
    callAuthEndpoint(services.auth, { request, siteUrl, clientIp, path, body });

  if (intent === "sign-in") {
    if (!email && !password)
      return data<ActionResult>({ intent, error: MISSING_CREDENTIALS }, { status: 400 });
    if (email && !isEmailAddress(email))
      return data<ActionResult>(
        { intent, fieldErrors: { email: INVALID_EMAIL_MESSAGE }, values: { email } },
        { status: 400 },
      );
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
      return data<ActionResult>(
        { intent, error: messageFor(result.status, result.body), values: { email } },
        { status: result.status === 429 ? 429 : 400 },
      );
    }
    throw redirect(redirectTo, { headers: cookieHeaders(result.setCookies) });
  }

  if (intent === "sign-up") {
    const name = text(form, "name").trim();
    const locale = text(form, "locale");
    const fieldErrors: ActionResult["fieldErrors"] = {};
    if (!name) fieldErrors.name = "Please enter your full name.";
    else if (name.length > 120) fieldErrors.name = "Your name can have at most 120 characters.";
    if (!email) fieldErrors.email = "Please enter your e-mail address.";
    else if (!isEmailAddress(email)) fieldErrors.email = INVALID_EMAIL_MESSAGE;
    if (!password) fieldErrors.password = "Please choose a password.";
    if (Object.keys(fieldErrors).length) {
      return data<ActionResult>(
        { intent, fieldErrors, values: { name, email, locale } },
        { status: 400 },
      );
    }
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
      const onPassword = code.startsWith("PASSWORD");
      const onEmail = message === INVALID_EMAIL_MESSAGE;
      return data<ActionResult>(
        {
          intent,
          ...(onPassword
            ? { fieldErrors: { password: message } }
            : onEmail
              ? { fieldErrors: { email: message } }
              : { error: message }),
          values: { name, email, locale },
        },
        { status: result.status === 429 ? 429 : 400 },
      );
    }
    return {
      intent,
      done: `We have sent a confirmation link to ${email}. Open it to activate your account.`,
    } satisfies ActionResult;
  }

  if (intent === "reset") {
    if (!email || !isEmailAddress(email))
      return data<ActionResult>(
        {
          intent,
          fieldErrors: {
            email: email ? INVALID_EMAIL_MESSAGE : "Please enter your e-mail address.",
          },
          values: { email },
        },
        { status: 400 },
      );
    const result = await call("/request-password-reset", { email, redirectTo: "/auth" });
    if (result.status === 429) {
      return data<ActionResult>({ intent, error: messageFor(429, {}) }, { status: 429 });
    }
    return {
      intent,
      done: `If an account uses ${email}, we have sent it a link to choose a new password.`,
    } satisfies ActionResult;
  }

  if (intent === "new-password") {
    const token = text(form, "token");
    const confirm = text(form, "confirm");
    if (password !== confirm) {
      return data<ActionResult>(
        { intent, fieldErrors: { password: "The two passwords are not the same." } },
        { status: 400 },
      );
    }
    const result = await call("/reset-password", { newPassword: password, token });
    if (!result.ok) {
      return data<ActionResult>(
        { intent, error: messageFor(result.status, result.body) },
        { status: result.status === 429 ? 429 : 400 },
      );
    }
    return {
      intent,
      done: "Your password has been changed. Sign in with your new password.",
    } satisfies ActionResult;
  }

  return data<ActionResult>({ intent, error: "Unknown form." }, { status: 400 });
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

const input =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500";
const button =
  "inline-flex min-h-10 w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  error?: string | undefined;
  hint?: string;
  minLength?: number;
  maxLength?: number;
}) {
  const id = `field-${props.name}`;
  const described = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required
        minLength={props.minLength}
        maxLength={props.maxLength}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        className={input}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, resetToken, unlockToken, notice, resetError } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
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
      {result?.error && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {result.error}
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
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="intent" value={mode} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {mode === "sign-up" && (result?.values?.locale || loaderData.signUpLocale) && (
            <input
              type="hidden"
              name="locale"
              value={result?.values?.locale || loaderData.signUpLocale || ""}
            />
          )}
          {mode === "sign-up" && (
            <Field
              name="name"
              label="Full name"
              autoComplete="name"
              maxLength={120}
              defaultValue={result?.values?.name}
              error={result?.fieldErrors?.name}
            />
          )}
          {mode !== "new-password" && (
            <Field
              name="email"
              label="E-mail address"
              type="email"
              autoComplete="email"
              defaultValue={result?.values?.email}
              error={result?.fieldErrors?.email}
            />
          )}
          {mode === "new-password" && <input type="hidden" name="token" value={resetToken} />}
          {mode === "sign-in" && unlockToken && (
            <input type="hidden" name="unlock" value={unlockToken} />
          )}
          {mode !== "reset" && (
            <Field
              name="password"
              label={mode === "new-password" ? "New password" : "Password"}
              type="password"
              autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
              minLength={mode === "sign-in" ? undefined : 8}
              maxLength={128}
              hint={
                mode === "sign-in"
                  ? undefined
                  : "8 to 128 characters. Passwords that are easy to guess (common ones, repeats, your own name or address) are refused: a few unrelated words make a strong one."
              }
              error={result?.fieldErrors?.password}
            />
          )}
          {mode === "new-password" && (
            <Field
              name="confirm"
              label="Repeat the new password"
              type="password"
              autoComplete="new-password"
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
