import type { EmailMessage } from "#server/email/send-email";
import { emailButton, emailLayout, escapeHtml } from "#server/modules/email-layout/email-layout";

export type DigestJob = {
  id: string;
  title: string;
  organization: string;
  location: string;
  gradeCode: string | null;
  expiresAt: Date | null;
};

export type DigestSection = {
  searchName: string;
  /** The search's filters in words (describeSavedSearch), so the e-mail says what it matched. */
  criteria: string;
  jobs: DigestJob[];
  runUrl: string;
};

// One formatter for the whole pass: toLocaleDateString builds a new one on every call.
const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const formatDate = (date: Date | null) => (date ? DATE_FORMAT.format(date) : "not stated");

export function digestEmail(input: {
  to: string;
  name: string;
  siteUrl: string;
  sections: DigestSection[];
  /** The manage page, signed in by its token (no sign-in needed). */
  manageUrl: string;
  unsubscribeUrl: string;
  unsubscribeMailto: string;
  dedupeKey: string;
}): EmailMessage {
  const total = input.sections.reduce((sum, section) => sum + section.jobs.length, 0);
  const subject = `${total} new ${total === 1 ? "job matches" : "jobs match"} your saved searches`;
  const jobUrl = (job: DigestJob) => `${input.siteUrl}/jobs/${job.id}`;
  const text = [
    `Hello ${input.name},`,
    "",
    `New jobs for your saved searches on Blueboard:`,
    ...input.sections.flatMap((section) => [
      "",
      `== ${section.searchName} (${section.jobs.length}) ==`,
      `  ${section.criteria}`,
      ...section.jobs.map(
        (job) =>
          `- ${job.title}\n  ${job.organization} · ${job.location}${job.gradeCode ? ` · ${job.gradeCode}` : ""} · Deadline: ${formatDate(job.expiresAt)}\n  ${jobUrl(job)}`,
      ),
      `  All results: ${section.runUrl}`,
    ]),
    "",
    `Manage your alerts: ${input.manageUrl}`,
    `Stop these e-mails: ${input.unsubscribeUrl}`,
    "",
  ].join("\n");
  const sectionsHtml = input.sections
    .map(
      (
        section,
      ) => `<h2 style="margin:24px 0 8px;font-size:16px;color:#0f3b6e">${escapeHtml(section.searchName)}</h2>
<p style="margin:0 0 10px;font-size:13px;color:#475569">${escapeHtml(section.criteria)}</p>
<ul style="margin:0;padding:0;list-style:none">${section.jobs
        .map(
          (job) =>
            `<li style="margin:0 0 14px"><a href="${escapeHtml(jobUrl(job))}" style="color:#144c8c;font-weight:600">${escapeHtml(job.title)}</a><br><span style="font-size:13px;color:#475569">${escapeHtml(job.organization)} · ${escapeHtml(job.location)}${job.gradeCode ? ` · ${escapeHtml(job.gradeCode)}` : ""} · Deadline: ${escapeHtml(formatDate(job.expiresAt))}</span></li>`,
        )
        .join("")}</ul>
<p style="margin:0;font-size:13px"><a href="${escapeHtml(section.runUrl)}" style="color:#144c8c">See all results</a></p>`,
    )
    .join("");
  return {
    kind: "alert-digest",
    to: input.to,
    subject,
    text,
    html: emailLayout({
      preheader: subject,
      body: `<p style="margin:0 0 8px">Hello ${escapeHtml(input.name)},</p><p style="margin:0">New jobs for your saved searches:</p>${sectionsHtml}<div style="margin-top:24px">${emailButton(input.manageUrl, "Manage your alerts")}</div>`,
      footer: `<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#475569">Unsubscribe from job alerts</a>`,
    }),
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>, <${input.unsubscribeMailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    dedupeKey: input.dedupeKey,
  };
}
