import type { EmailMessage } from "#server/email/send-email";
import {
  EmailButton,
  EmailLayout,
  EmailLink,
  EmailParagraph,
} from "#server/modules/email-layout/email-layout";
import { renderEmail } from "#server/modules/email-layout/render-email";

// The two reminders about a tracked application: its posting closes in three days and it is not
// sent yet, or a test or interview is coming within a day (said on the clocks of the zone the user
// gave it in).

export const TRACKER_REMINDER_KIND = "tracker-reminder";

export type TrackerReminderBase = {
  to: string;
  name: string;
  title: string;
  organization: string;
  /** The application's page on the site. */
  applicationUrl: string;
  dashboardUrl: string;
  dedupeKey: string;
};

const EVENT_WORDS = { test: "test", interview: "interview" } as const;

/** "Tuesday 1 December 2026, 10:00 (Europe/Zurich)": an instant on the clocks of a zone. */
export function formatInZone(instant: Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
  return `${format.format(instant).replace(" at ", ", ")} (${timeZone})`;
}

function message(
  input: TrackerReminderBase,
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
        preheader={subject}
        footer={
          <>
            You get these reminders because you turned them on in{" "}
            <EmailLink href={input.dashboardUrl} muted>
              your dashboard
            </EmailLink>
          </>
        }
      >
        <EmailParagraph>Hello {input.name},</EmailParagraph>
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
        <EmailButton href={input.applicationUrl}>Open your application</EmailButton>
      </EmailLayout>,
    ),
  };
}

/** The posting of an application not sent yet closes within three days. */
export function closingReminderEmail(
  input: TrackerReminderBase & { closesAt: Date },
): EmailMessage {
  const closes = formatInZone(input.closesAt, "UTC");
  return message(
    input,
    `Not applied yet, closing soon: ${input.title}`,
    "A job you are tracking closes soon, and your application is not marked as sent yet:",
    [`Closes: ${closes}`],
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
  const word = EVENT_WORDS[input.kind];
  const when = formatInZone(input.startsAt, input.timeZone);
  return message(input, `Your ${word} is coming up: ${input.title}`, `Your ${word} is coming up:`, [
    `When: ${when}`,
    ...(input.referenceNumber ? [`Reference: ${input.referenceNumber}`] : []),
    ...(input.note ? [`Note: ${input.note}`] : []),
  ]);
}
