import type { Route } from "./+types/dashboard";
import { PageIntro } from "#app/components/page-intro";

export const meta: Route.MetaFunction = () => [{ title: "Your dashboard | Blueboard" }];

export default function Page() {
  return (
    <PageIntro title="Your dashboard">
      <p>Saved jobs, saved searches and alert settings will live here.</p>
    </PageIntro>
  );
}
