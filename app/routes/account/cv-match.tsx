import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/cv-match";
import { assertSameOrigin, getRequestInfo, requireUser } from "#app/lib/account.server";
import { getSiteInfo } from "#app/site";
import { SectionPanel } from "#app/components/section-panel";
import { CV_PRIMARY_BUTTON } from "#app/components/cv-buttons";
import { getJobDetails } from "#server/modules/jobs/job-details";
import { getCv } from "#server/modules/cv/cv-documents";
import { findLetterDraft, generateLetterDraft } from "#server/modules/cv/cv-letter";
import { AiUnavailableError, createAiClient, isAiConfigured } from "#server/modules/ai/ai-client";
import { cvLines, matchCv, type MatchLine, type MatchStatus } from "#domain/cv-match";
import { coverLetterTemplate } from "#domain/cover-letter";
import { readForm } from "#app/lib/request-body.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { services } = getRequestInfo(context);
  const site = getSiteInfo(context);
  const details = await getJobDetails(services.db, params.id);
  if (!details) throw data("Job not found.", { status: 404 });
  const job = {
    id: details.card.id,
    title: details.card.title,
    organization: details.card.organizationName,
    location: details.card.location || null,
  };
  const cv = await getCv(services.db, user.id);
  if (!cv) return { site, job, cv: null, match: null, template: null, ai: null };
  const match = matchCv(details.descriptionHtml, cv.text);
  const lines = cvLines(cv.text);
  const aiConfigured = isAiConfigured(services.env);
  const draft = aiConfigured
    ? await findLetterDraft(services.db, {
        userId: user.id,
        jobId: job.id,
        model: services.env.AI_MODEL!,
      })
    : null;
  return {
    site,
    job,
    cv: { fileName: cv.fileName, lines },
    match,
    template: coverLetterTemplate(job, match),
    ai: { configured: aiConfigured, draft },
  };
}

/** "Draft with AI": makes the draft, then shows the page again (a 303, so a reload does not ask twice). */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const user = await requireUser(request, context);
  const form = await readForm(request);
  if (form.get("intent") !== "draft")
    return data({ aiError: "This form does not exist." }, { status: 400 });
  const { services, clientIp } = getRequestInfo(context);
  const ai = createAiClient(services.env);
  if (!ai) return data({ aiError: "AI drafts are not set up on this site." }, { status: 404 });
  try {
    const result = await generateLetterDraft({
      db: services.db,
      ai,
      userId: user.id,
      jobId: params.id,
      clientIp: clientIp ?? "unknown",
      limits: {
        requestsPerHour: services.env.AI_REQUESTS_PER_HOUR,
        tokensPerDay: services.env.AI_TOKENS_PER_DAY,
      },
    });
    if (result.status === "not-found") return data({ aiError: "Job not found." }, { status: 404 });
    if (result.status === "no-cv")
      return data(
        { aiError: "Upload your CV first: the draft uses only what it says." },
        { status: 409 },
      );
    throw redirect(`/jobs/${params.id}/cv#ai-draft`, 303);
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    services.logger.warn("AI letter draft not made", { reason: error.reason, job: params.id });
    const status = error.reason === "rate-limit" || error.reason === "budget" ? 429 : 503;
    return data(
      { aiError: `${error.message} The match and the letter template above still work.` },
      {
        status,
        headers: error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {},
      },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `Your CV and ${loaderData?.job.title ?? "this job"} | ${loaderData?.site.siteName ?? "Blueboard"}`,
  },
  { name: "robots", content: "noindex" },
];

const STATUS: Record<MatchStatus, { label: string; className: string }> = {
  found: { label: "Found", className: "bg-green-100 text-green-900" },
  partly: { label: "Partly", className: "bg-amber-100 text-amber-900" },
  "not-found": { label: "Not found", className: "bg-slate-200 text-slate-800" },
};

const CATEGORY: Record<MatchLine["category"], string> = {
  education: "Education",
  experience: "Experience",
  languages: "Language",
  competencies: "Competency",
  skills: "Skill",
};

function LineNumbers({ numbers }: { numbers: number[] }) {
  if (numbers.length === 0) return <span className="text-slate-600">cites no CV line</span>;
  return (
    <span>
      CV line{numbers.length === 1 ? "" : "s"} {numbers.join(", ")}
    </span>
  );
}

