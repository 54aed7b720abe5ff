import * as cheerio from "cheerio";
import { expect, test } from "vitest";
import type { EmailMessage } from "#server/email/send-email";
import {
  existingAccountEmail,
  resetPasswordEmail,
  unlockSignInEmail,
  verificationEmail,
} from "#server/modules/accounts/account-emails";
import { deadlineReminderEmail } from "#server/modules/alerts/deadline-reminder-email";
import { digestEmail } from "#server/modules/alerts/digest-email";
import { manageLinkEmail } from "#server/modules/alerts/manage-link-email";
import {
  closingReminderEmail,
  eventReminderEmail,
} from "#server/modules/alerts/tracker-reminder-email";
import {
  coachingAdminEmail,
  coachingConfirmationEmail,
} from "#server/modules/coaching/coaching-emails";
import {
  alreadySubscribedEmail,
  confirmationEmail,
} from "#server/modules/newsletter/newsletter-emails";

const SITE = "https://blueboard.test";
const HOSTILE = `<script>alert("x")</script> Ada & "Bo"`;

function digest(title: string, name: string) {
  return digestEmail({
    to: "ada@example.org",
    name,
    siteUrl: SITE,
    sections: [
      {
        searchName: "Nairobi jobs",
        criteria: "Location: Nairobi",
        runUrl: `${SITE}/jobs?location=Nairobi&grade=P-3`,
        jobs: [
          {
            id: "job-1",
            title,
            organization: "UNICEF",
            location: "Nairobi, Kenya",
            gradeCode: "P-3",
            expiresAt: new Date("2026-12-03T00:00:00Z"),
          },
        ],
      },
    ],
    manageUrl: `${SITE}/alerts/manage?token=m.1`,
    unsubscribeUrl: `${SITE}/alerts/unsubscribe?token=u.1`,
    unsubscribeMailto: "mailto:alerts@blueboard.test?subject=unsubscribe",
    dedupeKey: "digest:1",
  });
}

function reminder(title: string, name: string) {
  return deadlineReminderEmail({
    to: "ada@example.org",
    name,
    siteUrl: SITE,
    job: { id: "job-1", title, organization: "WHO", location: "Geneva" },
    deadline: "3 December 2026 at 23:59 UTC",
    dedupeKey: "reminder:1",
  });
}

const trackerBase = {
  to: "a@x.org",
  name: HOSTILE,
  title: HOSTILE,
  organization: "WHO",
  applicationUrl: `${SITE}/account/applications/a1`,
  dashboardUrl: `${SITE}/dashboard`,
  dedupeKey: "t",
};

/** Every message the site sends, each with the hostile value wherever a stranger's words can go. */
const messages: [string, EmailMessage][] = [
  ["digest", digest(HOSTILE, HOSTILE)],
  ["reminder", reminder(HOSTILE, HOSTILE)],
  ["verify", verificationEmail({ to: "a@x.org", name: HOSTILE, url: `${SITE}/v?t=1&c=%2F` })],
  ["reset", resetPasswordEmail({ to: "a@x.org", name: HOSTILE, url: `${SITE}/r?t=1` })],
  [
    "exists",
    existingAccountEmail({
      to: "a@x.org",
      name: HOSTILE,
      signInUrl: `${SITE}/auth`,
      resetUrl: `${SITE}/auth?mode=reset`,
    }),
  ],
  [
    "unlock",
    unlockSignInEmail({ to: "a@x.org", name: HOSTILE, url: `${SITE}/u?t=1`, minutes: 15 }),
  ],
  [
    "manage",
    manageLinkEmail({ to: "a@x.org", name: HOSTILE, manageUrl: `${SITE}/m?t=1`, dedupeKey: "m" }),
  ],
  [
    "newsletter",
    confirmationEmail({ to: "a@x.org", siteUrl: SITE, confirmToken: "c1", unsubscribeToken: "u1" }),
  ],
  ["already", alreadySubscribedEmail({ to: "a@x.org", siteUrl: SITE, unsubscribeToken: "u1" })],
  ["coaching", coachingConfirmationEmail("a@x.org", SITE)],
  [
    "tracker-closing",
    closingReminderEmail({ ...trackerBase, closesAt: new Date("2026-12-03T00:00:00Z") }),
  ],
  [
    "tracker-event",
    eventReminderEmail({
      ...trackerBase,
      kind: "interview",
      startsAt: new Date("2026-12-01T09:00:00Z"),
      timeZone: "Europe/Zurich",
      note: HOSTILE,
      referenceNumber: "VA-1",
    }),
  ],
  [
    "coaching-admin",
    coachingAdminEmail({
      to: "team@x.org",
      replyTo: "a@x.org",
      name: HOSTILE,
      lines: [`Goal: ${HOSTILE}`],
    }),
  ],
];

