import type { EmailMessage } from "#server/email/send-email";
import {
  EmailButton,
  EmailLayout,
  EmailNote,
  EmailParagraph,
} from "#server/modules/email-layout/email-layout";
import { renderEmail } from "#server/modules/email-layout/render-email";

/** The e-mail with a fresh manage link, asked for from the "link expired" page. */
export function manageLinkEmail(input: {
  to: string;
  name: string;
  manageUrl: string;
  dedupeKey: string;
}): EmailMessage {
  const subject = "Your link to manage your job alerts";
  return {
    kind: "alerts-manage-link",
    to: input.to,
    subject,
    ...renderEmail(
      <EmailLayout preheader={subject}>
        <EmailParagraph>Hello {input.name},</EmailParagraph>
        <EmailParagraph>
          Use this link to change or stop your Blueboard job alerts. It works for 30 days.
        </EmailParagraph>
        <EmailButton href={input.manageUrl}>Manage your alerts</EmailButton>
        <EmailNote>If you did not ask for it, you can ignore this e-mail.</EmailNote>
      </EmailLayout>,
    ),
    carriesToken: true,
    dedupeKey: input.dedupeKey,
  };
}
