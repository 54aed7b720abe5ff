import type { EmailMessage } from "#server/email/send-email";
import {
  EmailButton,
  EmailLayout,
  EmailLink,
  EmailParagraph,
  EmailSectionHeading,
} from "#server/modules/email-layout/email-layout";
import { renderEmail } from "#server/modules/email-layout/render-email";

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
  return {
    kind: "alert-digest",
    to: input.to,
    subject,
    ...renderEmail(
      <EmailLayout
        preheader={subject}
        footer={
          <EmailLink href={input.unsubscribeUrl} muted>
            Unsubscribe from job alerts
          </EmailLink>
        }
      >
        <EmailParagraph>Hello {input.name},</EmailParagraph>
        <p style={{ margin: 0 }}>New jobs for your saved searches on Blueboard:</p>
        {input.sections.map((section, index) => (
          <DigestSectionBlock key={index} section={section} siteUrl={input.siteUrl} />
        ))}
        <div style={{ marginTop: "24px" }}>
          <EmailButton href={input.manageUrl}>Manage your alerts</EmailButton>
        </div>
      </EmailLayout>,
    ),
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>, <${input.unsubscribeMailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    dedupeKey: input.dedupeKey,
  };
}

/** One saved search: its name and filters in words, its new jobs, and a link to all its results. */
function DigestSectionBlock({ section, siteUrl }: { section: DigestSection; siteUrl: string }) {
  return (
    <>
      <EmailSectionHeading>
        {section.searchName} ({section.jobs.length})
      </EmailSectionHeading>
      <p style={{ margin: "0 0 10px", fontSize: "13px", color: "#475569" }}>{section.criteria}</p>
      <ul style={{ margin: 0, padding: 0, listStyle: "none" }}>
        {section.jobs.map((job) => (
          <li key={job.id} style={{ margin: "0 0 14px" }}>
            <a href={`${siteUrl}/jobs/${job.id}`} style={{ color: "#144c8c", fontWeight: 600 }}>
              {job.title}
            </a>
            <br />
            <span style={{ fontSize: "13px", color: "#475569" }}>
              {[
                job.organization,
                job.location,
                job.gradeCode,
                `Deadline: ${formatDate(job.expiresAt)}`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </li>
        ))}
      </ul>
      <p style={{ margin: 0, fontSize: "13px" }}>
        <EmailLink href={section.runUrl}>See all results</EmailLink>
      </p>
    </>
  );
}
