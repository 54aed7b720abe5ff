import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { applicationEvents, jobs, profiles } from "#server/db/schema";
import { createMailer } from "#server/email/send-email";
import { saveCv } from "#server/modules/cv/cv-documents";
import { trackJob } from "#server/modules/applications/track-job";
import {
  changeStatus,
  updateApplicationDetails,
} from "#server/modules/applications/update-application";
import {
  applicationsCsv,
  exportApplications,
} from "#server/modules/applications/export-applications";
import { sendTrackerReminders } from "#server/modules/alerts/send-tracker-reminders";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { exportAccountData } from "./export-account-data";
import { saveJob } from "./saved-jobs";
import { createSavedSearch } from "./saved-searches";

// The tracker writes its history at the real time, so the export is read now.
const now = new Date();
const interviewAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 20 * 3_600_000);
// Nairobi keeps UTC+3 all year.
const nairobiTime = new Date(interviewAt.getTime() + 3 * 3_600_000)
  .toISOString()
  .slice(0, 16)
  .replace("T", " ");
let handle: DbHandle;
let alice: string;
let bob: string;
let applicationId: string;

async function newJob(externalId: string, title: string, organization = "UNICEF") {
  const row = buildJob({
    externalId,
    title,
    organization,
    expiresAt: new Date(now.getTime() + 2 * 86_400_000),
  });
  await insertJobs(handle.db, [row]);
  const [job] = await handle.db.select().from(jobs).where(eq(jobs.externalId, externalId));
  return job!.id;
}

beforeAll(async () => {
  handle = await createTestDb();
  alice = await insertAccount(handle.db, { email: "alice-export@example.org", name: "Alice" });
  bob = await insertAccount(handle.db, { email: "bob-export@example.org", name: "Bob" });
  await handle.db.insert(profiles).values([
    { userId: alice, fullName: "Alice Export", careerFocus: "WASH", trackerReminders: true },
    { userId: bob, fullName: "Bob Other", trackerReminders: true },
  ]);
  const water = await newJob("water", "Water Engineer");
  await saveJob(handle.db, alice, water);
  await createSavedSearch(handle.db, alice, {
    name: "Nairobi P-3",
    params: new URLSearchParams("q=water&location=Nairobi&grade=P-3"),
  });
  applicationId = (await trackJob(handle.db, alice, water))!;
  await changeStatus(handle.db, alice, applicationId, "preparing", new Date(Date.now() + 1000));
  await updateApplicationDetails(handle.db, alice, applicationId, {
    referenceNumber: "UNICEF/26/1",
    notes: 'Ask Sam, "the hiring lead", about the field visit',
  });
  await handle.db.insert(applicationEvents).values({
    applicationId,
    kind: "interview",
    startsAt: interviewAt,
    timeZone: "Africa/Nairobi",
    note: "Video call",
  });
  await saveCv(handle.db, alice, {
    name: "alice-cv.txt",
    bytes: new TextEncoder().encode(
      "Alice Export\nWater engineer, eight years in WASH programmes.\n",
    ),
  });
  // Bob's own application and reminder, which Alice's export must not hold.
  const bobJob = await newJob("bob", "Secret Bob Officer", "UNHCR");
  await trackJob(handle.db, bob, bobJob);
  const mailer = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.test>" });
  await sendTrackerReminders(handle.db, mailer, { now, siteUrl: "https://blueboard.test" });
});

afterAll(async () => {
  await handle.close();
});

test("the JSON export holds the account's profile, settings, saved things, applications, CV text and alert history, and nothing of another user", async () => {
  const data = (await exportAccountData(handle.db, alice, now))!;
  expect(data.account).toMatchObject({ email: "alice-export@example.org", emailConfirmed: true });
  expect(data.profile).toEqual({ fullName: "Alice Export", careerFocus: "WASH" });
  expect(data.alertSettings).toEqual({
    alertFrequency: "daily",
    deadlineReminders: false,
    trackerReminders: true,
  });
  expect(data.savedJobs.map((job) => job.title)).toEqual(["Water Engineer"]);
  expect(data.savedSearches).toHaveLength(1);
  expect(data.savedSearches[0]).toMatchObject({
    name: "Nairobi P-3",
    alertsOn: true,
    location: "Nairobi",
    filters: { grade: ["P-3"] },
  });
  expect(data.savedSearches[0]!.description).toContain("Nairobi");
  const [application] = data.applications;
  expect(data.applications).toHaveLength(1);
  expect(application).toMatchObject({
    title: "Water Engineer",
    status: "preparing",
    referenceNumber: "UNICEF/26/1",
    notes: 'Ask Sam, "the hiring lead", about the field visit',
  });
  expect(application!.history.map((change) => change.status)).toEqual(["interested", "preparing"]);
  expect(application!.events).toEqual([
    {
      kind: "interview",
      startsAt: interviewAt.toISOString(),
      timeZone: "Africa/Nairobi",
      localTime: nairobiTime,
      note: "Video call",
    },
  ]);
  expect(data.cv).toMatchObject({ fileName: "alice-cv.txt", fileType: "text" });
  expect(data.cv!.text).toContain("eight years in WASH");
  expect(JSON.stringify(data)).not.toContain("content");
  // The tracker's closing reminder and interview reminder written for Alice, and not Bob's.
  expect(data.alertHistory.map((mail) => mail.subject).sort()).toEqual([
    "Not applied yet, closing soon: Water Engineer",
    "Your interview is coming up: Water Engineer",
  ]);
  expect(JSON.stringify(data)).not.toMatch(/Secret Bob|bob-export/);

  const bobs = (await exportAccountData(handle.db, bob, now))!;
  expect(bobs.applications.map((item) => item.title)).toEqual(["Secret Bob Officer"]);
  expect(bobs.cv).toBeNull();
  expect(JSON.stringify(bobs)).not.toMatch(/Water Engineer|alice/i);
  expect(await exportAccountData(handle.db, "no-such-user", now)).toBeNull();
});

test("the CSV has a header and one row per application, quotes commas and quotes, and defuses formulas", async () => {
  await updateApplicationDetails(handle.db, alice, applicationId, {
    referenceNumber: "-2+3",
    notes: '=HYPERLINK("http://evil.example","click"), then +1\nsecond line',
  });
  const csv = applicationsCsv(await exportApplications(handle.db, alice));
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[0]).toBe(
    "Job title,Employer,Link,Status,Status since,Tracked since,Closing date,Reference number,Dates,Status history,Notes",
  );
  expect(lines[1]).toMatch(/^Water Engineer,UNICEF,https?:\/\/\S+,Preparing,\d{4}-\d\d-\d\d,/);
  expect(csv).toContain(",'-2+3,");
  expect(csv).toContain(`Interview: ${nairobiTime} (Africa/Nairobi) Video call`);
  expect(csv).toContain("Interested ");
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), then +1\nsecond line"`);
  expect(csv).not.toMatch(/(^|,)"?=/m);
  expect(csv).not.toContain("Secret Bob");
  // A header only when nothing is tracked.
  const empty = applicationsCsv([]);
  expect(empty.slice(1).split("\r\n").filter(Boolean)).toHaveLength(1);
});