const linksInHtml = (html: string) =>
  new Set(
    cheerio
      .load(html)("a[href]")
      .map((_, a) => cheerio.load(a).root().find("a").attr("href"))
      .get(),
  );
const linksInText = (text: string) => new Set(text.match(/https?:\/\/[^\s<>]+/g) ?? []);

test.each(messages.filter(([name]) => name !== "coaching-admin"))(
  "the %s e-mail's text and HTML parts carry the same links",
  (_, message) => {
    const html = linksInHtml(message.html!);
    expect(html.size).toBeGreaterThan(0);
    expect(linksInText(message.text)).toEqual(html);
  },
);

test("a hostile job title and name are escaped in the HTML and plain in the text", () => {
  for (const message of [digest(HOSTILE, HOSTILE), reminder(HOSTILE, HOSTILE)]) {
    expect(message.html).not.toContain("<script>");
    expect(message.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ada &amp; &quot;Bo&quot;",
    );
    const $ = cheerio.load(message.html!);
    expect($("script")).toHaveLength(0);
    expect($("body").text()).toContain(`Hello ${HOSTILE},`);
    expect(message.text).toContain(`Hello ${HOSTILE},`);
    expect(message.text).toContain(HOSTILE);
    expect(message.text).not.toContain("&lt;");
    expect(message.text).not.toContain("&amp;");
  }
  // The subject is a header, not markup: the title stays as written.
  expect(reminder(HOSTILE, "Ada").subject).toBe(`Closing soon: ${HOSTILE}`);
});

test("the digest's text lists each search under its heading, each job with its address and details", () => {
  const { text, headers } = digest("Water Engineer", "Ada");
  expect(text).toMatch(/== Nairobi jobs \(1\) ==\s+Location: Nairobi\s/);
  expect(text).toContain(
    `- Water Engineer <${SITE}/jobs/job-1>\n  UNICEF · Nairobi, Kenya · P-3 · Deadline: 3 Dec 2026`,
  );
  expect(text).toContain(`Manage your alerts: ${SITE}/alerts/manage?token=m.1`);
  expect(text).toContain(`See all results <${SITE}/jobs?location=Nairobi&grade=P-3>`);
  expect(headers).toEqual({
    "List-Unsubscribe": `<${SITE}/alerts/unsubscribe?token=u.1>, <mailto:alerts@blueboard.test?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
});

test("what only the HTML needs (preheader, header, the button's address spelled out) stays out of the text", () => {
  const { text, html } = confirmationEmail({
    to: "a@x.org",
    siteUrl: SITE,
    confirmToken: "c1",
    unsubscribeToken: "u1",
  });
  expect(html).toContain("One click to confirm your Blueboard newsletter subscription.");
  expect(text).not.toContain("One click to confirm");
  expect(text).not.toContain("copy this address");
  expect(text.match(/newsletter\/confirm\?token=c1/g)).toHaveLength(1);
  // The button, and the address written out under it as a link.
  expect(html!.match(/newsletter\/confirm\?token=c1/g)).toHaveLength(3);
  expect(text.startsWith("Confirm your subscription\n\n")).toBe(true);
});
