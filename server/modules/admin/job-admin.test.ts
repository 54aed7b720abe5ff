import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { adminAuditLog, jobs } from "#server/db/schema";
import { preparePosting } from "#server/ingestion/prepare-postings";
import { upsertPostings } from "#server/ingestion/upsert-postings";
import { createTestDb } from "#tests/setup/test-db";
import type { JobFormValues } from "#domain/job-posting-form";
import {
  createManualJob,
  deleteJob,
  getJobForAdmin,
  MANUAL_EXTERNAL_ID,
  MANUAL_SOURCE,
  updateJob,
} from "./job-admin";
import { jobFormValuesOf } from "./job-form-columns";
import { jobAdminQuerySchema, listJobsForAdmin } from "./list-jobs-for-admin";

let handle: DbHandle;
const actor = { id: "admin-1", email: "ada@example.org" };
const NOW = new Date("2026-11-25T12:00:00Z");

const form: JobFormValues = {
  title: "Programme Officer, P-3",
  organization: "UNICEF",
  link: "https://jobs.unicef.org/en-us/job/590001",
  postedDate: "2026-11-20",
  level: "Mid",
  field: "",
  grade: "P-3",
  dutyStation: "Nairobi, Kenya",
  deadline: "2026-12-31",
  description: "Lead the programme.\n\nTravel up to 30%.",
};

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

function auditRows() {
  return handle.db.select().from(adminAuditLog).orderBy(adminAuditLog.createdAt);
}

test("create: a manual job, active, with a manual-{timestamp}-{random} id, in the audit log", async () => {
  const created = await createManualJob(handle.db, actor, form, NOW);
  expect(created.externalId).toMatch(MANUAL_EXTERNAL_ID);
  expect(created.externalId.startsWith(`manual-${NOW.getTime()}-`)).toBe(true);
  const second = await createManualJob(handle.db, actor, { ...form, title: "Driver" }, NOW);
  expect(second.externalId).not.toBe(created.externalId);

  const row = (await getJobForAdmin(handle.db, created.id))!;
  expect(row).toMatchObject({
    source: MANUAL_SOURCE,
    sourceId: null,
    status: "active",
    title: "Programme Officer, P-3",
    level: "Mid",
    gradeCode: "P-3",
    country: "Kenya",
    countryCode: "KE",
    closingDate: "2026-12-31",
    link: form.link,
    links: [{ source: MANUAL_SOURCE, url: form.link }],
  });
  expect(row.organizationSlug).toBe("unicef");
  expect(row.postedDate.toISOString()).toBe("2026-11-20T00:00:00.000Z");
  expect(row.description).toBe("<p>Lead the programme.</p><p>Travel up to 30%.</p>");
  expect(jobFormValuesOf(row).dutyStation).toBe(row.location);

  const entry = (await auditRows()).find((audit) => audit.target === created.id)!;
  expect(entry).toMatchObject({ action: "job created", actorEmail: "ada@example.org" });
  expect(entry.details.title).toBe("(empty) → Programme Officer, P-3");
  expect(entry.details.externalId).toBe(`(empty) → ${created.externalId}`);
});

test("edit: only changed fields are written, each recorded before → after", async () => {
  const { id } = await createManualJob(handle.db, actor, form, NOW);
  const shownValues = jobFormValuesOf((await getJobForAdmin(handle.db, id))!);

  expect(await updateJob(handle.db, actor, id, shownValues, NOW)).toEqual([]);
  const changed = await updateJob(
    handle.db,
    actor,
    id,
    { ...shownValues, title: "Senior Programme Officer", dutyStation: "Geneva, Switzerland" },
    NOW,
  );
  expect(changed).toEqual(["title", "dutyStation"]);
  const row = (await getJobForAdmin(handle.db, id))!;
  expect(row).toMatchObject({
    title: "Senior Programme Officer",
    country: "Switzerland",
    countryCode: "CH",
    level: "Mid",
    closingDate: "2026-12-31",
  });
  const entry = (await auditRows()).filter((audit) => audit.target === id).at(-1)!;
  expect(entry.action).toBe("job updated");
  expect(entry.details).toEqual({
    title: "Programme Officer, P-3 → Senior Programme Officer",
    dutyStation: `${shownValues.dutyStation} → Geneva, Switzerland`,
  });

  // A deadline moved into the past expires the job; moved ahead, it is open again.
  await updateJob(handle.db, actor, id, { ...jobFormValuesOf(row), deadline: "2026-01-31" }, NOW);
  expect((await getJobForAdmin(handle.db, id))!.status).toBe("expired");
  const last = (await auditRows()).filter((audit) => audit.target === id).at(-1)!;
  expect(last.details.status).toBe("active → expired");
  await updateJob(handle.db, actor, id, { ...jobFormValuesOf(row), deadline: "2027-01-31" }, NOW);
  expect((await getJobForAdmin(handle.db, id))!.status).toBe("active");

  // A changed link replaces the old one among the job's links.
  await updateJob(
    handle.db,
    actor,
    id,
    { ...jobFormValuesOf((await getJobForAdmin(handle.db, id))!), link: "https://example.org/a" },
    NOW,
  );
  expect((await getJobForAdmin(handle.db, id))!.links).toEqual([
    { source: MANUAL_SOURCE, url: "https://example.org/a" },
  ]);

  expect(await updateJob(handle.db, actor, "00000000-0000-4000-8000-000000000000", form)).toBe(
    null,
  );
  expect(await updateJob(handle.db, actor, "not-a-uuid", form)).toBe(null);
});

