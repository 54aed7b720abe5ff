import { data } from "react-router";
import type { Route } from "./+types/admin";

// Admin rights are checked on the server. Until accounts exist nobody holds the admin role,
// so every request is refused here rather than trusting the browser.
export function loader() {
  return data({ allowed: false }, { status: 403 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Access Denied | Blueboard" },
  { name: "robots", content: "noindex" },
];

export default function Admin() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-600">
        You don't have permission to access the admin dashboard.
      </p>
    </section>
  );
}
