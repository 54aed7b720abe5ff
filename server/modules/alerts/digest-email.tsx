import type { Locale } from "#domain/interface-locales";
import { postingEmployerNameIn } from "#domain/organisation-words";
import { placeNamesIn } from "#domain/place-names";
import type { EmailMessage } from "#server/email/send-email";
import {
  EmailButton,
  EmailGreeting,
  EmailLayout,
  EmailLink,
  EmailSectionHeading,
} from "#server/modules/email-layout/email-layout";
import {
  emailTranslator,
  type EmailTranslator,
} from "#server/modules/email-layout/email-translator";
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
  /** All the search's results, on /jobs in the reader's language. */
  runUrl: string;
};

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
};

/** The digest, in the recipient's language: its words, its dates and the pages it links to. */
export function digestEmail(input: {
  to: string;
  name: string;
  locale: Locale;
  siteUrl: string;
  sections: DigestSection[];
  /** The manage page, signed in by its token (no sign-in needed). */
  manageUrl: string;
  unsubscribeUrl: string;
  unsubscribeMailto: string;
  dedupeKey: string;
}): EmailMessage {
  const t = emailTranslator(input.locale);
  const total = input.sections.reduce((sum, section) => sum + section.jobs.length, 0);
  const subject = t.t("digest.subject", { count: total });
  return {
    kind: "alert-digest",
    to: input.to,
    subject,
    ...renderEmail(
      <EmailLayout
        t={t}
        preheader={subject}
        footer={
          <EmailLink href={input.unsubscribeUrl} muted>
            {t.t("digest.unsubscribe")}
          </EmailLink>
        }
      >
        <EmailGreeting t={t} name={input.name} />
        <p style={{ margin: 0 }}>{t.t("digest.intro")}</p>
        {input.sections.map((section, index) => (
          <DigestSectionBlock key={index} t={t} section={section} siteUrl={input.siteUrl} />
        ))}
        <div style={{ marginTop: "24px" }}>
          <EmailButton href={input.manageUrl}>{t.t("digest.manage")}</EmailButton>
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
function DigestSectionBlock({
  t,
  section,
  siteUrl,
}: {
  t: EmailTranslator;
  section: DigestSection;
  siteUrl: string;
}) {
  return (
    <>
      <EmailSectionHeading>
        {section.searchName} ({section.jobs.length})
      </EmailSectionHeading>
      <p style={{ margin: "0 0 10px", fontSize: "13px", color: "#475569" }}>{section.criteria}</p>
      <ul style={{ margin: 0, padding: 0, listStyle: "none" }}>
        {section.jobs.map((job) => (
          <li key={job.id} style={{ margin: "0 0 14px" }}>
            <a
              href={t.url(siteUrl, `/jobs/${job.id}`)}
              style={{ color: "#144c8c", fontWeight: 600 }}
            >
              {job.title}
            </a>
            <br />
            <span style={{ fontSize: "13px", color: "#475569" }}>
              {[
                // The employer and the place named in the reader's language, as the site names them.
                postingEmployerNameIn(job.organization, t.locale),
                placeNamesIn(job.location, t.locale),
                job.gradeCode,
                t.t("digest.deadline", {
                  date: job.expiresAt
                    ? t.date(job.expiresAt, DATE_OPTIONS)
                    : t.t("digest.noDeadline"),
                }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </li>
        ))}
      </ul>
      <p style={{ margin: 0, fontSize: "13px" }}>
        <EmailLink href={section.runUrl}>{t.t("digest.seeAll")}</EmailLink>
      </p>
    </>
  );
}
