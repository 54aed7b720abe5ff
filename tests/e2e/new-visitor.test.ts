import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import type { BrowserContext, Page } from "playwright-core";
import { queryRows } from "#server/db/query-rows";
import { seedOrganisations } from "#server/db/seed/seed-organisations";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { launchBrowser } from "#tests/support/browser";
import { runtimeScriptCount } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { E2E_WAIT } from "#tests/support/timeouts";

// What a new visitor found on the public site: sign-up links that opened sign-in, raw validation
// messages, a search saved twice, links that did nothing without JavaScript, filters lost on the way
// back, empty parameters in the address, and small texts ("1 open positions", "WB", a page
// suggesting itself, an empty Grades control, /search apart from /jobs).

const mails: { to: string[]; text: string }[] = [];
let smtp: SMTPServer;
let server: RunningServer;
let browser: BrowserContext;
let noScript: BrowserContext;
let ids: Record<string, string> = {};

function decode(raw: string): string {
  return raw
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitForMail(to: string, contains: string) {
  const deadline = Date.now() + E2E_WAIT;
  for (;;) {
    const mail = mails.find((item) => item.to.includes(to) && item.text.includes(contains));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} containing "${contains}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react"))),
    )
    .toBe(true);
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: decode(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startServer({
    env: { SEED: "none", TASKS: "off", SMTP_URL: `smtp://127.0.0.1:${port}` },
    seed: async (db) => {
      await seedOrganisations(db);
      await insertJobs(db, [
        // The only job in Kenya, with a grade.
        buildJob({ externalId: "kenya-1", title: "Water Engineer" }),
        // No grade: a search that finds only this job has no grades to offer.
        buildJob({
          externalId: "geneva-1",
          title: "Communications Intern",
          // A logo address that answers 404: the card falls back to the organisation's letters.
          logoUrl: "/logos/not-there.svg",
          location: "Geneva, Switzerland",
          city: "Geneva",
          country: "Switzerland",
          countryCode: "CH",
          region: "Europe",
          level: "Internship",
          gradeCode: null,
          gradeSource: null,
          gradeConfidence: null,
        }),
      ]);
      const rows = await queryRows<{ id: string; external_id: string }>(
        db,
        sql`select id, external_id from jobs where source = 'test'`,
      );
      ids = Object.fromEntries(rows.map((row) => [row.external_id, row.id]));
    },
  });
  browser = await launchBrowser();
  noScript = await launchBrowser({ javaScriptEnabled: false });
});

afterAll(async () => {
  await browser?.close();
  await noScript?.close();
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test("“Create a free account” and “Sign up free” open the sign-up form", async () => {
  const page = await browser.newPage();
  for (const name of ["Create a free account", "Sign up free"]) {
    await page.goto(`${server.url}/`);
    expect(await runtimeScriptCount(page)).toBe(0);
    await page.getByRole("link", { name, exact: true }).click();
    await page.waitForURL(`${server.url}/auth?mode=sign-up`);
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    expect(await page.getByLabel("Full name").isVisible()).toBe(true);
  }
  await page.close();
});

test("sign-up: a malformed address gets a plain message at the field; an existing one gets an e-mail; a search cannot be saved twice", async () => {
  const page = await browser.newPage();
  const email = "returning@example.org";
  const password = "copper kettle meadow 93";
  const signUp = async (address: string) => {
    await page.goto(`${server.url}/auth?mode=sign-up`);
    expect(await runtimeScriptCount(page)).toBe(0);
    await page.getByLabel("Full name").fill("Returning Visitor");
    await page.getByLabel("E-mail address").fill(address);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
  };

  await signUp("returning.example.org");
  const field = page.getByLabel("E-mail address");
  await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
  expect(await field.getAttribute("aria-describedby")).toBe("sign-up-email-error");
  expect(await page.locator("#sign-up-email-error").innerText()).toBe(
    "Please enter a valid e-mail address, like name@example.org.",
  );
  expect(await page.locator("main").innerText()).not.toContain("[body.email]");
  expect(await field.inputValue()).toBe("returning.example.org");

  // First sign-up, then the same address again: the same answer, and a note to its owner.
  await signUp(email);
  await page.getByText(`We have sent a confirmation link to ${email}`).waitFor();
  const verification = await waitForMail(email, "Confirm your e-mail address");
  await signUp(email);
  await page.getByText(`We have sent a confirmation link to ${email}`).waitFor();
  const note = await waitForMail(email, "You already have a Blueboard account");
  expect(note.text).toContain("You already have one");
  expect(note.text).toContain(`${server.url}/auth?mode=reset`);

  // Verify (signs in), then save the same search twice.
  const link = /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?\S+/.exec(
    verification.text,
  )?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.goto(`${server.url}/jobs?location=Nairobi&level=Mid`);
  await hydrated(page);
  await page.getByLabel("Name").fill("Nairobi");
  await page.getByRole("button", { name: "Save search and get alerts" }).click();
  await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Search saved");
  // The same filters in another order.
  await page.goto(`${server.url}/jobs?level=Mid&location=nairobi`);
  await hydrated(page);
  await page.getByLabel("Name").fill("Nairobi again");
  await page.getByRole("button", { name: "Save search and get alerts" }).click();
  await expect
    .poll(() => page.locator("#saved-search-error").textContent())
    .toBe("You already have this search saved, as “Nairobi”.");
  const cookie = (await browser.cookies(server.url))
    .map((item) => `${item.name}=${item.value}`)
    .join("; ");
  const saved = (await (
    await fetch(`${server.url}/api/v1/me/saved-searches`, { headers: { cookie } })
  ).json()) as { items: unknown[] };
  expect(saved.items).toHaveLength(1);
  // Filters the listing cannot read are refused by the form's schema, on the query it sent.
  const refused = await fetch(`${server.url}/account/saved-searches`, {
    method: "POST",
    headers: { cookie, Origin: server.url },
    body: new URLSearchParams({ query: "closingWithin=999", name: "Never", js: "1" }),
  });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { result: { error: unknown } }).result.error).toEqual({
    query: ["search-invalid"],
  });
  // The API refuses it too.
  const again = await fetch(`${server.url}/api/v1/me/saved-searches`, {
    method: "POST",
    headers: { cookie, origin: server.url, "content-type": "application/json" },
    body: JSON.stringify({
      name: "API copy",
      location_filter: "Nairobi",
      filters: { level: ["Mid"] },
    }),
  });
  expect(again.status).toBe(409);
  await page.close();
});

