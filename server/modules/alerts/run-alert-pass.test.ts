import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { SMTPServer } from "smtp-server";
import { eq, sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { emailOutbox, jobs, profiles, savedSearches, users } from "#server/db/schema";
import { createDb } from "#server/db/create-db";
import { createMailer, type Mailer } from "#server/email/send-email";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { createSavedSearch } from "#server/modules/accounts/saved-searches";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { runAlertPass } from "./run-alert-pass";
import { unsubscribeFromAlerts } from "./unsubscribe-from-alerts";
import { createUnsubscribeToken, readUnsubscribeToken } from "./unsubscribe-token";

const SITE = "https://blueboard.test";
const SECRET = "s".repeat(40);
let handle: DbHandle;
let mailer: Mailer;
let smtp: SMTPServer;
let port: number;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  handle = await createTestDb();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    // A mailbox the server refuses, for the failure tests.
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("refused"))
        callback(Object.assign(new Error("550 mailbox unavailable"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
  mailer = createMailer({
    db: handle.db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Blueboard <alerts@blueboard.test>",
  });
});

afterAll(async () => {
  mailer.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle.close();
});

beforeEach(async () => {
  received.length = 0;
  await handle.db.delete(emailOutbox);
  await handle.db.delete(users);
  await handle.db.delete(jobs);
});

/** Unfolds headers and undoes quoted-printable, enough to read the message as text. */
function decode(raw: string): string {
  return raw
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const T0 = new Date("2030-01-10T09:00:00Z");
const hours = (n: number) => n * 3_600_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

const pass = (now: Date, deliver = true) =>
  runAlertPass(handle.db, mailer, {
    now,
    siteUrl: SITE,
    secret: SECRET,
    mailFrom: "Blueboard <alerts@blueboard.test>",
    deliver: deliver ? (id) => mailer.deliver(id) : undefined,
  });

async function makeUser(
  id: string,
  frequency: "daily" | "weekly" = "daily",
  email = `${id}@example.org`,
) {
  await handle.db.insert(users).values({ id, name: `Name ${id}`, email, emailVerified: true });
  await handle.db.insert(profiles).values({ userId: id, alertFrequency: frequency });
  return id;
}

async function search(userId: string, query: string, createdAt: Date) {
  const created = await createSavedSearch(handle.db, userId, {
    name: `Search ${query}`,
    params: new URLSearchParams(query),
  });
  await handle.db.update(savedSearches).set({ createdAt }).where(eq(savedSearches.id, created.id));
  return created.id;
}

async function addJob(
  title: string,
  firstSeenAt: Date,
  overrides: Parameters<typeof buildJob>[0] = {},
) {
  await insertJobs(handle.db, [
    buildJob({
      title,
      firstSeenAt,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      ...overrides,
    }),
  ]);
}

test("a digest holds exactly the new matching jobs, with links and one-click unsubscribe headers", async () => {
  const user = await makeUser("u1");
  await search(user, "grade=P-3&location=Kenya", at(T0, -hours(48)));
  await addJob("Old Officer", at(T0, -hours(72)), { gradeCode: "P-3" }); // before the search
  await addJob("Health Officer", at(T0, -hours(5)), { gradeCode: "P-3" }); // new, matches
  await addJob("Senior Adviser", at(T0, -hours(5)), { gradeCode: "P-5" }); // wrong grade
  await addJob("Geneva Officer", at(T0, -hours(5)), {
    gradeCode: "P-3",
    location: "Geneva, Switzerland",
    country: "Switzerland",
    countryCode: "CH",
  });
  await addJob("Future Officer", at(T0, hours(1)), { gradeCode: "P-3" }); // after "now"

  const result = await pass(T0);
  expect(result).toMatchObject({ usersDue: 1, digests: 1, jobs: 1 });
  expect(received).toHaveLength(1);
  const raw = decode(received[0]!.raw);
  expect(received[0]!.to).toEqual(["u1@example.org"]);
  expect(raw).toContain("Health Officer");
  expect(raw).not.toContain("Senior Adviser");
  expect(raw).not.toContain("Geneva Officer");
  expect(raw).not.toContain("Old Officer");
  expect(raw).not.toContain("Future Officer");
  expect(raw).toContain("United Nations Development Programme");
  expect(raw).toMatch(/List-Unsubscribe: <https:\/\/blueboard\.test\/alerts\/unsubscribe\?token=/);
  expect(raw).toContain("mailto:alerts@blueboard.test?subject=unsubscribe");
  expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const [job] = await handle.db.select().from(jobs).where(eq(jobs.title, "Health Officer"));
  expect(raw).toContain(`${SITE}/jobs/${job!.id}`);

  const [row] = await handle.db.select().from(emailOutbox);
  expect(row).toMatchObject({ dedupeKey: "digest:u1:2030-01-10", status: "sent" });
  const [stored] = await handle.db.select().from(savedSearches);
  expect(stored!.lastAlertedAt?.toISOString()).toBe(T0.toISOString());
});

test("each digest is written in its recipient's stored language, with links to the pages in it", async () => {
  const french = await makeUser("u-fr");
  await handle.db.update(users).set({ locale: "fr" }).where(eq(users.id, french));
  const unchosen = await makeUser("u-none");
  await search(french, "grade=P-3", at(T0, -hours(48)));
  await search(unchosen, "grade=P-3", at(T0, -hours(48)));
  await addJob("Health Officer", at(T0, -hours(5)), { gradeCode: "P-3" });
  const [job] = await handle.db.select().from(jobs).where(eq(jobs.title, "Health Officer"));

  expect(await pass(T0, false)).toMatchObject({ digests: 2 });
  const rows = await handle.db.select().from(emailOutbox);
  const inFrench = rows.find((row) => row.to === "u-fr@example.org")!;
  expect(inFrench.subject).toBe("1 nouveau poste correspond à vos recherches enregistrées");
  expect(inFrench.text).toContain("Bonjour Name u-fr,");
  expect(inFrench.text).toContain(
    "Nouveaux postes pour vos recherches enregistrées sur Blueboard\u00a0:",
  );
  expect(inFrench.text).toContain(`<${SITE}/fr/jobs/${job!.id}>`);
  expect(inFrench.text).toContain(`${SITE}/fr/alerts/manage?token=`);
  expect(inFrench.text).toContain(`${SITE}/fr/jobs?grade=P-3`);
  expect(inFrench.html).toContain('<html lang="fr" dir="ltr">');
  expect(JSON.stringify(inFrench.headers)).toContain(`${SITE}/fr/alerts/unsubscribe?token=`);
  // Without a choice, English at the root.
  const inEnglish = rows.find((row) => row.to === "u-none@example.org")!;
  expect(inEnglish.subject).toBe("1 new job matches your saved searches");
  expect(inEnglish.text).toContain(`<${SITE}/jobs/${job!.id}>`);
  expect(inEnglish.html).toContain('<html lang="en" dir="ltr">');
});

test("a saved search of the text as typed (literal) matches the words, not the organisation", async () => {
  const user = await makeUser("u-literal");
  await search(user, "search=UNHCR&literal=1", at(T0, -hours(48)));
  const unhcr = {
    organization: "Office of the United Nations High Commissioner for Refugees",
    organizationSlug: "unhcr",
  };
  // UNHCR's own posting, whose words do not say "UNHCR": what the search read as an organisation finds.
  await addJob("Protection Officer", at(T0, -hours(5)), unhcr);
  await addJob("Refugee Liaison Analyst", at(T0, -hours(5)), {
    descriptionText: "Works alongside UNHCR in the camps.",
  });

  const result = await pass(T0);
  expect(result).toMatchObject({ digests: 1, jobs: 1 });
  const raw = decode(received[0]!.raw);
  expect(raw).toContain("Refugee Liaison Analyst");
  expect(raw).not.toContain("Protection Officer");
  // The digest's link runs the same search on the site.
  expect(raw).toContain(`${SITE}/jobs?search=UNHCR&amp;literal=1`);
});

test("a saved search's region, contract type and nationals-only filters decide the digest", async () => {
  const user = await makeUser("u-filters");
  await search(
    user,
    "region=eastern-africa&contract=consultant&nationalsOnly=true",
    at(T0, -hours(48)),
  );
  // Nairobi (Eastern Africa), a national consultancy: the only match.
  await addJob("National Consultant Nairobi", at(T0, -hours(5)), {
    contractType: "consultant",
    nationalsOnly: true,
  });
  await addJob("International Consultant Nairobi", at(T0, -hours(5)), {
    contractType: "consultant",
    nationalsOnly: false,
  });
  await addJob("Programme Officer Nairobi", at(T0, -hours(5)), {
    contractType: "national",
    nationalsOnly: true,
  });
  // Contract type unknown: matches no contract filter.
  await addJob("Unclassified Post Nairobi", at(T0, -hours(5)), {
    contractType: null,
    nationalsOnly: true,
  });
  await addJob("National Consultant Accra", at(T0, -hours(5)), {
    contractType: "consultant",
    nationalsOnly: true,
    location: "Accra, Ghana",
    city: "Accra",
    country: "Ghana",
    countryCode: "GH",
  });
  expect(await pass(T0)).toMatchObject({ digests: 1, jobs: 1 });
  const raw = decode(received[0]!.raw);
  expect(raw).toContain("National Consultant Nairobi");
  for (const title of [
    "International Consultant Nairobi",
    "Programme Officer Nairobi",
    "Unclassified Post Nairobi",
    "National Consultant Accra",
  ])
    expect(raw).not.toContain(title);
});

test("nothing new → nothing sent; running twice the same day sends once", async () => {
  const user = await makeUser("u2");
  await search(user, "", at(T0, -hours(48)));
  await addJob("Data Analyst", at(T0, -hours(3)));
  expect((await pass(T0)).digests).toBe(1);
  expect((await pass(at(T0, hours(2)))).digests).toBe(0);
  expect(received).toHaveLength(1);
  // Next day, nothing new.
  expect((await pass(at(T0, hours(24)))).digests).toBe(0);
  expect(received).toHaveLength(1);
  expect(await handle.db.select().from(emailOutbox)).toHaveLength(1);
});

test("a crash between the transaction and delivery: the re-run delivers the digest exactly once", async () => {
  const user = await makeUser("u3");
  await search(user, "", at(T0, -hours(48)));
  await addJob("Logistics Officer", at(T0, -hours(3)));
  const first = await pass(T0, false); // queued, never handed to delivery
  expect(first.digests).toBe(1);
  expect(received).toHaveLength(0);
  const [pending] = await handle.db.select().from(emailOutbox);
  expect(pending!.status).toBe("pending");

  const rerun = await pass(at(T0, 60_000));
  expect(rerun.digests).toBe(0); // nothing queued twice
  expect(rerun.delivered).toEqual([pending!.id]);
  await pass(at(T0, 120_000));
  expect(received).toHaveLength(1);
  expect(await handle.db.select().from(emailOutbox)).toHaveLength(1);
});

test("paused searches and unverified users get nothing", async () => {
  const user = await makeUser("u4");
  const id = await search(user, "", at(T0, -hours(48)));
  await handle.db.update(savedSearches).set({ isActive: false }).where(eq(savedSearches.id, id));
  await handle.db
    .insert(users)
    .values({ id: "u5", name: "U5", email: "u5@example.org", emailVerified: false });
  await search("u5", "", at(T0, -hours(48)));
  await addJob("Any Job", at(T0, -hours(1)));
  expect(await pass(T0)).toMatchObject({ usersDue: 0, digests: 0 });
  expect(received).toHaveLength(0);
});

test("weekly users get at most one digest per 7 days", async () => {
  const user = await makeUser("u6", "weekly");
  await search(user, "", at(T0, -hours(48)));
  await addJob("Week One", at(T0, -hours(1)));
  expect((await pass(T0)).digests).toBe(1);
  await addJob("Week One Later", at(T0, hours(24)));
  expect((await pass(at(T0, hours(48)))).digests).toBe(0); // not due yet
  const week = await pass(at(T0, hours(24 * 7)));
  expect(week.digests).toBe(1);
  expect(received).toHaveLength(2);
  expect(decode(received[1]!.raw)).toContain("Week One Later");
});

test("one-click unsubscribe token pauses every search; the next pass sends nothing", async () => {
  const user = await makeUser("u7");
  await search(user, "", at(T0, -hours(48)));
  await search(user, "grade=P-3", at(T0, -hours(48)));
  const token = createUnsubscribeToken(SECRET, user);
  expect(readUnsubscribeToken(SECRET, token)).toBe(user);
  expect(readUnsubscribeToken("other-secret".repeat(4), token)).toBeNull();
  expect(readUnsubscribeToken(SECRET, `${token.split(".")[0]}.forged`)).toBeNull();
  expect(await unsubscribeFromAlerts(handle.db, SECRET, "garbage")).toBeNull();
  expect(await unsubscribeFromAlerts(handle.db, SECRET, token)).toEqual({ paused: 2 });
  await addJob("After Unsubscribe", at(T0, -hours(1)));
  expect((await pass(T0)).digests).toBe(0);
  expect(received).toHaveLength(0);
});

const refusingMailer = () =>
  createMailer({
    db: handle.db,
    smtpUrl: "smtp://127.0.0.1:1",
    from: "Blueboard <alerts@blueboard.test>",
  });

test("a digest the SMTP server refused: the next pass delivers its jobs with the new ones", async () => {
  const retrying = await makeUser("c1");
  const givenUp = await makeUser("c2");
  await search(retrying, "", at(T0, -hours(48)));
  await search(givenUp, "", at(T0, -hours(48)));
  await addJob("Refused Day Job", at(T0, -hours(3)));

  const down = refusingMailer();
  const failing = await runAlertPass(handle.db, down, {
    now: T0,
    siteUrl: SITE,
    secret: SECRET,
    deliver: (id) => down.deliver(id),
  });
  down.close();
  expect(failing).toMatchObject({ digests: 2, jobs: 2 });
  expect(failing.failed).toHaveLength(2);
  expect(received).toHaveLength(0);
  const firstDigests = await handle.db.select().from(emailOutbox);
  expect(firstDigests.map((row) => row.status)).toEqual(["failed", "failed"]);
  // One was retried for a day and given up; the other is still being retried.
  const givenUpRow = firstDigests.find((row) => row.to === "c2@example.org")!;
  await handle.db
    .update(emailOutbox)
    .set({ nextAttemptAt: null })
    .where(eq(emailOutbox.id, givenUpRow.id));

  await addJob("Next Day Job", at(T0, hours(20)));
  const next = await pass(at(T0, hours(24)));
  expect(next).toMatchObject({ digests: 2, jobs: 4, carried: 2, failed: [] });
  expect(received.map((mail) => mail.to[0]).sort()).toEqual(["c1@example.org", "c2@example.org"]);
  for (const mail of received) {
    const raw = decode(mail.raw);
    expect(raw).toContain("Refused Day Job");
    expect(raw).toContain("Next Day Job");
  }
  const rows = await handle.db.select().from(emailOutbox);
  const byKey = new Map(rows.map((row) => [row.dedupeKey, row]));
  const newRetrying = byKey.get("digest:c1:2030-01-11")!;
  const newGivenUp = byKey.get("digest:c2:2030-01-11")!;
  expect(newRetrying.status).toBe("sent");
  expect(byKey.get("digest:c1:2030-01-10")).toMatchObject({
    status: "superseded",
    supersededBy: newRetrying.id,
    nextAttemptAt: null,
  });
  // The given-up one stays failed for the admin, and is marked as taken over.
  expect(byKey.get("digest:c2:2030-01-10")).toMatchObject({
    status: "failed",
    supersededBy: newGivenUp.id,
  });
  // A third pass has nothing left to carry or send.
  const third = await pass(at(T0, hours(48)));
  expect(third).toMatchObject({ digests: 0, carried: 0 });
  expect(received).toHaveLength(2);
});

test("one refused digest does not stop the pass: the others are delivered and the failure is reported", async () => {
  for (const [id, email] of [
    ["f1", "f1@example.org"],
    ["f2", "refused-f2@example.org"],
    ["f3", "f3@example.org"],
  ] as const) {
    await makeUser(id, "daily", email);
    await search(id, "", at(T0, -hours(48)));
  }
  await addJob("Everyone's Job", at(T0, -hours(2)));
  const result = await pass(T0);
  expect(result.digests).toBe(3);
  expect(result.delivered).toHaveLength(3);
  expect(result.failed).toHaveLength(1);
  expect(result.failed[0]!.error).toMatch(/550|mailbox unavailable/);
  expect(received.map((mail) => mail.to[0]).sort()).toEqual(["f1@example.org", "f3@example.org"]);
  const [refused] = await handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, "refused-f2@example.org"));
  expect(refused).toMatchObject({ id: result.failed[0]!.id, status: "failed" });
  expect(refused!.nextAttemptAt).not.toBeNull();
});

