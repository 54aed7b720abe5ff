import * as cheerio from "cheerio";
import { describe, expect, test } from "vitest";
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
import { emailTranslator } from "#server/modules/email-layout/email-translator";
import type { Locale } from "#domain/interface-locales";

const SITE = "https://blueboard.test";
const HOSTILE = `<script>alert("x")</script> Ada & "Bo"`;

function digest(title: string, name: string, locale: Locale = "en") {
  const t = emailTranslator(locale);
  return digestEmail({
    to: "ada@example.org",
    name,
    locale,
    siteUrl: SITE,
    sections: [
      {
        searchName: "Nairobi jobs",
        criteria: "Location: Nairobi",
        runUrl: t.url(SITE, "/jobs?location=Nairobi&grade=P-3"),
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
    manageUrl: t.url(SITE, "/alerts/manage?token=m.1"),
    unsubscribeUrl: t.url(SITE, "/alerts/unsubscribe?token=u.1"),
    unsubscribeMailto: "mailto:alerts@blueboard.test?subject=unsubscribe",
    dedupeKey: "digest:1",
  });
}

function reminder(title: string, name: string, locale: Locale = "en") {
  return deadlineReminderEmail({
    to: "ada@example.org",
    name,
    locale,
    siteUrl: SITE,
    job: { id: "job-1", title, organization: "WHO", location: "Geneva" },
    deadline: new Date("2026-12-03T23:59:00Z"),
    dedupeKey: "reminder:1",
  });
}

/** Every message the site sends, each with the hostile value wherever a stranger's words can go. */
function messagesIn(locale: Locale): [string, EmailMessage][] {
  const trackerBase = {
    to: "a@x.org",
    name: HOSTILE,
    locale,
    title: HOSTILE,
    organization: "WHO",
    applicationUrl: `${SITE}/account/applications/a1`,
    dashboardUrl: `${SITE}/dashboard`,
    dedupeKey: "t",
  };
  const account = { to: "a@x.org", name: HOSTILE, locale };
  return [
    ["digest", digest(HOSTILE, HOSTILE, locale)],
    ["reminder", reminder(HOSTILE, HOSTILE, locale)],
    ["verify", verificationEmail({ ...account, url: `${SITE}/v?t=1&c=%2F` })],
    ["reset", resetPasswordEmail({ ...account, url: `${SITE}/r?t=1` })],
    [
      "exists",
      existingAccountEmail({
        ...account,
        signInUrl: `${SITE}/auth`,
        resetUrl: `${SITE}/auth?mode=reset`,
      }),
    ],
    ["unlock", unlockSignInEmail({ ...account, url: `${SITE}/u?t=1`, minutes: 15 })],
    ["manage", manageLinkEmail({ ...account, manageUrl: `${SITE}/m?t=1`, dedupeKey: "m" })],
    [
      "newsletter",
      confirmationEmail({
        to: "a@x.org",
        siteUrl: SITE,
        confirmToken: "c1",
        unsubscribeToken: "u1",
        locale,
      }),
    ],
    [
      "already",
      alreadySubscribedEmail({ to: "a@x.org", siteUrl: SITE, unsubscribeToken: "u1", locale }),
    ],
    ["coaching", coachingConfirmationEmail("a@x.org", SITE, locale)],
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
  ];
}

const messages: [string, EmailMessage][] = [
  ...messagesIn("en"),
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
    locale: "en",
  });
  expect(html).toContain("One click to confirm your Blueboard newsletter subscription.");
  expect(text).not.toContain("One click to confirm");
  expect(text).not.toContain("copy this address");
  expect(text.match(/newsletter\/confirm\?token=c1/g)).toHaveLength(1);
  // The button, and the address written out under it as a link.
  expect(html!.match(/newsletter\/confirm\?token=c1/g)).toHaveLength(3);
  expect(text.startsWith("Confirm your subscription\n\n")).toBe(true);
});

// One sentence of each message's own, to find in both parts of the message in another language.
const OWN_SENTENCE: Record<string, [string, Record<string, string | number>?]> = {
  digest: ["digest.intro"],
  reminder: ["deadlineReminder.lead"],
  verify: ["verify.body"],
  reset: ["reset.body"],
  exists: ["exists.body"],
  unlock: ["unlock.body", { minutes: 15 }],
  manage: ["manageLink.body"],
  newsletter: ["newsletter.linkLife"],
  already: ["newsletter.alreadyHeading"],
  coaching: ["coaching.body"],
  "tracker-closing": ["tracker.closingLead"],
  "tracker-event": ["tracker.eventLead", { kind: "interview" }],
};