test("a crawl of the job's source keeps what an admin edited and updates the rest", async () => {
  const source = { id: null, name: "unhcr-test-feed" };
  const crawl = (title: string, location: string, deadlineText: string) =>
    preparePosting(
      {
        externalId: "unhcr-1",
        title,
        organization: "UNHCR",
        location,
        deadlineText,
        link: "https://example.org/unhcr/1",
      },
      { organization: "UNHCR" },
      NOW,
    );
  await upsertPostings(
    handle.db,
    source,
    [crawl("Protection Officer", "Amman, Jordan", "2026-12-01")],
    NOW,
  );
  const [stored] = await handle.db.select().from(jobs).where(eq(jobs.externalId, "unhcr-1"));
  expect(stored!.adminEditedFields).toEqual([]);
  await updateJob(
    handle.db,
    actor,
    stored!.id,
    { ...jobFormValuesOf(stored!), title: "Senior Protection Officer", deadline: "2026-01-10" },
    NOW,
  );
  const edited = (await getJobForAdmin(handle.db, stored!.id))!;
  expect(edited.adminEditedFields).toEqual(["title", "deadline"]);
  expect(edited.status).toBe("expired");

  // The source changes title, duty station and deadline: only the duty station is taken.
  const later = new Date(NOW.getTime() + 86_400_000);
  const counts = await upsertPostings(
    handle.db,
    source,
    [crawl("Protection Officer (re-advertised)", "Beirut, Lebanon", "2026-12-20")],
    later,
  );
  expect(counts.updated).toBe(1);
  const recrawled = (await getJobForAdmin(handle.db, stored!.id))!;
  expect(recrawled).toMatchObject({
    title: "Senior Protection Officer",
    closingDate: "2026-01-10",
    status: "expired",
    country: "Lebanon",
  });
  expect(recrawled.lastSeenAt.toISOString()).toBe(later.toISOString());

  // A job nobody edited takes every change, as before.
  await handle.db.update(jobs).set({ adminEditedFields: [] }).where(eq(jobs.id, stored!.id));
  await upsertPostings(
    handle.db,
    source,
    [crawl("Protection Officer (closing soon)", "Beirut, Lebanon", "2026-12-21")],
    later,
  );
  expect(await getJobForAdmin(handle.db, stored!.id)).toMatchObject({
    title: "Protection Officer (closing soon)",
    closingDate: "2026-12-21",
    status: "active",
  });
});

test("the deadline an admin types wins over a closing date in the description", async () => {
  const { id } = await createManualJob(
    handle.db,
    actor,
    { ...form, description: "Lead the programme.\n\nClosing date: 15 December 2026" },
    NOW,
  );
  expect((await getJobForAdmin(handle.db, id))!.closingDate).toBe("2026-12-31");
});

test("delete: the job is gone for good and the log keeps what it was", async () => {
  const { id, externalId } = await createManualJob(handle.db, actor, form, NOW);
  expect(await deleteJob(handle.db, actor, id)).toBe(true);
  expect(await handle.db.select().from(jobs).where(eq(jobs.id, id))).toEqual([]);
  expect(await deleteJob(handle.db, actor, id)).toBe(false);
  expect(await deleteJob(handle.db, actor, "not-a-uuid")).toBe(false);
  const entry = (await auditRows()).filter((audit) => audit.target === id).at(-1)!;
  expect(entry.action).toBe("job deleted");
  expect(entry.details.externalId).toBe(`manual/${externalId} → (empty)`);
  expect(entry.details.title).toBe("Programme Officer, P-3 → (empty)");
});

test("the list: newest first, 25 a page, searched by title, organisation or source (% literal)", async () => {
  await handle.db.delete(jobs);
  const base = new Date("2026-01-01T00:00:00Z").getTime();
  await handle.db.insert(jobs).values(
    Array.from({ length: 30 }, (_, index) => ({
      source: index % 2 ? "unhcr-feed" : MANUAL_SOURCE,
      externalId: `x-${index}`,
      title: index === 7 ? "Officer 100% remote" : `Job ${index}`,
      organization: index === 3 ? "World Food Programme" : "UNHCR",
      link: "https://example.org",
      closingDate: "2026-12-31",
      createdAt: new Date(base + index * 60_000),
    })),
  );
  const first = await listJobsForAdmin(handle.db, jobAdminQuerySchema.parse({}));
  expect(first.items).toHaveLength(25);
  expect(first.hasMore).toBe(true);
  expect(first.items[0]).toMatchObject({ title: "Job 29", source: "unhcr-feed", status: "active" });
  expect(first.items[0]!.deadline).toBe("2026-12-31");
  const second = await listJobsForAdmin(handle.db, jobAdminQuerySchema.parse({ page: "2" }));
  expect(second.items.map((item) => item.title)).toEqual([
    "Job 4",
    "Job 3",
    "Job 2",
    "Job 1",
    "Job 0",
  ]);
  expect(second.hasMore).toBe(false);
  const byOrg = await listJobsForAdmin(handle.db, jobAdminQuerySchema.parse({ q: "food" }));
  expect(byOrg.items.map((item) => item.title)).toEqual(["Job 3"]);
  const literal = await listJobsForAdmin(handle.db, jobAdminQuerySchema.parse({ q: "100%" }));
  expect(literal.items.map((item) => item.title)).toEqual(["Officer 100% remote"]);
  const bySource = await listJobsForAdmin(handle.db, jobAdminQuerySchema.parse({ q: "UNHCR-F" }));
  expect(bySource.items).toHaveLength(15);
  expect(jobAdminQuerySchema.parse({ page: "-4", q: "   " })).toEqual({ page: 1, q: undefined });
});
