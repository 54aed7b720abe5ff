import type { Route } from "./+types/coaching";
import { PageIntro } from "#app/components/page-intro";

export const meta: Route.MetaFunction = () => [{ title: "Career coaching | Blueboard" }];

export default function Page() {
  return (
    <PageIntro title="Career coaching">
      <p>
        One-to-one coaching for applications to the UN system and international organisations is
        coming soon.
      </p>
    </PageIntro>
  );
}
