import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { DbHandle } from "#server/db/create-db";
import {
  applicationEvents,
  calendarFeedTokens,
  jobs,
  savedJobs,
  trackedApplications,
  users,
} from "#server/db/schema";
import { deleteAccount } from "#server/modules/accounts/profile";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { stopTracking, trackJob, trackedJobsAmong } from "./track-job";
import {
  countApplications,
  getApplication,
  listApplications,
  listDueNext,
  preferredTimeZone,
} from "./list-applications";
import {
  addApplicationEvent,
  applicationEventSchema,
  changeStatus,
  removeApplicationEvent,
  updateApplicationDetails,
} from "./update-application";
import {
  calendarTokenCreatedAt,
  createCalendarToken,
  jobCalendar,
  revokeCalendarToken,
  userCalendar,
  userIdForCalendarToken,
} from "./calendar-feed";
import { exportApplications } from "./export-applications";
import { plainTranslator } from "#server/modules/i18n/plain-translator";

const SITE = "https://blueboard.test";
let handle: DbHandle;
let alice: string;
let bob: string;

beforeAll(async () => {
  handle = await createTestDb();
  alice = await insertAccount(handle.db, { email: "alice-tracker@example.org" });
  bob = await insertAccount(handle.db, { email: "bob-tracker@example.org" });
});

afterAll(async () => {
  await handle.close();
});

async function newJob(overrides: Parameters<typeof buildJob>[0] = {}): Promise<string> {
  const row = buildJob(overrides);
  await insertJobs(handle.db, [row]);
  const [job] = await handle.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.externalId, row.externalId));
  return job!.id;
}

function event(fields: Partial<Record<string, string>> = {}) {
  const parsed = applicationEventSchema.safeParse({
    kind: "interview",
    date: "2031-03-14",
    time: "09:30",
    timeZone: "Europe/Zurich",
    note: "",
    ...fields,
  });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  return parsed.data;
}

test("tracking copies the job, starts at interested with one history row, and is idempotent", async () => {
  const jobId = await newJob({
    title: "Logistics Officer",
    organization: "WFP",
    link: "https://jobs.example.org/wfp-1",
    closingDate: "2031-02-01",
    expiresAt: null,
  });
  const id = await trackJob(handle.db, alice, jobId);
  expect(id).toBeTruthy();
  expect(await trackJob(handle.db, alice, jobId)).toBe(id);
  const detail = await getApplication(handle.db, alice, id!, new Date("2031-01-01T00:00:00Z"));
  expect(detail).toMatchObject({
    jobId,
    title: "Logistics Officer",
    organization: "WFP",
    link: "https://jobs.example.org/wfp-1",
    closingDate: "2031-02-01",
    expiresAt: null,
    status: "interested",
  });
  expect(detail!.history.map((item) => item.status)).toEqual(["interested"]);
  expect(detail!.nextDue).toMatchObject({ kind: "closing" });
  const tracked = await trackedJobsAmong(handle.db, alice, [jobId]);
  expect(tracked.get(jobId)).toEqual({ id, status: "interested" });
  expect((await trackedJobsAmong(handle.db, bob, [jobId])).size).toBe(0);
});

test("tracking an unknown or malformed job id tracks nothing", async () => {
  expect(await trackJob(handle.db, alice, "00000000-0000-4000-8000-000000000000")).toBeNull();
  expect(await trackJob(handle.db, alice, "not-a-uuid")).toBeNull();
});

test("a tracked application survives its job being deleted, with the copied details", async () => {
  const jobId = await newJob({ title: "Removed Posting", organization: "UNHCR" });
  const id = await trackJob(handle.db, alice, jobId);
  await handle.db.delete(jobs).where(eq(jobs.id, jobId));
  const detail = await getApplication(handle.db, alice, id!, new Date());
  expect(detail).toMatchObject({ jobId: null, title: "Removed Posting", organization: "UNHCR" });
});

