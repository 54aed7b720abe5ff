import type { Route } from "./+types/unaids-sunset";
import { PageIntro } from "#app/components/page-intro";

export const meta: Route.MetaFunction = () => [
  { title: "What Does Sunsetting UNAIDS Mean for Global Health Careers? | Blueboard" },
];

export default function Page() {
  return (
    <PageIntro title="What Does Sunsetting UNAIDS Mean for Global Health Careers?">
      <p>This article is on its way. Meanwhile, browse the open global health positions.</p>
    </PageIntro>
  );
}
