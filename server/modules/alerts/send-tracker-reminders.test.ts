import { afterAll, beforeAll, expect, test } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import {
  applicationEvents,
  emailOutbox,
  jobs,
  profiles,
  savedJobs,
  trackedApplications,
} from "#server/db/schema";
import { createMailer, type Mailer } from "#server/email/send-email";
import { trackJob } from "#server/modules/applications/track-job";
import { changeStatus } from "#server/modules/applications/update-application";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { createLogger } from "#server/lib/logger";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { sendTrackerRemindersTask } from "#server/tasks/send-tracker-reminders.task";
import { sendDeadlineReminders } from "./send-deadline-reminders";
import { sendTrackerReminders } from "./send-tracker-reminders";
import { TRACKER_REMINDER_KIND } from "./tracker-reminder-email";

const SITE = "https://blueboard.test";
const now = new Date("2026-11-21T09:25:00Z");
const hour = 3_600_000;
const day = 24 * hour;
let handle: DbHandle;
let mailer: Mailer;
let amina: string;
let li: string;
let bob: string;
const apps: Record<string, string> = {};

async function track(userId: string, key: string, closesInDays: number, status = "interested") {
  const row = buildJob({
    externalId: `${key}-${userId}`,
    title: `${key} Officer`,
    expiresAt: new Date(now.getTime() + closesInDays * day),
  });
  await insertJobs(handle.db, [row]);
  const [job] = await handle.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.externalId, row.externalId));
  const id = (await trackJob(handle.db, userId, job!.id))!;
  if (status !== "interested")
    await changeStatus(handle.db, userId, id, status as "applied", new Date(now.getTime() - day));
  return { applicationId: id, jobId: job!.id };
}

async function addEvent(
  applicationId: string,
  kind: "test" | "interview" | "deadline",
  inHours: number,
  timeZone = "UTC",
) {
  const [row] = await handle.db
    .insert(applicationEvents)
    .values({
      applicationId,
      kind,
      startsAt: new Date(now.getTime() + inHours * hour),
      timeZone,
      note: "Room 3",
    })
    .returning({ id: applicationEvents.id });
  return row!.id;
}

const trackerMails = () =>
  handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, TRACKER_REMINDER_KIND))
    .orderBy(asc(emailOutbox.subject));

beforeAll(async () => {
  handle = await createTestDb();
  mailer = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.test>" });
  amina = await insertAccount(handle.db, { email: "amina-tracker@example.org" });
  li = await insertAccount(handle.db, { email: "li-tracker@example.org" });
  bob = await insertAccount(handle.db, { email: "bob-tracker@example.org" });
  await handle.db.insert(profiles).values([
    { userId: amina, fullName: "Amina Diallo", trackerReminders: true, deadlineReminders: true },
    { userId: li, fullName: "Li Wei", trackerReminders: false, deadlineReminders: false },
    { userId: bob, fullName: "Bob Stone", trackerReminders: true },
  ]);
  // Amina: one not sent yet closing in two days (also saved), one already applied closing in two
  // days, one closing in five days; an interview in Zurich within a day, a test beyond it, a
  // deadline event, and an interview of a withdrawn application.
  const soon = await track(amina, "Soon", 2);
  apps.soon = soon.applicationId;
  await handle.db.insert(savedJobs).values({ userId: amina, jobId: soon.jobId });
  apps.applied = (await track(amina, "Applied", 2, "applied")).applicationId;
  apps.later = (await track(amina, "Later", 5, "preparing")).applicationId;
  await addEvent(apps.applied, "interview", 20, "Europe/Zurich");
  await addEvent(apps.applied, "test", 30);
  await addEvent(apps.applied, "deadline", 10);
  apps.withdrawn = (await track(amina, "Withdrawn", 20, "withdrawn")).applicationId;
  await addEvent(apps.withdrawn, "interview", 10);
  // Li has the same kinds of things due but did not opt in.
  const liSoon = await track(li, "Soon", 2);
  await addEvent(liSoon.applicationId, "interview", 5);
  // Bob: a test within a day, under his own address.
  apps.bob = (await track(bob, "Bob", 20, "applied")).applicationId;
  await addEvent(apps.bob, "test", 12, "America/New_York");
});

