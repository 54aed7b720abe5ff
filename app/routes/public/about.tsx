import { Link } from "react-router";
import type { Route } from "./+types/about";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { SimplePage } from "#app/components/simple-page";

export function loader({ context }: Route.LoaderArgs) {
  return { site: getSiteInfo(context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    site: loaderData?.site,
    title: "About",
    description:
      "Blueboard is an independent job aggregator for careers in the UN system, international organisations, development banks, EU agencies and NGOs.",
    path: "/about",
  });

export default function About() {
  return (
    <SimplePage title="About Blueboard">
      <p>
        Blueboard gathers open positions from the United Nations system, international
        organisations, development banks, EU agencies and NGOs into one searchable listing, updated
        daily. Each organisation publishes vacancies on its own site and in its own format; we bring
        them together, tidy up grades, locations and deadlines, and link you to the official page to
        apply.
      </p>
      <h2>Independent</h2>
      <p>
        Blueboard is independent. It is not affiliated with, endorsed by or acting for the United
        Nations Secretariat or any organisation whose vacancies it lists. Applications always go
        through the employer's own recruitment system, and no employer charges a fee to apply.
      </p>
      <h2>What is free</h2>
      <p>
        Searching, filtering, reading vacancies, job alerts, the{" "}
        <Link to="/planner">career planner</Link> and our articles are free. One-to-one{" "}
        <Link to="/coaching">career coaching</Link> is a paid service, priced on request.
      </p>
      <h2 id="crawler">For site owners: our crawler</h2>
      <p>
        Our crawler names itself <code>Blueboard/1.0</code> with a link to this page. It reads your
        robots.txt before anything else and obeys the group for <code>Blueboard</code> (or{" "}
        <code>*</code>), including <code>Crawl-delay</code>. It fetches one page at a time from each
        site, spaced out (a second apart unless your Crawl-delay asks for more), waits as long as a{" "}
        <code>Retry-After</code> asks, and asks for unchanged pages conditionally. To keep it out of
        part or all of your site, add a <code>User-agent: Blueboard</code> group with{" "}
        <code>Disallow</code> rules; for anything else, write to us as below.
      </p>
      <h2>Contact</h2>
      <p>
        To reach us, use the form on the <Link to="/coaching#request">coaching page</Link> and
        choose "Other" as your situation. If you spot a vacancy that is wrong or out of date, tell
        us there too.
      </p>
    </SimplePage>
  );
}
