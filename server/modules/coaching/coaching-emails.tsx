import type { EmailMessage } from "#server/email/send-email";
import {
  EmailHeading,
  EmailLayout,
  EmailLink,
  EmailNote,
  EmailParagraph,
} from "#server/modules/email-layout/email-layout";
import { renderEmail } from "#server/modules/email-layout/render-email";

/**
 * The acknowledgement to the requester. The address is not confirmed (anyone can type anyone's),
 * so it carries none of the visitor's words (no name, no goal): only our own fixed text. The
 * request itself goes to the team.
 */
export function coachingConfirmationEmail(to: string, siteUrl: string): EmailMessage {
  return {
    kind: "coaching-confirmation",
    to,
    subject: "Your Blueboard coaching request",
    ...renderEmail(
      <EmailLayout preheader="We have received your coaching request.">
        <EmailHeading>We have received your request</EmailHeading>
        <EmailParagraph>Hello,</EmailParagraph>
        <EmailParagraph>
          Thank you for your coaching request on Blueboard. A coach will reply by e-mail within
          three working days to arrange a short introductory call and confirm the fee for what you
          need. Nothing is charged until you have agreed a plan and a price.
        </EmailParagraph>
        <EmailNote>
          If you did not send this request, ignore this message: nothing else will be sent to you.
        </EmailNote>
        <EmailNote>
          Meanwhile, <EmailLink href={`${siteUrl}/jobs`}>browse open positions</EmailLink>
        </EmailNote>
      </EmailLayout>,
    ),
  };
}

/** The request, for the team: every field on its own line, the requester as Reply-To. */
export function coachingAdminEmail(input: {
  to: string;
  replyTo: string;
  name: string;
  lines: string[];
}): EmailMessage {
  return {
    kind: "coaching-admin",
    to: input.to,
    subject: `New coaching request from ${input.name}`,
    ...renderEmail(
      <EmailLayout preheader={`New coaching request from ${input.name}`}>
        <EmailHeading>New coaching request</EmailHeading>
        <p style={{ margin: 0 }}>
          {input.lines.map((line, index) => (
            <span key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      </EmailLayout>,
    ),
    headers: { "Reply-To": input.replyTo },
  };
}
