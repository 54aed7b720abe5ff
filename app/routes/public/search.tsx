import { Form } from "react-router";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = () => [{ title: "Search jobs | Blueboard" }];

export default function Search() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Search jobs</h1>
      <p className="mt-2 text-slate-600">
        Search every open position by title, skill, organisation or duty station.
      </p>
      <Form method="get" action="/jobs" className="mt-8 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="search-keywords" className="sr-only">
          Keywords
        </label>
        <input
          id="search-keywords"
          name="search"
          type="search"
          placeholder="Job title, description, skills"
          className="h-11 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base"
        />
        <label htmlFor="search-location" className="sr-only">
          Location
        </label>
        <input
          id="search-location"
          name="location"
          type="text"
          placeholder="City or country"
          className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base sm:w-48"
        />
        <button
          type="submit"
          className="h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
      </Form>
    </section>
  );
}
