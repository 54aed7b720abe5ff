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
import { cvLines, matchCv, type MatchStatus } from "#domain/cv-match";
import { coverLetterTemplate } from "#domain/cover-letter";
import { readForm } from "#app/lib/request-body.server";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { matchNoteText, requirementLabel } from "#app/lib/i18n/cv-match-labels";
import { localizedPath, splitLocalePath } from "#domain/interface-locales";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["cv"] } satisfies I18nHandle;

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

/** Why a draft was not made: a code the page words in its language. */
type AiProblem =
  | { code: "unknown-form" | "not-set-up" | "not-found" | "no-cv" }
  | { code: AiUnavailableError["reason"]; limit: number };

/** "Draft with AI": makes the draft, then shows the page again (a 303, so a reload does not ask twice). */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const user = await requireUser(request, context);
  const form = await readForm(request);
  const problem = (aiError: AiProblem, status: number, headers: HeadersInit = {}) =>
    data({ aiError }, { status, headers });
  if (form.get("intent") !== "draft") return problem({ code: "unknown-form" }, 400);
  const { services, clientIp } = getRequestInfo(context);
  const ai = createAiClient(services.env);
  if (!ai) return problem({ code: "not-set-up" }, 404);
  const limits = {
    requestsPerHour: services.env.AI_REQUESTS_PER_HOUR,
    tokensPerDay: services.env.AI_TOKENS_PER_DAY,
  };
  try {
    const result = await generateLetterDraft({
      db: services.db,
      ai,
      userId: user.id,
      jobId: params.id,
      clientIp: clientIp ?? "unknown",
      limits,
    });
    if (result.status === "not-found") return problem({ code: "not-found" }, 404);
    if (result.status === "no-cv") return problem({ code: "no-cv" }, 409);
    const { locale } = splitLocalePath(new URL(request.url).pathname);
    throw redirect(`${localizedPath(`/jobs/${params.id}/cv`, locale)}#ai-draft`, 303);
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    services.logger.warn("AI letter draft not made", { reason: error.reason, job: params.id });
    const status = error.reason === "rate-limit" || error.reason === "budget" ? 429 : 503;
    return problem(
      { code: error.reason, limit: limits.requestsPerHour },
      status,
      error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {},
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = metaTranslator(matches);
  return [
    {
      title: loaderData
        ? t("cv.match.metaTitle", { title: loaderData.job.title })
        : t("cv.match.metaFallback"),
    },
    { name: "robots", content: "noindex" },
  ];
};

const STATUS_CLASS: Record<MatchStatus, string> = {
  found: "bg-green-100 text-green-900",
  partly: "bg-amber-100 text-amber-900",
  "not-found": "bg-slate-200 text-slate-800",
};

function LineNumbers({ numbers }: { numbers: number[] }) {
  const { t, intlLocale } = useI18n();
  const lines = numbers
    .map((number) => number.toLocaleString(intlLocale))
    .join(t("cv.ai.separator"));
  return (
    <span className={numbers.length === 0 ? "text-slate-600" : undefined}>
      {t("cv.ai.cites", { count: numbers.length, lines })}
    </span>
  );
}

/** The action's problem with the draft, in the page's language. */
function aiProblemText(t: ReturnType<typeof useI18n>["t"], problem: AiProblem): string {
  if (!("limit" in problem)) return t(`cv.ai.errors.${problem.code}`);
  return `${t(`cv.ai.errors.${problem.code}`, { limit: problem.limit })} ${t("cv.ai.stillWorks")}`;
}

export default function CvMatch({ loaderData, actionData }: Route.ComponentProps) {
  const { job, cv, match, template, ai } = loaderData;
  const translator = useI18n();
  const { t, href } = translator;
  const busy = useNavigation().state === "submitting";
  const aiError = actionData?.aiError ? aiProblemText(t, actionData.aiError) : null;
  const lineText = new Map(cv?.lines.map((line) => [line.number, line.text]) ?? []);
  const ownPage = href(`/jobs/${job.id}/cv`);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to={href(`/jobs/${job.id}`)} className="text-brand-700 hover:underline">
          {t("cv.match.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {t("cv.match.title")}
      </h1>
      <p className="mt-2 break-words text-slate-700">
        {[job.title, job.organization, job.location].filter(Boolean).join(" · ")}
      </p>

      {!cv || !match ? (
        <SectionPanel heading={t("cv.match.uploadFirst")}>
          <p className="mt-2 text-slate-700">{t("cv.match.uploadIntro")}</p>
          <Link
            to={`${href("/account/cv")}?job=${encodeURIComponent(ownPage)}`}
            className={`${CV_PRIMARY_BUTTON} mt-4`}
          >
            {t("cv.match.upload")}
          </Link>
        </SectionPanel>
      ) : (
        <>
          <SectionPanel headingId="match-heading" heading={t("cv.match.heading")}>
            <p className="mt-2 text-sm text-slate-700">
              {rich(translator, "cv.match.summary", {
                file: cv.fileName,
                found: match.counts.found,
                partly: match.counts.partly,
                missing: match.counts["not-found"],
              })}
            </p>
            {match.lines.length === 0 ? (
              <p className="mt-4 text-slate-700">{t("cv.match.noRequirements")}</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200">
                {match.lines.map((line, index) => (
                  <li key={index} className="py-4">
                    <div className="flex flex-wrap items-start gap-2">
                      <span
                        className={`inline-flex min-h-6 items-center rounded-full px-2.5 text-xs font-semibold ${STATUS_CLASS[line.status]}`}
                      >
                        {t(`cv.status.${line.status}`)}
                      </span>
                      <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                        {t(`cv.category.${line.category}`)}
                      </span>
                    </div>
                    {/* The posting's own words keep their direction on a right-to-left page. */}
                    <p dir="auto" className="mt-1 break-words text-slate-900">
                      {requirementLabel(translator, line)}
                    </p>
                    {line.note && (
                      <p className="mt-1 text-sm text-slate-700">
                        {matchNoteText(translator, line.note)}
                      </p>
                    )}
                    {line.evidence.length > 0 ? (
                      <ul className="mt-2 space-y-1" aria-label={t("cv.match.evidenceLabel")}>
                        {line.evidence.map((evidence) => (
                          <li
                            key={evidence.number}
                            className="break-words border-s-4 border-brand-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
                          >
                            <span className="text-slate-600">
                              {t("cv.match.evidenceLine", { number: evidence.number })}{" "}
                            </span>
                            <bdi>{evidence.text}</bdi>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="mt-2 text-sm font-medium text-slate-700">
                        {t("cv.match.notFoundInCv")}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </SectionPanel>

          <SectionPanel headingId="template-heading" heading={t("cv.template.heading")}>
            <p className="mt-2 text-sm text-slate-700">{t("cv.template.intro")}</p>
            <label htmlFor="letter-template" className="sr-only">
              {t("cv.template.heading")}
            </label>
            <textarea
              id="letter-template"
              readOnly
              dir="ltr"
              rows={14}
              defaultValue={template ?? ""}
              className="mt-3 block w-full rounded-md border border-slate-400 bg-slate-50 p-3 text-sm text-slate-900"
            />
          </SectionPanel>

          {ai?.configured && (
            <SectionPanel id="ai-draft" headingId="ai-draft-heading" heading={t("cv.ai.heading")}>
              {ai.draft ? (
                <>
                  <p className="mt-2 text-sm text-slate-700">
                    {t("cv.ai.generated", { model: ai.draft.model })}
                  </p>
                  <div className="mt-4 space-y-4">
                    {ai.draft.letter.map((paragraph, index) => (
                      <div key={index}>
                        <p className="whitespace-pre-line break-words text-slate-900">
                          <bdi>{paragraph.text}</bdi>
                        </p>
                        <p className="mt-1 text-xs text-slate-600">
                          <LineNumbers numbers={paragraph.cvLines} />
                          {paragraph.cvLines.length > 0 && (
                            <span>
                              {" ("}
                              {paragraph.cvLines
                                .map((number) =>
                                  t("cv.ai.quote", { text: lineText.get(number) ?? "" }),
                                )
                                .join(" · ")}
                              {")"}
                            </span>
                          )}
                        </p>
                        {paragraph.unsupported.length > 0 && (
                          <p className="mt-1 text-sm font-medium text-red-800">
                            {t("cv.ai.checkThis", {
                              figures: paragraph.unsupported.join(t("cv.ai.separator")),
                            })}
                          </p>
                        )}
                      </div>
                    ))}
                  </div>
                  <h3 className="mt-6 font-semibold text-slate-900">{t("cv.ai.bulletsHeading")}</h3>
                  {ai.draft.bullets.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-700">{t("cv.ai.noBullets")}</p>
                  ) : (
                    <ul className="mt-2 list-disc space-y-2 ps-5">
                      {ai.draft.bullets.map((bullet, index) => (
                        <li key={index} className="break-words text-slate-900">
                          <bdi>{bullet.text}</bdi>{" "}
                          <span className="text-xs text-slate-600">
                            {"("}
                            <LineNumbers numbers={bullet.cvLines} />
                            {")"}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              ) : (
                <>
                  <p className="mt-2 text-sm text-slate-700">{t("cv.ai.intro")}</p>
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
                      {busy ? t("cv.ai.drafting") : t("cv.ai.draft")}
                    </button>
                  </Form>
                </>
              )}
            </SectionPanel>
          )}
          <p className="mt-6 text-sm text-slate-700">
            <Link to={href("/account/cv")} className="text-brand-700 hover:underline">
              {t("cv.match.manage")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

/** The summary line with the file's name in bold, isolated so a Latin name reads right in Arabic. */
function rich(
  translator: ReturnType<typeof useI18n>,
  key: string,
  values: { file: string; found: number; partly: number; missing: number },
) {
  return translator.rich(key, {
    ...values,
    b: (chunks) => (
      <bdi>
        <strong className="break-words">{chunks}</strong>
      </bdi>
    ),
  });
}
