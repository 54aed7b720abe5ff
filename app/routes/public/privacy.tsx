import type { Route } from "./+types/privacy";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { SimplePage } from "#app/components/simple-page";

export function loader({ context }: Route.LoaderArgs) {
  return { site: getSiteInfo(context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    site: loaderData?.site,
    title: "Privacy policy",
    description:
      "What personal data Blueboard keeps, why, for how long, and how to have it removed.",
    path: "/privacy",
  });

export default function Privacy() {
  return (
    <SimplePage title="Privacy policy" updated="2026">
      <p>
        We collect as little personal data as we can, use it only for the purpose you gave it to us
        for, and never sell it.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Account:</strong> your name, e-mail address and password (stored only as a secure
          hash), your saved jobs and saved searches.
        </li>
        <li>
          <strong>Your CV, if you upload one:</strong> the file and the text read from it, visible
          to you alone and used only for the match and letters you ask for. When you ask for an AI
          draft, the CV&apos;s text and the posting are sent to the site&apos;s AI service for that
          draft. Deleting the CV on your CV page, or deleting your account, removes the file, its
          text and the drafts made from it.
        </li>
        <li>
          <strong>Newsletter:</strong> your e-mail address, whether you confirmed it and when. We
          send the newsletter only after you confirm through the link we e-mail you.
        </li>
        <li>
          <strong>Coaching requests:</strong> the details you enter in the coaching form, so that a
          coach can reply.
        </li>
        <li>
          <strong>Server logs:</strong> technical records of requests (time, address requested,
          status), kept for security and troubleshooting.
        </li>
      </ul>
      <h2>What we do not do</h2>
      <p>
        We do not use advertising trackers and do not share your data with employers. When you apply
        for a job you leave Blueboard for the employer's own site, whose privacy policy then
        applies.
      </p>
      <h2>Your choices</h2>
      <p>
        Every newsletter and alert e-mail has an unsubscribe link. You can delete saved searches at
        any time from your account, and ask us to delete your account or any other data we hold
        through the contact form on the coaching page.
      </p>
    </SimplePage>
  );
}
