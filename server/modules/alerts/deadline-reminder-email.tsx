import type { EmailMessage } from "#server/email/send-email";
import {
  EmailButton,
  EmailLayout,
  EmailLink,
  EmailParagraph,
} from "#server/modules/email-layout/email-layout";
import { renderEmail } from "#server/modules/email-layout/render-email";

/** The reminder that a saved job closes soon (`deadline` already written out in words). */
export function deadlineReminderEmail(input: {
  to: string;
  name: string;
  siteUrl: string;
  job: { id: string; title: string; organization: string; location: string };
  deadline: string;
  dedupeKey: string;
}): EmailMessage {
  const { job } = input;
  return {
    kind: "deadline-reminder",
    to: input.to,
    subject: `Closing soon: ${job.title}`,
    dedupeKey: input.dedupeKey,
    ...renderEmail(
      <EmailLayout
        preheader={`${job.title} closes on ${input.deadline}`}
        footer={
          <>
            You get these reminders because you turned them on in{" "}
            <EmailLink href={`${input.siteUrl}/dashboard`} muted>
              your dashboard
            </EmailLink>
          </>
        }
      >
        <EmailParagraph>Hello {input.name},</EmailParagraph>
        <EmailParagraph>A job you saved closes soon:</EmailParagraph>
        <EmailParagraph>
          <strong>{job.title}</strong>
          <br />
          {job.organization} · {job.location}
          <br />
          Deadline: {input.deadline}
        </EmailParagraph>
        <EmailButton href={`${input.siteUrl}/jobs/${job.id}`}>Read it and apply</EmailButton>
      </EmailLayout>,
    ),
  };
}
