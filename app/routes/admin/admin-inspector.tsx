import { useEffect, useState } from "react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin-inspector";
import { getRequestInfo } from "#app/lib/account.server";
import { AdminNotice } from "#app/components/admin-notice";
import { ScrollRegion } from "#app/components/scroll-region";
import {
  analyzeGrades,
  inspectJob,
  testExtraction,
  type GradeMatchView,
  type Snippet,
} from "#server/modules/admin/extraction-inspector";
import { AdminTableHead } from "#app/components/admin-table-head";

// The extraction inspector: read-only, so its forms are GET forms (a link to any result can be
// shared, and nothing is written to the audit log). ?analyze=1 analyses every source's grades;
// ?job=<id>&view=matches|test inspects one job.

const VIEWS = ["matches", "test"] as const;
type View = (typeof VIEWS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestInfo(context).services;
  const params = new URL(request.url).searchParams;
  const analysis = params.get("analyze") ? await analyzeGrades(db) : null;
  const jobParam = params.get("job");
  const rawView = params.get("view") ?? "matches";
  const view: View = (VIEWS as readonly string[]).includes(rawView) ? (rawView as View) : "matches";
  const base = { analysis, jobId: jobParam ?? "", view };
  if (jobParam === null) return { ...base, error: null, inspection: null, comparison: null };
  if (jobParam.trim() === "")
    return data(
      {
        ...base,
        error: "Enter a job id to show its matches or test its extraction.",
        inspection: null,
        comparison: null,
      },
      400,
    );
  const result =
    view === "matches"
      ? await inspectJob(db, jobParam)
      : await testExtraction(db, jobParam, new Date());
  if (!result.ok)
    return data(
      { ...base, error: result.message, inspection: null, comparison: null },
      result.message.startsWith("No job") ? 404 : 400,
    );
  return {
    ...base,
    error: null,
    inspection: "grade" in result.value ? result.value : null,
    comparison: "fields" in result.value ? result.value : null,
  };
}

const buttonClass =
  "min-h-10 rounded-md px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const primary = `${buttonClass} bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

function Highlighted({ snippet }: { snippet: Snippet }) {
  return (
    <p className="mt-1 rounded bg-slate-50 px-2 py-1 font-mono text-xs break-words text-slate-700">
      {snippet.before}
      <mark className="rounded bg-amber-200 px-0.5 text-slate-900">{snippet.match}</mark>
      {snippet.after}
    </p>
  );
}