test("status changes are recorded with their dates; repeating a status records nothing", async () => {
  const id = (await trackJob(handle.db, alice, await newJob()))!;
  await changeStatus(handle.db, alice, id, "applied", new Date("2031-01-05T10:00:00Z"));
  await changeStatus(handle.db, alice, id, "applied", new Date("2031-01-06T10:00:00Z"));
  await changeStatus(handle.db, alice, id, "interview", new Date("2031-01-20T10:00:00Z"));
  const detail = (await getApplication(handle.db, alice, id, new Date()))!;
  expect(detail.status).toBe("interview");
  expect(detail.history.slice(1)).toEqual([
    { status: "applied", changedAt: "2031-01-05T10:00:00.000Z" },
    { status: "interview", changedAt: "2031-01-20T10:00:00.000Z" },
  ]);
  expect(detail.statusChangedAt).toBe("2031-01-20T10:00:00.000Z");
});

test("events are stored in UTC with their zone; the next one due is shown", async () => {
  const id = (await trackJob(handle.db, alice, await newJob()))!;
  await changeStatus(handle.db, alice, id, "applied");
  // 09:30 in Zurich in March 2031 is winter time (UTC+1).
  const interview = await addApplicationEvent(handle.db, alice, id, event());
  await addApplicationEvent(
    handle.db,
    alice,
    id,
    event({ kind: "test", date: "2031-07-01", time: "14:00", timeZone: "America/New_York" }),
  );
  const detail = (await getApplication(handle.db, alice, id, new Date("2031-01-01T00:00:00Z")))!;
  expect(detail.events.map((item) => [item.kind, item.startsAt, item.timeZone])).toEqual([
    ["interview", "2031-03-14T08:30:00.000Z", "Europe/Zurich"],
    ["test", "2031-07-01T18:00:00.000Z", "America/New_York"],
  ]);
  expect(detail.nextDue).toEqual({
    kind: "interview",
    startsAt: "2031-03-14T08:30:00.000Z",
    timeZone: "Europe/Zurich",
  });
  const later = (await getApplication(handle.db, alice, id, new Date("2031-04-01T00:00:00Z")))!;
  expect(later.nextDue?.kind).toBe("test");
  expect(await preferredTimeZone(handle.db, alice)).toBe("America/New_York");
  expect(await preferredTimeZone(handle.db, bob)).toBe("UTC");
  expect(await removeApplicationEvent(handle.db, alice, interview!)).toBe(true);
  expect((await getApplication(handle.db, alice, id, new Date()))!.events).toHaveLength(1);
});

test("an event form with an impossible date, time or zone is refused", () => {
  const base = { kind: "test", date: "2031-03-14", time: "09:30", timeZone: "UTC", note: "" };
  expect(applicationEventSchema.safeParse(base).success).toBe(true);
  expect(applicationEventSchema.safeParse({ ...base, date: "2031-02-30" }).success).toBe(false);
  expect(applicationEventSchema.safeParse({ ...base, time: "25:00" }).success).toBe(false);
  expect(applicationEventSchema.safeParse({ ...base, timeZone: "Mars/Olympus" }).success).toBe(
    false,
  );
  expect(applicationEventSchema.safeParse({ ...base, kind: "party" }).success).toBe(false);
});

test("another user can neither read nor change an application or its events", async () => {
  const id = (await trackJob(handle.db, alice, await newJob()))!;
  const eventId = (await addApplicationEvent(handle.db, alice, id, event()))!;
  expect(await getApplication(handle.db, bob, id, new Date())).toBeNull();
  expect(await changeStatus(handle.db, bob, id, "withdrawn")).toBe(false);
  expect(
    await updateApplicationDetails(handle.db, bob, id, { referenceNumber: "X", notes: "mine" }),
  ).toBe(false);
  expect(await addApplicationEvent(handle.db, bob, id, event())).toBeNull();
  expect(await removeApplicationEvent(handle.db, bob, eventId)).toBe(false);
  expect(await stopTracking(handle.db, bob, id)).toBe(false);
  expect((await listApplications(handle.db, bob, new Date())).map((item) => item.id)).not.toContain(
    id,
  );
  const detail = (await getApplication(handle.db, alice, id, new Date()))!;
  expect(detail).toMatchObject({ status: "interested", referenceNumber: "", notes: "" });
  expect(detail.events.map((item) => item.id)).toEqual([eventId]);
});