test("without JavaScript: More Info is a link, Back to listings keeps the filters, empty fields leave the address", async () => {
  const page = await noScript.newPage();
  await page.goto(`${server.url}/jobs?level=Mid`);
  const card = page.getByRole("article").filter({ hasText: "Water Engineer" });
  await card.getByRole("link", { name: "More Info" }).click();
  await page.waitForURL((url) => url.pathname === `/jobs/${ids["kenya-1"]}`);
  expect(new URL(page.url()).searchParams.get("from")).toBe("/jobs?level=Mid");
  await page.getByRole("link", { name: "← Back to listings" }).first().click();
  await page.waitForURL(`${server.url}/jobs?level=Mid`);

  // The title link carries the listing too; an unfiltered listing adds nothing.
  await page.goto(`${server.url}/jobs`);
  expect(
    await page
      .getByRole("article")
      .getByRole("link", { name: "Water Engineer", exact: true })
      .getAttribute("href"),
  ).toBe(`/jobs/${ids["kenya-1"]}`);

  // The filter form sent with every field empty: the plain /jobs address.
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(`${server.url}/jobs`);
  await page.getByLabel("Keywords").fill("engineer");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(`${server.url}/jobs?search=engineer`);
  await page.close();

  // Any address with empty parameters redirects to the same listing without them.
  const response = await fetch(`${server.url}/jobs?search=&location=%20&level=Mid&grade=`, {
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/jobs?level=Mid");
});

test("without JavaScript a logo that fails to load shows the organisation's letters", async () => {
  const page = await noScript.newPage();
  await page.goto(`${server.url}/jobs?search=communications`);
  const logo = page
    .getByRole("article")
    .filter({ hasText: "Communications Intern" })
    .locator("img[data-initials]");
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  const drawn = await logo.evaluate((image: HTMLImageElement) => ({
    failed: image.naturalWidth === 0,
    initials: image.dataset.initials ?? "",
    // The browser paints an image's ::after box only when the image failed to load.
    after: getComputedStyle(image, "::after").content,
    afterDisplay: getComputedStyle(image, "::after").display,
  }));
  expect(drawn.failed).toBe(true);
  expect(drawn.initials).toMatch(/^\S+$/);
  expect(drawn.after).toBe(`"${drawn.initials}"`);
  expect(drawn.afterDisplay).toBe("flex");
  await page.close();
});

test("Back to listings goes only to our own /jobs listing", async () => {
  const job = `${server.url}/jobs/${ids["kenya-1"]}`;
  const page = await noScript.newPage();
  for (const [from, back] of [
    ["/jobs?level=Mid&search=water", "/jobs?level=Mid&search=water"],
    ["https://evil.example/jobs?level=Mid", "/jobs"],
    ["//evil.example/jobs", "/jobs"],
    ["/jobs/../admin", "/jobs"],
    ["/jobsx?level=Mid", "/jobs"],
    ["/\\evil.example", "/jobs"],
  ]) {
    await page.goto(`${job}?${new URLSearchParams({ from: from! })}`);
    const links = page.getByRole("link", { name: "← Back to listings" });
    expect(await links.count()).toBe(2);
    for (const href of await links.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("href")),
    ))
      expect(href, from).toBe(back);
  }
  await page.close();

  // With JavaScript on, an anonymous visitor still gets the plain page (no runtime, ADR 013): More
  // Info is the job page's link, and the way to the job and back keeps the filters.
  const anonymous = await launchBrowser({ width: 1280 });
  const js = await anonymous.newPage();
  await js.goto(`${server.url}/jobs?level=Mid`);
  expect(await runtimeScriptCount(js)).toBe(0);
  expect(await js.getByRole("button", { name: "More Info" }).count()).toBe(0);
  expect(await js.getByRole("link", { name: "More Info about Water Engineer" }).count()).toBe(1);
  await js.getByRole("link", { name: "Water Engineer", exact: true }).click();
  await js.waitForURL((url) => url.pathname === `/jobs/${ids["kenya-1"]}`);
  await js.getByRole("link", { name: "← Back to listings" }).first().click();
  await js.waitForURL(`${server.url}/jobs?level=Mid`);
  await anonymous.close();
});

