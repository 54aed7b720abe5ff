import { Form, Link } from "react-router";
import type { Route } from "./+types/search";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";

export function loader({ context }: Route.LoaderArgs) {
  return { site: getSiteInfo(context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    site: loaderData?.site,
    title: "Search UN and international jobs",
    description:
      "Search every open position in the UN system, international organisations, development banks, EU agencies and NGOs by keyword and duty station.",
    path: "/search",
  });

const FIELDS = [
  { label: "Public health", to: "/field/public-health" },
  { label: "Humanitarian aid", to: "/field/humanitarian-aid" },
  { label: "Economics and finance", to: "/field/economics" },
  { label: "Education and programmes", to: "/field/education" },
];

const LOCATIONS = [
  { label: "Kenya", to: "/location/kenya" },
  { label: "Switzerland", to: "/location/switzerland" },
  { label: "Ethiopia", to: "/location/ethiopia" },
  { label: "Remote", to: "/location/remote" },
];

const ORGANIZATIONS = [
  { label: "UNDP", to: "/organization/undp" },
  { label: "UNICEF", to: "/organization/unicef" },
  { label: "WHO", to: "/organization/who" },
  { label: "WFP", to: "/organization/wfp" },
];

function QuickLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { label: string; to: string }[];
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-8 items-center text-sm text-brand-700 hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Search() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Search jobs</h1>
      <p className="mt-2 text-slate-700">
        Search every open position by title, skill, organisation or duty station.
      </p>
      <Form
        method="get"
        action="/jobs"
        role="search"
        className="mt-8 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end sm:p-5"
      >
        <div>
          <label htmlFor="search-keywords" className="text-sm font-medium text-slate-800">
            Keywords
          </label>
          <input
            id="search-keywords"
            name="search"
            type="search"
            placeholder="Job title, description, skills"
            className="mt-1 h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base"
          />
        </div>
        <div>
          <label htmlFor="search-location" className="text-sm font-medium text-slate-800">
            Location
          </label>
          <input
            id="search-location"
            name="location"
            type="text"
            placeholder="City or country"
            className="mt-1 h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base"
          />
        </div>
        <button
          type="submit"
          className="h-11 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
      </Form>
      <p className="mt-3 text-sm text-slate-600">
        Or{" "}
        <Link to="/jobs" className="text-brand-700 underline">
          browse all open jobs
        </Link>{" "}
        and filter by level, field, grade and organisation.
      </p>
      <div className="mt-10 grid gap-4 sm:grid-cols-3">
        <QuickLinks id="quick-fields" title="Popular fields" links={FIELDS} />
        <QuickLinks id="quick-locations" title="Popular locations" links={LOCATIONS} />
        <QuickLinks id="quick-organizations" title="Popular organizations" links={ORGANIZATIONS} />
      </div>
    </div>
  );
}
