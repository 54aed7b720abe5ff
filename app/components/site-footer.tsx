import { Link } from "react-router";

const COLUMNS = [
  {
    title: "Platform",
    links: [
      { label: "Job Search", to: "/jobs" },
      { label: "Dashboard", to: "/dashboard" },
      { label: "Career Planner", to: "/planner" },
      { label: "Coaching", to: "/coaching" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Blog", to: "/blog" },
      { label: "About", to: "/about" },
      { label: "Contact", to: "/coaching#request" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Terms of Service", to: "/terms" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="render-when-visible mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div>
          <p className="text-base font-semibold text-brand-800">Blueboard</p>
          <p className="mt-2 text-sm text-slate-600">
            Every open position in the UN system, international organisations, development banks, EU
            agencies and NGOs, in one place. Jobs are updated daily.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="text-sm text-slate-600 hover:text-brand-700 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-600 sm:px-6">
          Blueboard is independent and is not affiliated with the United Nations or any organisation
          whose vacancies it lists. Always apply on the employer's own site.
        </p>
      </div>
    </footer>
  );
}