export default function CvMatch({ loaderData, actionData }: Route.ComponentProps) {
  const { job, cv, match, template, ai } = loaderData;
  const busy = useNavigation().state === "submitting";
  const aiError = actionData?.aiError ?? null;
  const lineText = new Map(cv?.lines.map((line) => [line.number, line.text]) ?? []);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to={`/jobs/${job.id}`} className="text-brand-700 hover:underline">
          ← Back to the job
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        Your CV and this job
      </h1>
      <p className="mt-2 break-words text-slate-700">
        {job.title} · {job.organization}
        {job.location ? ` · ${job.location}` : ""}
      </p>

      {!cv || !match ? (
        <SectionPanel heading="Upload your CV first">
          <p className="mt-2 text-slate-700">
            The match sets each requirement of this posting against the lines of your CV. Your CV
            stays private to your account and you can delete it at any time.
          </p>
          <Link
            to={`/account/cv?job=${encodeURIComponent(`/jobs/${job.id}/cv`)}`}
            className={`${CV_PRIMARY_BUTTON} mt-4`}
          >
            Upload your CV
          </Link>
        </SectionPanel>
      ) : (
        <>
          <SectionPanel headingId="match-heading" heading="Requirements and what your CV shows">
            <p className="mt-2 text-sm text-slate-700">
              From <strong className="break-words">{cv.fileName}</strong>: {match.counts.found}{" "}
              found, {match.counts.partly} partly, {match.counts["not-found"]} not found. The match
              reads words and dates; it cannot judge quality, so read each line yourself. The
              posting&apos;s own text always decides.
            </p>
            {match.lines.length === 0 ? (
              <p className="mt-4 text-slate-700">
                No requirements could be read from this posting&apos;s text. Read the full
                description on the job page.
              </p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200">
                {match.lines.map((line, index) => (
                  <li key={index} className="py-4">
                    <div className="flex flex-wrap items-start gap-2">
                      <span
                        className={`inline-flex min-h-6 items-center rounded-full px-2.5 text-xs font-semibold ${STATUS[line.status].className}`}
                      >
                        {STATUS[line.status].label}
                      </span>
                      <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                        {CATEGORY[line.category]}
                      </span>
                    </div>
                    <p className="mt-1 break-words text-slate-900">{line.requirement}</p>
                    {line.note && <p className="mt-1 text-sm text-slate-700">{line.note}</p>}
                    {line.evidence.length > 0 ? (
                      <ul className="mt-2 space-y-1" aria-label="Evidence from your CV">
                        {line.evidence.map((evidence) => (
                          <li
                            key={evidence.number}
                            className="break-words border-l-4 border-brand-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
                          >
                            <span className="text-slate-600">CV line {evidence.number}: </span>
                            {evidence.text}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="mt-2 text-sm font-medium text-slate-700">
                        Not found in your CV.
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </SectionPanel>

          <SectionPanel headingId="template-heading" heading="Cover letter template">
            <p className="mt-2 text-sm text-slate-700">
              Copy it into your own editor and replace every part in [square brackets] with your own
              words. It quotes only what your CV says.
            </p>
            <label htmlFor="letter-template" className="sr-only">
              Cover letter template
            </label>
            <textarea
              id="letter-template"
              readOnly
              rows={14}
              defaultValue={template ?? ""}
              className="mt-3 block w-full rounded-md border border-slate-400 bg-slate-50 p-3 text-sm text-slate-900"
            />
          </SectionPanel>

          {ai?.configured && (
            <SectionPanel
              id="ai-draft"
              headingId="ai-draft-heading"
              heading="AI draft of a tailored letter"
            >
              {ai.draft ? (
                <>
                  <p className="mt-2 text-sm text-slate-700">
                    Generated by AI ({ai.draft.model}) from your CV only. Each paragraph names the
                    CV lines it rests on; check every sentence before you use it.
                  </p>
                  <div className="mt-4 space-y-4">
                    {ai.draft.letter.map((paragraph, index) => (
                      <div key={index}>
                        <p className="whitespace-pre-line break-words text-slate-900">
                          {paragraph.text}
                        </p>
                        <p className="mt-1 text-xs text-slate-600">
                          <LineNumbers numbers={paragraph.cvLines} />
                          {paragraph.cvLines.length > 0 && (
                            <span>
                              {" "}
                              (“
                              {paragraph.cvLines
                                .map((number) => lineText.get(number) ?? "")
                                .join("” · “")}
                              ”)
                            </span>
                          )}
                        </p>
                        {paragraph.unsupported.length > 0 && (
                          <p className="mt-1 text-sm font-medium text-red-800">
                            Check this: {paragraph.unsupported.join(", ")} does not appear in the CV
                            lines it cites.
                          </p>
                        )}
                      </div>
                    ))}
                  </div>
                  <h3 className="mt-6 font-semibold text-slate-900">CV bullet suggestions</h3>
                  {ai.draft.bullets.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-700">
                      No suggestion rested on lines of your CV.
                    </p>
                  ) : (
                    <ul className="mt-2 list-disc space-y-2 pl-5">
                      {ai.draft.bullets.map((bullet, index) => (
                        <li key={index} className="break-words text-slate-900">
                          {bullet.text}{" "}
                          <span className="text-xs text-slate-600">
                            (<LineNumbers numbers={bullet.cvLines} />)
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              ) : (
                <>
                  <p className="mt-2 text-sm text-slate-700">
                    The AI service writes a first draft of a letter for this job and suggests CV
                    bullets, using only facts from your CV; every claim lists the CV lines it rests
                    on. Your CV text and the posting are sent to the AI service for this.
                  </p>
                  {aiError && (
                    <p
                      role="alert"
                      className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                    >
                      {aiError}
                    </p>
                  )}
                  <Form method="post" className="mt-4">
                    <input type="hidden" name="intent" value="draft" />
                    <button type="submit" disabled={busy} className={CV_PRIMARY_BUTTON}>
                      {busy ? "Drafting…" : "Draft a letter with AI"}
                    </button>
                  </Form>
                </>
              )}
            </SectionPanel>
          )}
          <p className="mt-6 text-sm text-slate-700">
            <Link to="/account/cv" className="text-brand-700 hover:underline">
              Manage or delete your CV
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
