import type { Locale } from "#domain/interface-locales";
import { postingEmployerNameIn } from "#domain/organisation-words";
import { placeNamesIn } from "#domain/place-names";
import type { EmailMessage } from "#server/email/send-email";
import {
  EmailButton,
  EmailGreeting,
  EmailLayout,
  EmailLink,
  EmailParagraph,
} from "#server/modules/email-layout/email-layout";
import { emailTranslator } from "#server/modules/email-layout/email-translator";
import { renderEmail } from "#server/modules/email-layout/render-email";

/** "3 December 2026 at 23:59 UTC", "3 décembre 2026 à 23:59 UTC": the closing moment, in UTC. */
const DEADLINE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
};

/** The reminder that a saved job closes soon, in the user's language. */
export function deadlineReminderEmail(input: {
  to: string;
  name: string;
  locale: Locale;
  siteUrl: string;
  job: { id: string; title: string; organization: string; location: string };
  deadline: Date;
  dedupeKey: string;
}): EmailMessage {
  const { job } = input;
  const t = emailTranslator(input.locale);
  const deadline = t.date(input.deadline, DEADLINE_OPTIONS);
  return {
    kind: "deadline-reminder",
    to: input.to,
    subject: t.t("deadlineReminder.subject", { title: job.title }),
    dedupeKey: input.dedupeKey,
    ...renderEmail(
      <EmailLayout
        t={t}
        preheader={t.t("deadlineReminder.preheader", { title: job.title, date: deadline })}
        footer={t.rich("layout.remindersFooter", {
          link: (chunks) => (
            <EmailLink href={`${input.siteUrl}/dashboard`} muted>
              {chunks}
            </EmailLink>
          ),
        })}
      >
        <EmailGreeting t={t} name={input.name} />
        <EmailParagraph>{t.t("deadlineReminder.lead")}</EmailParagraph>
        <EmailParagraph>
          <strong>{job.title}</strong>
          <br />
          {postingEmployerNameIn(job.organization, input.locale)} ·{" "}
          {placeNamesIn(job.location, input.locale)}
          <br />
          {t.t("deadlineReminder.deadline", { date: deadline })}
        </EmailParagraph>
        <EmailButton href={t.url(input.siteUrl, `/jobs/${job.id}`)}>
          {t.t("deadlineReminder.button")}
        </EmailButton>
      </EmailLayout>,
    ),
  };
}
