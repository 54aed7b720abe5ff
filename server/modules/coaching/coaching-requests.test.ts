import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { coachingRequests, emailOutbox } from "#server/db/schema";
import { createMailer, type Mailer } from "#server/email/send-email";
import { createTestDb } from "#tests/setup/test-db";
import { createCoachingRequest } from "./coaching-requests";

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
});

const valid = {
  name: "  Amina Diallo ",
  email: "Amina@Example.org",
  currentSituation: "Mid-career professional moving into the UN system",
  goal: "Prepare for a competency-based interview at UNICEF next month.",
  preferredLanguage: "French",
};

test("a valid request is stored and confirmed by e-mail, with a note to the team", async () => {
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
  expect(confirmation!.text).toContain("Dear Amina Diallo");
  expect(confirmation!.html).toContain("Prepare for a competency-based interview");
  expect(notification).toMatchObject({ to: "team@blueboard.test" });
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
  for (const mail of mails) {
    expect(mail.html).not.toContain("<script>alert(1)</script>");
    expect(mail.html).toContain("&lt;script&gt;");
  }
});