describe.each(["fr", "ar"] as const)("e-mails in %s", (locale) => {
  const t = emailTranslator(locale);
  const english = new Map(messagesIn("en"));

  test.each(messagesIn(locale))(
    "the %s e-mail is written in it, in both parts",
    (name, message) => {
      const $ = cheerio.load(message.html!);
      expect($("html").attr("lang")).toBe(locale);
      expect($("html").attr("dir")).toBe(locale === "ar" ? "rtl" : "ltr");
      expect($("body").attr("dir")).toBe(locale === "ar" ? "rtl" : "ltr");
      expect(message.subject).not.toBe(english.get(name)!.subject);
      const [key, values] = OWN_SENTENCE[name]!;
      const own = t.t(key, values);
      expect(own).not.toBe(emailTranslator("en").t(key, values));
      const footer = t.t("layout.independent");
      for (const part of [message.text, $("body").text()]) {
        expect(part).toContain(own);
        expect(part).toContain(footer);
        expect(part).not.toContain("is not affiliated with the United Nations");
        expect(part).not.toMatch(/^Hello\b/m);
      }
      expect(linksInText(message.text)).toEqual(linksInHtml(message.html!));
    },
  );

  test("the digest's dates are the language's and its links open the pages in it", () => {
    const { text, subject, headers } = digest("Water Engineer", "Ada", locale);
    expect(text).toContain(`Water Engineer <${SITE}/${locale}/jobs/job-1>`);
    expect(text).toContain(`${SITE}/${locale}/alerts/manage?token=m.1`);
    expect(text).toContain(`${SITE}/${locale}/jobs?location=Nairobi&grade=P-3`);
    expect(headers!["List-Unsubscribe"]).toContain(
      `<${SITE}/${locale}/alerts/unsubscribe?token=u.1>`,
    );
    if (locale === "fr") {
      expect(subject).toBe("1 nouveau poste correspond à vos recherches enregistrées");
      expect(text).toContain("Date limite\u00a0: 3 déc. 2026");
    } else {
      expect(subject).toBe("وظيفة جديدة واحدة تطابق عمليات البحث التي حفظتها");
      expect(text).toContain("الموعد النهائي:");
      expect(text).toContain("ديسمبر");
    }
  });

  test("the digest and the reminder name the employer and the place in the language", () => {
    const digestText = digest("Water Engineer", "Ada", locale).text;
    const reminderText = reminder("Water Engineer", "Ada", locale).text;
    if (locale === "fr") {
      expect(digestText).toContain("Fonds des Nations Unies pour l’enfance · Nairobi, Kenya");
      expect(reminderText).toContain("Organisation mondiale de la Santé · Genève");
    } else {
      expect(digestText).toContain("منظمة الأمم المتحدة للطفولة · نيروبي، كينيا");
      expect(reminderText).toContain("منظمة الصحة العالمية · جنيف");
    }
    expect(digestText).not.toContain("UNICEF ·");
    expect(reminderText).not.toContain("WHO ·");
  });

  test("the reminders write their dates the language's way", () => {
    const reminderText = reminder("Water Engineer", "Ada", locale).text;
    const event = messagesIn(locale).find(([name]) => name === "tracker-event")![1];
    if (locale === "fr") {
      expect(reminderText).toContain("Date limite\u00a0: 3 décembre 2026");
      expect(reminderText).toContain(`${SITE}/fr/jobs/job-1`);
      expect(event.text).toContain("Date\u00a0: mardi 1 décembre 2026");
      expect(event.subject).toBe(`Votre entretien approche\u00a0: ${HOSTILE}`);
    } else {
      expect(reminderText).toContain("ديسمبر");
      expect(reminderText).toContain(`${SITE}/ar/jobs/job-1`);
      expect(event.text).toContain("الثلاثاء");
      expect(event.subject).toBe(`اقترب موعد مقابلتك: ${HOSTILE}`);
    }
  });
});
