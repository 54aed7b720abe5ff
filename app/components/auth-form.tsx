import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormField } from "#app/components/form-field";
import { useI18n } from "#app/lib/i18n/i18n";

export type AuthMode = "sign-in" | "sign-up" | "reset" | "new-password";

const button =
  "inline-flex min-h-10 w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

const SUBMIT: Record<AuthMode, string> = {
  "sign-in": "account.auth.submit.signIn",
  "sign-up": "account.auth.submit.signUp",
  reset: "account.auth.submit.reset",
  "new-password": "account.auth.submit.newPassword",
};

/**
 * The form of one mode of /auth. The server checks every submission with the mode's schema
 * (anonymous visitors have no script) and answers with its errors in the page's language; the
 * form shows what it answered.
 */
export function AuthForm({
  mode,
  signUpLocale,
  redirectTo,
  resetToken,
  unlockToken,
  lastResult,
}: {
  mode: AuthMode;
  /** The language a new account starts with (kept from a refused attempt). */
  signUpLocale: string | null;
  redirectTo: string;
  resetToken: string;
  unlockToken: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
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
            label={t("account.auth.field.name")}
            autoComplete="name"
            required
            maxLength={120}
          />
        )}
        {mode !== "new-password" && (
          <FormField
            field={fields.email}
            label={t("account.auth.field.email")}
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
            label={t(
              mode === "new-password"
                ? "account.auth.field.newPassword"
                : "account.auth.field.password",
            )}
            type="password"
            autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
            required
            minLength={mode === "sign-in" ? undefined : 8}
            maxLength={128}
            hint={mode === "sign-in" ? undefined : t("account.auth.field.passwordHint")}
          />
        )}
        {mode === "new-password" && (
          <FormField
            field={fields.confirm}
            label={t("account.auth.field.confirm")}
            type="password"
            autoComplete="new-password"
            required
            maxLength={128}
          />
        )}
        <button type="submit" className={button} disabled={busy}>
          {t(SUBMIT[mode])}
        </button>
      </Form>
    </>
  );
}
