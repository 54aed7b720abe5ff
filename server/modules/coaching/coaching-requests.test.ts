import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { coachingRequests, emailOutbox, throttleCounters } from "#server/db/schema";
import { createMailer, type Mailer } from "#server/email/send-email";
import { createTestDb } from "#tests/setup/test-db";
import {
  COACHING_LIMITED_MESSAGE,
  COACHING_PER_ADDRESS,
  COACHING_PER_CLIENT,
  createCoachingRequest,
} from "./coaching-requests";

let handle: DbHandle;
let mailer: Mailer;
const deps = () => ({
  db: handle.db,
  mailer,
  siteUrl: "https://blueboard.test",
  mailFrom: "Blueboard <team@blueboard.test>",
});

beforeAll(async () => {
  handle = await createTestDb();
  mailer = createMailer({ db: handle.db, from: "Blueboard <team@blueboard.test>" });
});

afterAll(async () => {
  mailer.close();
  await handle.close();
});

beforeEach(async () => {
  await handle.db.delete(coachingRequests);
  await handle.db.delete(emailOutbox);
  await handle.db.delete(throttleCounters);
});

const valid = {
  name: "  Amina Diallo ",
  email: "Amina@Example.org",
  currentSituation: "Mid-career professional moving into the UN system",
  goal: "Prepare for a competency-based interview at UNICEF next month.",
  preferredLanguage: "French",
};

test("a valid request is stored and acknowledged by e-mail, with the request itself to the team", async () => {
  const result = await createCoachingRequest(deps(), valid);
  expect(result).toMatchObject({ ok: true, name: "Amina Diallo", email: "amina@example.org" });
  const rows = await handle.db.select().from(coachingRequests);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: "Amina Diallo",
    email: "amina@example.org",
    currentSituation: valid.currentSituation,
    goal: valid.goal,
    preferredLanguage: "French",
    status: "new",
  });
  const mails = await handle.db.select().from(emailOutbox);
  const confirmation = mails.find((mail) => mail.kind === "coaching-confirmation");
  const notification = mails.find((mail) => mail.kind === "coaching-admin");
  expect(confirmation).toMatchObject({ to: "amina@example.org" });
  // The requester's address is not confirmed: none of the visitor's words go to it.
  for (const part of [confirmation!.subject, confirmation!.text, confirmation!.html ?? ""]) {
    expect(part).not.toContain("Amina");
    expect(part).not.toContain("competency-based interview");
    expect(part).not.toContain("Mid-career");
  }
  expect(notification).toMatchObject({ to: "team@blueboard.test" });
  expect(notification!.text).toContain("Prepare for a competency-based interview");
  expect(notification!.headers).toEqual({ "Reply-To": "amina@example.org" });
});

test("invalid input names each bad field and stores nothing", async () => {
  const result = await createCoachingRequest(deps(), {
    name: " ",
    email: "amina@",
    currentSituation: "Astronaut",
    goal: "short",
    preferredLanguage: "Klingon",
  });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(Object.keys(result.errors).sort()).toEqual([
    "currentSituation",
    "email",
    "goal",
    "name",
    "preferredLanguage",
  ]);
  expect(result.errors.email).toMatch(/valid e-mail address/);
  expect(await handle.db.select().from(coachingRequests)).toEqual([]);
  expect(await handle.db.select().from(emailOutbox)).toEqual([]);
});

test("user text is escaped in the HTML e-mail", async () => {
  await createCoachingRequest(deps(), {
    ...valid,
    goal: "<script>alert(1)</script> get a P-3 role",
  });
  const mails = await handle.db.select().from(emailOutbox);
  for (const mail of mails) expect(mail.html).not.toContain("<script>alert(1)</script>");
  const notification = mails.find((mail) => mail.kind === "coaching-admin");
  expect(notification!.html).toContain("&lt;script&gt;");
});

test("one address receives at most 2 requests a day, whoever sends them; a third sends nothing", async () => {
  const victim = { ...valid, email: "victim@example.org" };
  for (let i = 0; i < COACHING_PER_ADDRESS.points; i++)
    expect((await createCoachingRequest(deps(), victim, { ip: `198.51.100.${i}` })).ok).toBe(true);
  const refused = await createCoachingRequest(deps(), victim, { ip: "198.51.100.99" });
  expect(refused).toEqual({
    ok: false,
    limited: true,
    errors: { email: COACHING_LIMITED_MESSAGE },
  });
  const mails = await handle.db.select().from(emailOutbox);
  expect(mails.filter((mail) => mail.to === "victim@example.org")).toHaveLength(
    COACHING_PER_ADDRESS.points,
  );
  expect(await handle.db.select().from(coachingRequests)).toHaveLength(COACHING_PER_ADDRESS.points);
});

test("20 requests for spellings of one mailbox from 20 clients: at most 2 acknowledgements reach it", async () => {
  const results = [];
  for (let i = 0; i < 20; i++) {
    // Case changes and +tags all land in victim@example.org's mailbox.
    const email = i % 3 === 0 ? "Victim@Example.ORG" : `victim+${i}@example.org`;
    results.push(
      await createCoachingRequest(deps(), { ...valid, email }, { ip: `198.51.100.${i}` }),
    );
  }
  expect(results.filter((result) => result.ok)).toHaveLength(COACHING_PER_ADDRESS.points);
  // Past the limit every answer is the same, whatever the spelling.
  for (const result of results.slice(COACHING_PER_ADDRESS.points))
    expect(result).toEqual({
      ok: false,
      limited: true,
      errors: { email: COACHING_LIMITED_MESSAGE },
    });
  const acknowledgements = (await handle.db.select().from(emailOutbox)).filter(
    (mail) => mail.kind === "coaching-confirmation",
  );
  expect(acknowledgements.length).toBeLessThanOrEqual(COACHING_PER_ADDRESS.points);
  expect(acknowledgements.every((mail) => /^victim(\+\d+)?@example\.org$/.test(mail.to))).toBe(
    true,
  );
  expect(await handle.db.select().from(coachingRequests)).toHaveLength(COACHING_PER_ADDRESS.points);
});

test("one client sends at most 5 requests an hour, to whichever addresses", async () => {
  const results: boolean[] = [];
  for (let i = 0; i < 20; i++)
    results.push(
      (
        await createCoachingRequest(
          deps(),
          { ...valid, email: `target${i}@example.org` },
          { ip: "203.0.113.5" },
        )
      ).ok,
    );
  // The penetration test sent 20 in 11.6 s; now 5 go out.
  expect(results.filter(Boolean)).toHaveLength(COACHING_PER_CLIENT.points);
  const confirmations = (await handle.db.select().from(emailOutbox)).filter(
    (mail) => mail.kind === "coaching-confirmation",
  );
  expect(confirmations).toHaveLength(COACHING_PER_CLIENT.points);
  // Another client is not affected.
  expect(
    (
      await createCoachingRequest(
        deps(),
        { ...valid, email: "other@example.org" },
        { ip: "203.0.113.6" },
      )
    ).ok,
  ).toBe(true);
});

test("a filled honeypot field is answered like a success, and nothing is stored or sent", async () => {
  const result = await createCoachingRequest(deps(), valid, {
    ip: "192.0.2.1",
    honeypot: "http://spam.example",
  });
  expect(result).toMatchObject({ ok: true, email: "amina@example.org" });
  expect(await handle.db.select().from(coachingRequests)).toEqual([]);
  expect(await handle.db.select().from(emailOutbox)).toEqual([]);
});
