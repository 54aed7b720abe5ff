import type { Route } from "./+types/blog";
import { PageIntro } from "#app/components/page-intro";

export const meta: Route.MetaFunction = () => [
  { title: "UN80: what the reform means for your career | Blueboard" },
];

export default function Page() {
  return (
    <PageIntro title="UN80: what the reform means for your career">
      <p>
        Our analysis of the UN80 reform initiative and what it means for jobs across the UN system
        is on its way.
      </p>
    </PageIntro>
  );
}