test("reference, notes, counts and stopping tracking", async () => {
  const id = (await trackJob(handle.db, bob, await newJob()))!;
  expect(
    await updateApplicationDetails(handle.db, bob, id, {
      referenceNumber: "VA-2031-042",
      notes: "Ask about the field rotation.",
    }),
  ).toBe(true);
  expect(await getApplication(handle.db, bob, id, new Date())).toMatchObject({
    referenceNumber: "VA-2031-042",
    notes: "Ask about the field rotation.",
  });
  await changeStatus(handle.db, bob, id, "offer");
  expect(await countApplications(handle.db, bob)).toEqual({ total: 1, byStatus: { offer: 1 } });
  expect(await stopTracking(handle.db, bob, id)).toBe(true);
  expect(await getApplication(handle.db, bob, id, new Date())).toBeNull();
  expect(await countApplications(handle.db, bob)).toEqual({ total: 0, byStatus: {} });
});

test("a calendar secret finds its user until it is revoked or replaced", async () => {
  const first = await createCalendarToken(handle.db, alice);
  expect(await userIdForCalendarToken(handle.db, first)).toBe(alice);
  expect(await calendarTokenCreatedAt(handle.db, alice)).toBeTruthy();
  const second = await createCalendarToken(handle.db, alice);
  expect(second).not.toBe(first);
  expect(await userIdForCalendarToken(handle.db, first)).toBeNull();
  expect(await userIdForCalendarToken(handle.db, second)).toBe(alice);
  expect(await revokeCalendarToken(handle.db, alice)).toBe(true);
  expect(await userIdForCalendarToken(handle.db, second)).toBeNull();
  expect(await calendarTokenCreatedAt(handle.db, alice)).toBeNull();
  expect(await userIdForCalendarToken(handle.db, "short")).toBeNull();
});