afterAll(async () => {
  await handle.close();
});

test("opted-in users get a closing reminder when not applied yet and a day-before reminder of tests and interviews, once", async () => {
  const bobBefore = await handle.db
    .select()
    .from(trackedApplications)
    .where(eq(trackedApplications.userId, bob));
  const result = await sendTrackerReminders(handle.db, mailer, { now, siteUrl: SITE });
  expect(result.reminders).toBe(3);
  const mails = await trackerMails();
  expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
    ["amina-tracker@example.org", "Not applied yet, closing soon: Soon Officer"],
    ["amina-tracker@example.org", "Your interview is coming up: Applied Officer"],
    ["bob-tracker@example.org", "Your test is coming up: Bob Officer"],
  ]);
  const [closing, interview, test] = mails;
  expect(closing!.text).toContain("Hello Amina Diallo");
  expect(closing!.text).toContain(`${SITE}/account/applications/${apps.soon}`);
  // 09:25 UTC + 20 h = 05:25 UTC on the 22nd = 06:25 in Zurich (UTC+1 in November).
  expect(interview!.text).toContain("When: Sunday, 22 November 2026, 06:25 (Europe/Zurich)");
  expect(interview!.text).toContain("Note: Room 3");
  expect(interview!.html).toContain("06:25 (Europe/Zurich)");
  // 09:25 UTC + 12 h = 21:25 UTC = 16:25 in New York.
  expect(test!.text).toContain("When: Saturday, 21 November 2026, 16:25 (America/New_York)");
  expect(test!.text).not.toContain("Amina");
  // Nothing of Bob's was changed by the pass.
  expect(
    await handle.db.select().from(trackedApplications).where(eq(trackedApplications.userId, bob)),
  ).toEqual(bobBefore);

  // A retry, and two workers at once, write nothing more.
  const again = await Promise.all([
    sendTrackerReminders(handle.db, mailer, { now, siteUrl: SITE }),
    sendTrackerReminders(handle.db, mailer, { now: new Date(now.getTime() + hour), siteUrl: SITE }),
  ]);
  expect(again.map((run) => run.reminders)).toEqual([0, 0]);
  expect(await trackerMails()).toHaveLength(3);
});

test("a saved job that is also tracked is left to the tracker's reminder", async () => {
  const result = await sendDeadlineReminders(handle.db, mailer, { now, siteUrl: SITE });
  expect(result.reminders).toBe(0);
});

test("later passes remind of what entered its window; an application sent since gets no closing reminder", async () => {
  // Amina applies to "Later" before its reminder is due.
  await changeStatus(handle.db, amina, apps.later!, "applied", now);
  const result = await sendTrackerReminders(handle.db, mailer, {
    now: new Date(now.getTime() + 10 * hour),
    siteUrl: SITE,
  });
  // Only the test 30 hours after the first pass is now within a day.
  expect(result.reminders).toBe(1);
  const mails = await trackerMails();
  expect(mails.map((mail) => mail.subject)).toContain("Your test is coming up: Applied Officer");
  expect(mails.some((mail) => mail.subject.includes("Later Officer"))).toBe(false);
  expect(mails.some((mail) => mail.subject.includes("Withdrawn"))).toBe(false);
  expect(mails.some((mail) => mail.to === "li-tracker@example.org")).toBe(false);
});

