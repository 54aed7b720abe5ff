import type { Locale } from "#domain/interface-locales";
import type { EmailMessage } from "#server/email/send-email";
import {
  EmailButton,
  EmailGreeting,
  EmailLayout,
  EmailLink,
  EmailParagraph,
} from "#server/modules/email-layout/email-layout";
import {
  emailTranslator,
  type EmailTranslator,
} from "#server/modules/email-layout/email-translator";
import { renderEmail } from "#server/modules/email-layout/render-email";

// The two reminders about a tracked application: its posting closes in three days and it is not
// sent yet, or a test or interview is coming within a day (said on the clocks of the zone the user
// gave it in), in the user's language.

export const TRACKER_REMINDER_KIND = "tracker-reminder";

export type TrackerReminderBase = {
  to: string;
  name: string;
  locale: Locale;
  title: string;
  organization: string;
  /** The application's page on the site. */
  applicationUrl: string;
  dashboardUrl: string;
  dedupeKey: string;
};

/**
 * "Tuesday 1 December 2026, 10:00 (Europe/Zurich)", "mardi 1 décembre 2026 à 10:00
 * (Europe/Zurich)": an instant on the clocks of a zone, written the way the language writes it.
 */
export function formatInZone(t: EmailTranslator, instant: Date, timeZone: string): string {
  const written = t.date(instant, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
  // English joins the day and the time with "at"; a comma reads better in a list of details.
  return `${t.locale === "en" ? written.replace(" at ", ", ") : written} (${timeZone})`;
}

function message(
  input: TrackerReminderBase,
  t: EmailTranslator,
  subject: string,
  lead: string,
  details: string[],
): EmailMessage {
  return {
    kind: TRACKER_REMINDER_KIND,
    to: input.to,
    subject,
    dedupeKey: input.dedupeKey,
    ...renderEmail(
      <EmailLayout
        t={t}
        preheader={subject}
        footer={t.rich("layout.remindersFooter", {
          link: (chunks) => (
            <EmailLink href={input.dashboardUrl} muted>
              {chunks}
            </EmailLink>
          ),
        })}
      >
        <EmailGreeting t={t} name={input.name} />
        <EmailParagraph>{lead}</EmailParagraph>
        <EmailParagraph>
          <strong>{input.title}</strong>
          <br />
          {input.organization}
          {details.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </EmailParagraph>
        <EmailButton href={input.applicationUrl}>{t.t("tracker.button")}</EmailButton>
      </EmailLayout>,
    ),
  };
}

/** The posting of an application not sent yet closes within three days. */
export function closingReminderEmail(
  input: TrackerReminderBase & { closesAt: Date },
): EmailMessage {
  const t = emailTranslator(input.locale);
  const closes = formatInZone(t, input.closesAt, "UTC");
  return message(
    input,
    t,
    t.t("tracker.closingSubject", { title: input.title }),
    t.t("tracker.closingLead"),
    [t.t("tracker.closes", { when: closes })],
  );
}

/** A test or interview of an application starts within a day. */
export function eventReminderEmail(
  input: TrackerReminderBase & {
    kind: "test" | "interview";
    startsAt: Date;
    timeZone: string;
    note: string;
    referenceNumber: string;
  },
): EmailMessage {
  const t = emailTranslator(input.locale);
  const when = formatInZone(t, input.startsAt, input.timeZone);
  return message(
    input,
    t,
    t.t("tracker.eventSubject", { kind: input.kind, title: input.title }),
    t.t("tracker.eventLead", { kind: input.kind }),
    [
      t.t("tracker.when", { when }),
      ...(input.referenceNumber
        ? [t.t("tracker.reference", { reference: input.referenceNumber })]
        : []),
      ...(input.note ? [t.t("tracker.note", { note: input.note })] : []),
    ],
  );
}