function GradeMatches({ label, matches }: { label: string; matches: GradeMatchView[] }) {
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-slate-800">
        {label}: {matches.length === 1 ? "1 match" : `${matches.length} matches`}
      </h4>
      {matches.length > 0 && (
        <ol className="mt-2 space-y-3">
          {matches.map((match) => (
            <li key={`${match.rule}@${match.index}`} className="text-sm">
              <span className="font-medium text-slate-900">{match.code}</span>{" "}
              <span className="text-slate-600">
                rule “{match.rule}” ({match.kind}), at {match.index}:
              </span>{" "}
              {match.chosen ? (
                <span className="font-semibold text-emerald-800">chosen</span>
              ) : match.accepted ? (
                <span className="text-emerald-800">accepted</span>
              ) : (
                <span className="text-red-800">rejected: {match.rejection}</span>
              )}
              <Highlighted snippet={match.snippet} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

export default function AdminInspector({ loaderData }: Route.ComponentProps) {
  const { analysis, jobId, error, inspection, comparison } = loaderData;
  const [id, setId] = useState(jobId);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setId(jobId), [jobId]);
  // Without JavaScript the buttons stay enabled and the server answers an empty id with an error.
  const noId = hydrated && id.trim() === "";
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">Extraction inspector</h2>
      <p className="mt-1 text-sm text-slate-600">
        What the extractor that ingestion uses reads from stored jobs today: the grade patterns that
        match per source, and for one job every grade, deadline and duty-station match in its title
        and description, and its stored values next to freshly extracted ones.
      </p>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Form
          method="get"
          aria-label="Analyze grades"
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <h3 className="text-sm font-semibold text-slate-900">Grades per source</h3>
          <p className="mt-1 text-sm text-slate-600">
            Open jobs with and without a stored grade, and which patterns give a grade now.
          </p>
          <button type="submit" name="analyze" value="1" className={`${primary} mt-3`}>
            Analyze
          </button>
        </Form>
        <Form
          method="get"
          aria-label="Inspect one job"
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <label htmlFor="inspector-job" className="text-sm font-semibold text-slate-900">
            Job id
          </label>
          <input
            id="inspector-job"
            name="job"
            value={id}
            onChange={(event) => setId(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="inspector-job-hint"
            className="mt-1 block min-h-10 w-full rounded-md border border-slate-400 px-3 font-mono text-sm"
          />
          <p id="inspector-job-hint" className="mt-1 text-xs text-slate-600">
            The id in a job&apos;s address (/jobs/&lt;id&gt;) or the admin job list.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="submit" name="view" value="matches" disabled={noId} className={primary}>
              Show matches
            </button>
            <button type="submit" name="view" value="test" disabled={noId} className={secondary}>
              Test extraction
            </button>
          </div>
        </Form>
      </div>

      {error && (
        <div className="mt-6">
          <AdminNotice ok={false} message={error} />
        </div>
      )}

      {analysis && (
        <section aria-labelledby="analysis-heading" className="mt-8">
          <h3 id="analysis-heading" className="text-base font-semibold text-slate-900">
            Analysis of {analysis.openJobs.toLocaleString("en")} open jobs
          </h3>
          {analysis.sources.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">There are no open jobs.</p>
          ) : (
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {analysis.sources.map((source) => (
                <li
                  key={source.source}
                  className="min-w-0 rounded-lg border border-slate-200 bg-white p-4"
                >
                  <h4 className="font-semibold break-words text-slate-900">{source.source}</h4>
                  <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 text-sm tabular-nums">
                    <dt className="text-slate-600">Jobs with grades</dt>
                    <dd>{source.jobsWithGrades}</dd>
                    <dt className="text-slate-600">Jobs without grades</dt>
                    <dd>{source.jobsWithoutGrades}</dd>
                    <dt className="text-slate-600">…of which the extractor finds one now</dt>
                    <dd>{source.foundNowWithoutStored}</dd>
                  </dl>
                  <h5 className="mt-3 text-sm font-medium text-slate-800">Patterns that matched</h5>
                  {source.patterns.length === 0 ? (
                    <p className="text-sm text-slate-600">none</p>
                  ) : (
                    <ul
                      aria-label={`Patterns that matched in ${source.source}`}
                      className="mt-1 flex flex-wrap gap-1.5 text-xs"
                    >
                      {source.patterns.map((pattern) => (
                        <li
                          key={pattern.rule}
                          className="rounded-full border border-slate-300 px-2 py-0.5"
                        >
                          {pattern.rule}: {pattern.jobs}
                        </li>
                      ))}
                    </ul>
                  )}
                  {source.sampleWithoutGrades.length > 0 && (
                    <>
                      <h5 className="mt-3 text-sm font-medium text-slate-800">
                        Jobs without a grade
                      </h5>
                      <ul className="mt-1 space-y-1 text-sm">
                        {source.sampleWithoutGrades.map((job) => (
                          <li key={job.id} className="break-words">
                            <Link
                              to={`/admin/inspector?job=${job.id}&view=matches`}
                              className="text-brand-700 hover:underline"
                            >
                              {job.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {inspection && (
        <section aria-labelledby="matches-heading" className="mt-8">
          <h3 id="matches-heading" className="text-base font-semibold break-words text-slate-900">
            Matches in “{inspection.job.title}”
          </h3>
          <p className="mt-1 text-sm break-words text-slate-600">
            {inspection.job.organization} · {inspection.job.source} · stored grade{" "}
            {inspection.job.gradeCode ?? "none"}
            {inspection.job.gradeSource ? ` (${inspection.job.gradeSource})` : ""} ·{" "}
            <Link to={`/admin/jobs/${inspection.job.id}`} className="text-brand-700 underline">
              Edit the job
            </Link>
          </p>
          <Section title="Grade">
            <p className="mt-1 text-sm text-slate-700">
              {inspection.grade.chosen
                ? `The extractor reads ${inspection.grade.chosen.code} from the ${inspection.grade.chosen.source} (rule “${inspection.grade.chosen.rule}”).`
                : "The extractor finds no grade in the title or description."}
            </p>
            <GradeMatches label="Title" matches={inspection.grade.title} />
            <GradeMatches
              label={`Description (the first 5,000 of ${inspection.grade.descriptionLength.toLocaleString("en")} characters, as the extractor reads them)`}
              matches={inspection.grade.description}
            />
          </Section>
          <Section title="Deadline">
            <p className="mt-1 text-sm text-slate-700">
              {inspection.deadline.extracted
                ? `The extractor reads the deadline ${inspection.deadline.extracted} from the description.`
                : "The extractor finds no deadline in the description."}
            </p>
            <h4 className="mt-4 text-sm font-semibold text-slate-800">
              Deadline labels: {inspection.deadline.mentions.length}
            </h4>
            <ol className="mt-2 space-y-3">
              {inspection.deadline.mentions.map((mention) => (
                <li key={mention.snippet.index} className="text-sm">
                  <span className="font-medium text-slate-900">“{mention.label}”</span>{" "}
                  <span className="text-slate-600">at {mention.snippet.index}:</span>{" "}
                  {mention.date ?? mention.outcome}
                  <Highlighted snippet={mention.snippet} />
                </li>
              ))}
            </ol>
          </Section>
          <Section title="Duty station">
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
              <dt className="text-slate-600">Location field</dt>
              <dd className="break-words">{inspection.dutyStation.field}</dd>
              <dt className="text-slate-600">In the title</dt>
              <dd className="break-words">{inspection.dutyStation.title ?? "none"}</dd>
            </dl>
            <h4 className="mt-4 text-sm font-semibold text-slate-800">
              Duty-station phrases in the description: {inspection.dutyStation.mentions.length}
            </h4>
            <ol className="mt-2 space-y-3">
              {inspection.dutyStation.mentions.map((mention) => (
                <li key={mention.snippet.index} className="text-sm">
                  <span className="font-medium text-slate-900">{mention.kind}</span>{" "}
                  <span className="text-slate-600">at {mention.snippet.index}:</span>{" "}
                  {mention.place
                    ? `a place, ${mention.place}`
                    : `not a place (“${mention.phrase}”)`}
                  <Highlighted snippet={mention.snippet} />
                </li>
              ))}
            </ol>
          </Section>
        </section>
      )}

      {comparison && (
        <section aria-labelledby="test-heading" className="mt-8">
          <h3 id="test-heading" className="text-base font-semibold break-words text-slate-900">
            Test extraction of “{comparison.job.title}”
          </h3>
          <div className="mt-3">
            <AdminNotice
              ok={comparison.extractionWorked}
              message={
                comparison.extractionWorked
                  ? `Grade extraction worked: ${comparison.extractedGrade} stored and extracted.`
                  : `Grade extraction did not give the stored grade: stored ${comparison.currentGrade ?? "none"}, extracted ${comparison.extractedGrade ?? "none"}.`
              }
            />
          </div>
          <p className="mt-3 text-sm text-slate-600">
            Fresh values come from ingestion&apos;s normalisation of the stored title, organisation,
            location and description; a source&apos;s own grade field and dates are not stored, so
            values taken from them can differ.
          </p>
          <ScrollRegion label="Stored and extracted values" className="mt-3">
            <table className="w-full text-left text-sm">
              <AdminTableHead columns={["Field", "Stored", "Extracted now", "Result"]} narrow />
              <tbody className="divide-y divide-slate-100">
                {comparison.fields.map((row) => (
                  <tr key={row.field}>
                    <th scope="row" className="px-3 py-2 font-medium text-slate-800">
                      {row.field}
                    </th>
                    <td className="px-3 py-2 break-words">{row.current ?? "none"}</td>
                    <td className="px-3 py-2 break-words">{row.extracted ?? "none"}</td>
                    <td className={`px-3 py-2 ${row.same ? "text-emerald-800" : "text-red-800"}`}>
                      {row.same ? "same" : "differs"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      )}
    </>
  );
}