test("two workers running the same pass at the same time send each digest once", async () => {
  // Two database connections when on PostgreSQL (two pools), the one embedded database otherwise.
  const other = handle.connectionString
    ? await createDb({ databaseUrl: handle.connectionString, dataDir: "unused", migrate: false })
    : null;
  const otherDb = other?.db ?? handle.db;
  const ids = Array.from({ length: 12 }, (_, index) => `p${index}`);
  for (const id of ids) {
    await makeUser(id);
    await search(id, "", at(T0, -hours(48)));
  }
  await addJob("Parallel Day One", at(T0, -hours(2)));
  // Day one fails for half of them, so day two also races over carrying their jobs.
  const down = refusingMailer();
  await runAlertPass(handle.db, down, { now: T0, siteUrl: SITE, secret: SECRET });
  down.close();
  await handle.db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: T0 })
    .where(sql`${emailOutbox.to} ~ '^p[0-5]@'`);
  await addJob("Parallel Day Two", at(T0, hours(20)));

  const workerMailers = [handle.db, otherDb].map((db) =>
    createMailer({
      db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Blueboard <alerts@blueboard.test>",
    }),
  );
  const day2 = at(T0, hours(24));
  const results = await Promise.all(
    [handle.db, otherDb].map((db, index) =>
      runAlertPass(db, workerMailers[index]!, {
        now: day2,
        siteUrl: SITE,
        secret: SECRET,
        deliver: (id) => workerMailers[index]!.deliver(id),
      }).catch((error: unknown) => error),
    ),
  );
  for (const mailer of workerMailers) mailer.close();
  await other?.close();
  // A pass may lose a race over carrying and give its batch back; the other pass wrote them all.
  const passes = results.filter((result) => !(result instanceof Error)) as Awaited<
    ReturnType<typeof runAlertPass>
  >[];
  expect(passes.length).toBeGreaterThan(0);
  expect(passes.reduce((sum, result) => sum + result.digests, 0)).toBe(12);
  expect(passes.reduce((sum, result) => sum + result.carried, 0)).toBe(6);

  const day2Mail = received.filter((mail) => decode(mail.raw).includes("Parallel Day Two"));
  expect(day2Mail.map((mail) => mail.to[0]).sort()).toEqual(
    ids.map((id) => `${id}@example.org`).sort(),
  );
  for (const mail of day2Mail) {
    const carried = /^p([6-9]|1[01])@/.test(mail.to[0]!);
    expect(decode(mail.raw).includes("Parallel Day One")).toBe(carried);
  }
  const rows = await handle.db.select().from(emailOutbox);
  expect(
    rows
      .filter((row) => row.dedupeKey?.endsWith("2030-01-11"))
      .every((row) => row.status === "sent"),
  ).toBe(true);
});