test("small texts: one open position, the World Bank by name, no self-link, no empty Grades, /search is /jobs", async () => {
  const page = await browser.newPage();

  // Kenya has one job: singular everywhere, and the page does not suggest itself.
  await page.goto(`${server.url}/location/kenya`);
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/\b1 open positions\b/);
  expect(text).toContain("1 open position");
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(
    /^1 open position\. /,
  );
  const elsewhere = page.locator("p").filter({ hasText: "Looking elsewhere?" });
  expect(await elsewhere.locator('a[href="/location/kenya"]').count()).toBe(0);
  expect(await elsewhere.getByRole("link").allInnerTexts()).toEqual([
    "Switzerland",
    "Ethiopia",
    "search by place",
  ]);
  await page.goto(`${server.url}/location/switzerland`);
  expect(
    await page
      .locator("p")
      .filter({ hasText: "Looking elsewhere?" })
      .getByRole("link")
      .allInnerTexts(),
  ).toEqual(["Kenya", "Ethiopia", "search by place"]);

  // The home page: "2 open jobs", the World Bank by its name.
  await page.goto(`${server.url}/`);
  expect(await page.getByText("2 open jobs from the UN system").count()).toBe(1);
  const names = (await page.locator(".logo-strip > li").allInnerTexts()).map((name) =>
    name.replace(/careers site \(opens in a new tab\)/, "").trim(),
  );
  expect(names).toContain("World Bank");
  expect(names).not.toContain("WB");
  expect(names).toContain("UNDP");
  await page.goto(`${server.url}/organization/world-bank`);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("World Bank");
  expect(await page.locator("main").innerText()).not.toMatch(/\bWB\b/);

  // Grades: a listing whose jobs have none shows no Grades control at all.
  await page.goto(`${server.url}/jobs`);
  expect(await page.getByRole("group", { name: "Grades" }).count()).toBe(1);
  await page.goto(`${server.url}/jobs?search=communications`);
  await expect.poll(() => page.getByRole("article").count()).toBe(1);
  expect(await page.getByRole("group", { name: "Grades" }).count()).toBe(0);
  expect(await page.getByText("Grades", { exact: true }).count()).toBe(0);

  // The header's Search is the listing; /search redirects there with its query string.
  const nav = page.getByRole("navigation", { name: "Main" });
  expect(await nav.getByRole("link", { name: "Search" }).getAttribute("href")).toBe("/jobs");
  expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(["Jobs"]);
  const redirected = await fetch(`${server.url}/search?search=water&level=Mid`, {
    redirect: "manual",
  });
  expect(redirected.status).toBe(301);
  expect(redirected.headers.get("location")).toBe("/jobs?search=water&level=Mid");
  // In the language it was asked in.
  const french = await fetch(`${server.url}/fr/search?search=eau`, { redirect: "manual" });
  expect(french.status).toBe(301);
  expect(french.headers.get("location")).toBe("/fr/jobs?search=eau");
  await page.goto(`${server.url}/search?q=engineer`);
  await page.waitForURL(`${server.url}/jobs?q=engineer`);
  await expect.poll(() => page.getByRole("article").count()).toBe(1);
  await page.close();
});