function parseCalendar(text: string) {
  const component = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

test("the feed holds the user's events and closing dates, and nothing of another user's", async () => {
  const carol = await insertAccount(handle.db, { email: "carol-tracker@example.org" });
  const dave = await insertAccount(handle.db, { email: "dave-tracker@example.org" });
  const trackedJob = await newJob({
    title: "Health Officer; Emergencies, Grade P-3",
    organization: "WHO",
    closingDate: "2031-05-10",
  });
  const savedOnly = await newJob({ title: "Saved Only Job", closingDate: "2031-06-01" });
  const id = (await trackJob(handle.db, carol, trackedJob))!;
  await handle.db.insert(savedJobs).values([
    { userId: carol, jobId: savedOnly },
    { userId: carol, jobId: trackedJob },
  ]);
  await addApplicationEvent(
    handle.db,
    carol,
    id,
    event({ note: "Panel of three, bring the written test's notes — über-long ".repeat(3) }),
  );
  const daveApp = (await trackJob(handle.db, dave, await newJob({ title: "Dave's Secret Job" })))!;
  await addApplicationEvent(handle.db, dave, daveApp, event());

  const text = await userCalendar(
    handle.db,
    carol,
    SITE,
    new Date("2031-01-01T00:00:00Z"),
    plainTranslator,
  );
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(text).not.toContain("Dave");
  const events = parseCalendar(text);
  const bySummary = new Map(events.map((item) => [item.summary, item]));
  expect([...bySummary.keys()].sort()).toEqual([
    "Closing date: Health Officer; Emergencies, Grade P-3 (WHO)",
    "Closing date: Saved Only Job (United Nations Development Programme)",
    "Interview: Health Officer; Emergencies, Grade P-3 (WHO)",
  ]);
  const interview = bySummary.get("Interview: Health Officer; Emergencies, Grade P-3 (WHO)")!;
  expect(interview.startDate.toJSDate().toISOString()).toBe("2031-03-14T08:30:00.000Z");
  expect(interview.description).toContain("2031-03-14 09:30 (Europe/Zurich)");
  expect(interview.description).toContain("über-long");
  const closing = bySummary.get("Closing date: Health Officer; Emergencies, Grade P-3 (WHO)")!;
  expect(closing.startDate.isDate).toBe(true);
  expect(closing.startDate.toString()).toBe("2031-05-10");
  // Once applied, the posting's closing date is no longer a thing to do.
  await changeStatus(handle.db, carol, id, "applied");
  const after = parseCalendar(
    await userCalendar(handle.db, carol, SITE, new Date(), plainTranslator),
  );
  expect(after.map((item) => item.summary)).not.toContain(
    "Closing date: Health Officer; Emergencies, Grade P-3 (WHO)",
  );
  // In the account's language: our words translated, the employer's title and the note as written.
  await handle.db.update(users).set({ locale: "fr" }).where(eq(users.id, carol));
  const french = parseCalendar(
    await userCalendar(handle.db, carol, SITE, new Date("2031-01-01T00:00:00Z"), plainTranslator),
  );
  const entretien = french.find((item) => item.summary.startsWith("Entretien"))!;
  expect(entretien.summary).toBe("Entretien\u00a0: Health Officer; Emergencies, Grade P-3 (WHO)");
  expect(entretien.description).toContain("Date et heure\u00a0: 2031-03-14 09:30 (Europe/Zurich)");
  expect(entretien.description).toContain("über-long");
  expect(entretien.component.getFirstPropertyValue("url")).toBe(
    `${SITE}/fr/account/applications/${id}`,
  );
});

test("a job's own calendar file is one all-day event on its closing date", () => {
  const text = jobCalendar(
    {
      id: "5d0c1d2e-0000-4000-8000-000000000001",
      title: "Programme Analyst",
      organization: "UNFPA",
      closingDate: "2031-09-30",
      expiresAt: new Date("2031-09-30T21:59:00Z"),
      url: `${SITE}/jobs/5d0c1d2e-0000-4000-8000-000000000001`,
    },
    "blueboard.test",
    new Date("2031-09-01T00:00:00Z"),
    plainTranslator("en"),
  );
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  const [only, ...rest] = parseCalendar(text);
  expect(rest).toHaveLength(0);
  expect(only!.summary).toBe("Closing date: Programme Analyst (UNFPA)");
  expect(only!.startDate.isDate).toBe(true);
  expect(only!.startDate.toString()).toBe("2031-09-30");
});

test("an application's list entry keeps what is due next", async () => {
  const erin = await insertAccount(handle.db, { email: "erin-tracker@example.org" });
  const id = (await trackJob(
    handle.db,
    erin,
    await newJob({ closingDate: null, expiresAt: null }),
  ))!;
  let [item] = await listApplications(handle.db, erin, new Date("2031-01-01T00:00:00Z"));
  expect(item!.nextDue).toBeNull();
  await addApplicationEvent(handle.db, erin, id, event({ kind: "deadline", timeZone: "UTC" }));
  [item] = await listApplications(handle.db, erin, new Date("2031-01-01T00:00:00Z"));
  expect(item!.nextDue).toEqual({
    kind: "deadline",
    startsAt: "2031-03-14T09:30:00.000Z",
    timeZone: "UTC",
  });
  const [row] = await handle.db
    .select({ userId: trackedApplications.userId })
    .from(trackedApplications)
    .where(eq(trackedApplications.id, id));
  expect(row!.userId).toBe(erin);
});

test("the dashboard's due-next list: soonest first across applications, nothing already past or done", async () => {
  const fay = await insertAccount(handle.db, { email: "fay-tracker@example.org" });
  const now = new Date("2031-03-01T00:00:00Z");
  // Closes on 20 March and not yet applied: its closing date is due.
  const closing = (await trackJob(
    handle.db,
    fay,
    await newJob({ title: "Closing soon", closingDate: "2031-03-20", expiresAt: null }),
  ))!;
  // An interview on 14 March: sooner than the closing date above.
  const interview = (await trackJob(
    handle.db,
    fay,
    await newJob({ title: "Interview ahead", closingDate: null, expiresAt: null }),
  ))!;
  await addApplicationEvent(handle.db, fay, interview, event({ timeZone: "UTC" }));
  // A test that took place in February: nothing ahead.
  const past = (await trackJob(
    handle.db,
    fay,
    await newJob({ title: "Test done", closingDate: null, expiresAt: null }),
  ))!;
  await addApplicationEvent(handle.db, fay, past, event({ kind: "test", date: "2031-02-10" }));
  // Applied already: its closing date no longer matters.
  const applied = (await trackJob(
    handle.db,
    fay,
    await newJob({ title: "Sent", closingDate: "2031-03-05", expiresAt: null }),
  ))!;
  await changeStatus(handle.db, fay, applied, "applied", now);

  const due = await listDueNext(handle.db, fay, now, 3);
  expect(due.map((item) => [item.title, item.nextDue.kind])).toEqual([
    ["Interview ahead", "interview"],
    ["Closing soon", "closing"],
  ]);
  expect(due.map((item) => item.id)).toEqual([interview, closing]);
  expect(await listDueNext(handle.db, fay, now, 1)).toHaveLength(1);
  expect(await listDueNext(handle.db, bob, now, 3)).toEqual([]);
});

test("the tracker, the list, the feed and the export follow the employer's extension, then keep the copy once the job is gone", async () => {
  const gina = await insertAccount(handle.db, { email: "gina-tracker@example.org" });
  const jobId = await newJob({
    title: "Extended Posting",
    closingDate: "2031-05-10",
    expiresAt: new Date("2031-05-10T21:59:00Z"),
  });
  const id = (await trackJob(handle.db, gina, jobId))!;
  await handle.db
    .update(jobs)
    .set({ closingDate: "2031-05-24", expiresAt: new Date("2031-05-24T21:59:00Z") })
    .where(eq(jobs.id, jobId));
  const now = new Date("2031-05-01T00:00:00Z");
  const closingDay = async () => {
    const feed = parseCalendar(await userCalendar(handle.db, gina, SITE, now, plainTranslator));
    const [listed] = await listApplications(handle.db, gina, now);
    const detail = await getApplication(handle.db, gina, id, now);
    const [exported] = await exportApplications(handle.db, gina);
    return {
      detail: [detail!.closingDate, detail!.expiresAt],
      due: listed!.nextDue,
      feed: feed.map((item) => item.startDate.toString()),
      exported: exported!.closesAt,
    };
  };
  expect(await closingDay()).toEqual({
    detail: ["2031-05-24", "2031-05-24T21:59:00.000Z"],
    due: { kind: "closing", startsAt: "2031-05-24T21:59:00.000Z", timeZone: "UTC" },
    feed: ["2031-05-24"],
    exported: "2031-05-24T21:59:00.000Z",
  });
  // The copy made when tracking began is left as it was.
  const [copy] = await handle.db
    .select({ closingDate: trackedApplications.closingDate })
    .from(trackedApplications)
    .where(eq(trackedApplications.id, id));
  expect(copy!.closingDate).toBe("2031-05-10");

  await handle.db.delete(jobs).where(eq(jobs.id, jobId));
  expect(await closingDay()).toEqual({
    detail: ["2031-05-10", "2031-05-10T21:59:00.000Z"],
    due: { kind: "closing", startsAt: "2031-05-10T21:59:00.000Z", timeZone: "UTC" },
    feed: ["2031-05-10"],
    exported: "2031-05-10T21:59:00.000Z",
  });
});

test("deleting the account deletes its applications, their events and its calendar secret", async () => {
  const frank = await insertAccount(handle.db, { email: "frank-tracker@example.org" });
  const id = (await trackJob(handle.db, frank, await newJob()))!;
  await addApplicationEvent(handle.db, frank, id, event());
  const token = await createCalendarToken(handle.db, frank);
  await deleteAccount(handle.db, frank);
  expect(
    await handle.db.select().from(trackedApplications).where(eq(trackedApplications.userId, frank)),
  ).toEqual([]);
  expect(
    await handle.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)),
  ).toEqual([]);
  expect(
    await handle.db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, frank)),
  ).toEqual([]);
  expect(await userIdForCalendarToken(handle.db, token)).toBeNull();
});
