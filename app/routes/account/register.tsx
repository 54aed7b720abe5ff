import { redirect } from "react-router";
import type { Route } from "./+types/register";
import { localizedPath } from "#domain/interface-locales";
import { requestLocale } from "#server/modules/i18n/plain-translator";

// The old sign-up address: the sign-up form, in the language of the address it was asked in.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizedPath("/auth?mode=sign-up", requestLocale(request)));
}
