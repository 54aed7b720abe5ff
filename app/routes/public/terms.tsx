import type { Route } from "./+types/terms";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { SimplePage } from "#app/components/simple-page";

export function loader({ context }: Route.LoaderArgs) {
  return { site: getSiteInfo(context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    site: loaderData?.site,
    title: "Terms of service",
    description:
      "The terms for using Blueboard, an independent job aggregator for international careers.",
    path: "/terms",
  });

export default function Terms() {
  return (
    <SimplePage title="Terms of service" updated="2026">
      <h2>The service</h2>
      <p>
        Blueboard lists vacancies published by other organisations. We work to keep listings
        accurate and current, but the employer's own vacancy notice is always the authoritative
        version: check it, including the deadline and eligibility, before you apply.
      </p>
      <h2>No affiliation, no fees to apply</h2>
      <p>
        Blueboard is independent and not affiliated with the United Nations or any listed
        organisation. Legitimate international organisations do not charge fees at any stage of
        recruitment; be wary of anyone who asks you to pay to apply or to secure a job.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password safe and use the service lawfully. We may suspend accounts used to abuse
        the service, for example by automated scraping or sending spam through our forms.
      </p>
      <h2>Paid coaching</h2>
      <p>
        Coaching is agreed separately in writing, including its price, before any payment. Coaching
        improves how you present yourself; it cannot guarantee a job offer.
      </p>
      <h2>Liability</h2>
      <p>
        The service is provided as it is. To the extent the law allows, we are not liable for
        decisions made by employers or for losses arising from reliance on a listing.
      </p>
    </SimplePage>
  );
}