test("a rescheduled interview is reminded of again; turning reminders off stops them", async () => {
  const interview = (
    await handle.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, apps.applied!))
  ).find((row) => row.kind === "interview")!;
  await handle.db
    .update(applicationEvents)
    .set({ startsAt: new Date(interview.startsAt.getTime() + 2 * hour) })
    .where(eq(applicationEvents.id, interview.id));
  await handle.db
    .update(profiles)
    .set({ trackerReminders: false })
    .where(eq(profiles.userId, amina));
  const off = await sendTrackerReminders(handle.db, mailer, { now, siteUrl: SITE });
  expect(off.reminders).toBe(0);
  await handle.db
    .update(profiles)
    .set({ trackerReminders: true })
    .where(eq(profiles.userId, amina));
  const on = await sendTrackerReminders(handle.db, mailer, { now, siteUrl: SITE });
  expect(on.reminders).toBe(1);
  const subjects = (await trackerMails()).map((mail) => mail.subject);
  expect(
    subjects.filter((subject) => subject === "Your interview is coming up: Applied Officer"),
  ).toHaveLength(2);
});

test("the hourly task writes the reminders to the outbox and hands them to delivery with SMTP", async () => {
  const task = sendTrackerRemindersTask;
  expect(task.cron).toMatch(/^\d+ \* \* \* \*$/);
  await handle.db.update(profiles).set({ trackerReminders: true }).where(eq(profiles.userId, li));
  const queued: unknown[] = [];
  const smtpMailer = createMailer({
    db: handle.db,
    from: "Blueboard <alerts@blueboard.test>",
    smtpUrl: "smtp://127.0.0.1:1",
  });
  try {
    const result = await task.handler(
      {},
      {
        db: handle.db,
        mailer: smtpMailer,
        logger: createLogger("silent"),
        http: {} as never,
        adapterDefaults: {},
        enqueue: (id, payload) => {
          queued.push([id, payload]);
          return Promise.resolve("job");
        },
        enqueueMany: async () => {},
        alerts: { siteUrl: SITE, secret: "x".repeat(32) },
        now: () => now,
      },
    );
    // Li's closing reminder and interview, now that she opted in.
    expect(result).toEqual({ reminders: 2 });
    expect(queued).toHaveLength(2);
    expect(queued.every((entry) => (entry as unknown[])[0] === "send-email")).toBe(true);
  } finally {
    smtpMailer.close();
  }
});

test("the closing reminder follows the employer's extension, and the copy once the job is gone", async () => {
  const eve = await insertAccount(handle.db, { email: "eve-tracker@example.org" });
  await handle.db.insert(profiles).values({ userId: eve, fullName: "Eve", trackerReminders: true });
  const eveMails = async () =>
    (await trackerMails()).filter((mail) => mail.to === "eve-tracker@example.org");
  // Tracked while closing in two days; the employer then extends it to six.
  const extended = await track(eve, "Extended", 2);
  const newClose = new Date(now.getTime() + 6 * day);
  await handle.db.update(jobs).set({ expiresAt: newClose }).where(eq(jobs.id, extended.jobId));
  // Tracked while closing in two days, extended to thirty, then removed: the copy counts.
  const removed = await track(eve, "Removed", 2);
  await handle.db
    .update(jobs)
    .set({ expiresAt: new Date(now.getTime() + 30 * day) })
    .where(eq(jobs.id, removed.jobId));
  await handle.db.delete(jobs).where(eq(jobs.id, removed.jobId));

  await sendTrackerReminders(handle.db, mailer, { now, siteUrl: SITE });
  expect((await eveMails()).map((mail) => mail.subject)).toEqual([
    "Not applied yet, closing soon: Removed Officer",
  ]);

  // Four days on, the extended deadline is two days away.
  await sendTrackerReminders(handle.db, mailer, {
    now: new Date(now.getTime() + 4 * day),
    siteUrl: SITE,
  });
  const mails = await eveMails();
  expect(mails.map((mail) => mail.subject)).toEqual([
    "Not applied yet, closing soon: Extended Officer",
    "Not applied yet, closing soon: Removed Officer",
  ]);
  // 09:25 UTC on 21 November + 6 days.
  expect(mails[0]!.text).toContain("27 November 2026");
});
