import type { Route } from "./+types/auth";
import { PageIntro } from "#app/components/page-intro";

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Blueboard" }];

export default function Page() {
  return (
    <PageIntro title="Sign in">
      <p>Accounts, saved jobs and daily job alerts are coming soon.</p>
    </PageIntro>
  );
}
