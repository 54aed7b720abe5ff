import type { Route } from "./+types/un-budget-crisis";
import { PageIntro } from "#app/components/page-intro";

export const meta: Route.MetaFunction = () => [
  { title: "The UN 2026 budget crisis and your career | Blueboard" },
];

export default function Page() {
  return (
    <PageIntro title="The UN 2026 budget crisis and your career">
      <p>This article is on its way. Meanwhile, browse the open positions.</p>
    </PageIntro>
  );
}
