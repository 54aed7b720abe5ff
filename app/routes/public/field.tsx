import type { Route } from "./+types/field";
import { PageIntro } from "#app/components/page-intro";

function titleFromSlug(slug: string) {
  return slug.replace(/-/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export function loader({ params }: Route.LoaderArgs) {
  return { name: titleFromSlug(params.field) };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `Jobs: ${data?.name ?? ""} | Blueboard` },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro title={`Jobs: ${loaderData.name}`}>
      <p>A guide to careers here, with every open position, is on its way.</p>
    </PageIntro>
  );
}
