import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { emailOutbox, jobs, profiles, savedJobs, users } from "#server/db/schema";
import { createMailer } from "#server/email/send-email";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { sendDeadlineReminders } from "./send-deadline-reminders";

let handle: DbHandle;
const now = new Date("2026-11-21T09:15:00Z");
const day = 86_400_000;

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({
      externalId: "soon",
      title: "Closing Soon Officer",
      expiresAt: new Date(now.getTime() + 2 * day),
    }),
    buildJob({
      externalId: "later",
      title: "Later Officer",
      expiresAt: new Date(now.getTime() + 5 * day),
    }),
    buildJob({
      externalId: "gone",
      title: "Closed Officer",
      expiresAt: new Date(now.getTime() + day),
      status: "closed",
    }),
  ]);
  await handle.db.insert(users).values([
    { id: "amina", name: "Amina", email: "amina@example.org", emailVerified: true },
    { id: "li", name: "Li", email: "li@example.org", emailVerified: true },
  ]);
  await handle.db.insert(profiles).values([
    { userId: "amina", fullName: "Amina Diallo", deadlineReminders: true },
    { userId: "li", fullName: "Li Wei", deadlineReminders: false },
  ]);
  const all = await handle.db.select({ id: jobs.id }).from(jobs);
  for (const userId of ["amina", "li"]) {
    await handle.db.insert(savedJobs).values(all.map((job) => ({ userId, jobId: job.id })));
  }
});

afterAll(async () => {
  await handle.close();
});

test("an opted-in user gets one reminder for a saved open job closing within three days, once", async () => {
  const mailer = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.test>" });
  const first = await sendDeadlineReminders(handle.db, mailer, {
    now,
    siteUrl: "https://blueboard.test",
  });
  expect(first.reminders).toBe(1);
  const mails = await handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, "deadline-reminder"));
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({
    to: "amina@example.org",
    subject: "Closing soon: Closing Soon Officer",
    status: "stored",
  });
  expect(mails[0]?.text).toContain("https://blueboard.test/jobs/");
  expect(mails[0]?.text).toContain("Hello Amina Diallo");

  const again = await sendDeadlineReminders(handle.db, mailer, {
    now: new Date(now.getTime() + day),
    siteUrl: "https://blueboard.test",
  });
  expect(again.reminders).toBe(0);
});

test("the job that closes later gets its reminder when it enters the window", async () => {
  const mailer = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.test>" });
  const result = await sendDeadlineReminders(handle.db, mailer, {
    now: new Date(now.getTime() + 3 * day),
    siteUrl: "https://blueboard.test",
  });
  expect(result.reminders).toBe(1);
  const subjects = (
    await handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "deadline-reminder"))
  ).map((mail) => mail.subject);
  expect(subjects.sort()).toEqual([
    "Closing soon: Closing Soon Officer",
    "Closing soon: Later Officer",
  ]);
});
