import * as cheerio from "cheerio";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { coachingRequests, jobs } from "#server/db/schema";
import type { Database } from "#server/db/create-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { launchBrowser } from "#tests/support/browser";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { keepScreenshot } from "#tests/support/screenshots";

// The career tools end to end, in Chromium at a phone's and a desktop's width, axe-clean and
// without sideways scroll: the planner turns a profile into grades, advice and matching jobs; a
// P-grade job page shows its estimated net pay; an admin finds a coaching request and marks it
// contacted (recorded in the audit log). Plain HTTP covers the signed-in planner's saved profile.

let server: RunningServer;
let ada = "";
let cleo = "";
const ids: Record<string, string> = {};

async function insertJob(db: Database, key: string, overrides: Parameters<typeof buildJob>[0]) {
  const [row] = await db.insert(jobs).values(buildJob(overrides)).returning({ id: jobs.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await insertAccount(db, { email: "ada@example.org", role: "admin" });
      await insertAccount(db, { email: "cleo@example.org" });
      await insertJob(db, "p3", {
        title: "Finance Officer",
        gradeCode: "P-3",
        professionalField: "Finance & Economy",
      });
      await insertJob(db, "p4", {
        title: "Senior Budget Officer",
        gradeCode: "P-4",
        professionalField: "Finance & Economy",
      });
      await insertJob(db, "p5", {
        title: "Chief of Finance",
        gradeCode: "P-5",
        professionalField: "Finance & Economy",
      });
      await insertJob(db, "nob", {
        title: "National Finance Officer",
        gradeCode: "NO-B",
        level: "Mid",
        professionalField: "Finance & Economy",
      });
      await insertJob(db, "chicago", {
        title: "Liaison Officer",
        gradeCode: "P-4",
        city: "Chicago",
        country: "United States",
        countryCode: "US",
        location: "Chicago, United States",
      });
      await db.insert(coachingRequests).values({
        name: "Amina Diallo",
        email: "amina@example.org",
        currentSituation: "Early-career professional",
        goal: "Prepare for a P-2 interview at UNHCR next month.",
        preferredLanguage: "French",
      });
    },
  });
  ada = await signInAs(server, "ada@example.org");
  cleo = await signInAs(server, "cleo@example.org");
});

afterAll(async () => {
  await server?.stop();
});

for (const width of [375, 1280]) {
  test(`at ${width} px: the planner, a job's pay estimate and the admin's coaching list`, async () => {
    const visitor = await launchBrowser({ width, height: 900 });
    const admin: BrowserContext = await openBrowserAs(server, ada, { width });
    try {
      const page = await visitor.newPage();
      // The planner, filled in and sent as a plain GET form (signed out: nothing is stored).
      await page.goto(`${server.url}/planner`);
      expect(await findPageProblems(page, `${width}px /planner`)).toEqual([]);
      // A bad answer (the page has no script: the server's schema refuses it) is said at its
      // field, linked to it, and everything else typed or chosen is still there.
      const years = page.getByLabel("Years of relevant work experience");
      await years.fill("51");
      await page.getByLabel("Master's (advanced) degree").check();
      await page.getByLabel("English").check();
      await page.getByLabel("Preferred duty stations").fill("Nairobi, Geneva");
      await page.getByRole("button", { name: "Show my options" }).click();
      await page.getByRole("alert").waitFor();
      expect(await page.getByRole("alert").innerText()).toBe(
        "Please correct the field marked below.",
      );
      expect(await years.getAttribute("aria-invalid")).toBe("true");
      const yearsError = page.locator(`#${await years.getAttribute("aria-describedby")}`);
      expect(await yearsError.innerText()).toBe(
        "Please enter your years of relevant experience as a whole number from 0 to 50.",
      );
      expect(await years.inputValue()).toBe("51");
      expect(await page.getByLabel("Master's (advanced) degree").isChecked()).toBe(true);
      expect(await page.getByLabel("English").isChecked()).toBe(true);
      const stations = page.getByLabel("Preferred duty stations");
      expect(await stations.inputValue()).toBe("Nairobi, Geneva");
      expect(await stations.getAttribute("aria-invalid")).toBeNull();
      expect(await findPageProblems(page, `${width}px /planner with an error`)).toEqual([]);
      await keepScreenshot(page, `planner-error-${width}`);
      await stations.fill("");
      await years.fill("5");
      await page.getByLabel("Bachelor's (first-level) degree").check();
      await page.getByLabel("English").check();
      await page.getByLabel("Finance & Economy").check();
      await page.getByLabel("Nationality").selectOption("KE");
      await page.getByRole("button", { name: "Show my options" }).click();
      await page.getByRole("heading", { name: "Your options" }).waitFor();
      expect(new URL(page.url()).searchParams.get("years")).toBe("5");
      const grades = page.getByRole("list", { name: "Eligible grades" });
      expect(await grades.getByRole("link").allInnerTexts()).toEqual(["P-1", "P-2"]);
      await page.getByRole("heading", { name: "What would open P-3" }).waitFor();
      const advice = await page.locator("#results").innerText();
      expect(advice).toContain("2 more years of relevant experience");
      expect(advice).toContain("an advanced degree (master's or doctorate)");
      expect(advice).toContain("As a national of Kenya");
      expect(advice).toContain("1 open national post in Kenya");
      // P-1 and P-2 in finance: none of the seeded jobs (P-3, P-4, P-5) is open to this profile.
      expect(advice).toContain("No open job matches");
      expect(await findPageProblems(page, `${width}px /planner results`)).toEqual([]);
      await keepScreenshot(page, `planner-${width}`);
      // With an advanced degree P-3 opens, and the matching P-3 job is listed.
      await page.getByLabel("Master's (advanced) degree").check();
      await page.getByRole("button", { name: "Show my options" }).click();
      await page.getByRole("heading", { name: "What would open P-4" }).waitFor();
      expect(await grades.getByRole("link").allInnerTexts()).toEqual(["P-1", "P-2", "P-3"]);
      await page.getByRole("link", { name: "Finance Officer" }).waitFor();
      expect(
        await page.getByRole("link", { name: "See it on the jobs page" }).getAttribute("href"),
      ).toBe("/jobs?grade=P-1&grade=P-2&grade=P-3&field=finance-economy");

      // A P-4 job in Nairobi shows its estimate; one in a city without a multiplier shows none.
      await page.goto(`${server.url}/jobs/${ids.p4}`);
      await page.getByRole("heading", { name: "Estimated net pay" }).waitFor();
      expect(await page.getByTestId("net-pay").innerText()).toBe("about US$119,049 a year");
      const pay = await page.locator("section[aria-labelledby=pay-heading]").innerText();
      expect(pay).toContain("P-4 at step I");
      await page.getByText("How this is estimated, and what it leaves out").click();
      expect(await page.locator("section[aria-labelledby=pay-heading]").innerText()).toContain(
        "salary scale effective 1 January 2025",
      );
      expect(await findPageProblems(page, `${width}px job with pay`)).toEqual([]);
      await keepScreenshot(page, `job-pay-${width}`);
      await page.goto(`${server.url}/jobs/${ids.chicago}`);
      await page.getByRole("heading", { name: "Liaison Officer" }).waitFor();
      expect(await page.getByRole("heading", { name: "Estimated net pay" }).count()).toBe(0);
      await page.goto(`${server.url}/jobs/${ids.nob}`);
      await page.getByRole("heading", { name: "National Finance Officer" }).waitFor();
      expect(await page.getByRole("heading", { name: "Estimated net pay" }).count()).toBe(0);

      // The admin finds the request and marks it contacted, with a note.
      const adminPage = await admin.newPage();
      await adminPage.goto(`${server.url}/admin/coaching`);
      const request = adminPage.getByRole("article", { name: "Amina Diallo" });
      const status = request.getByLabel("Status", { exact: true });
      expect(await request.innerText()).toContain("Prepare for a P-2 interview at UNHCR");
      expect(await findPageProblems(adminPage, `${width}px /admin/coaching`)).toEqual([]);
      await status.selectOption("contacted");
      await request.getByRole("button", { name: /Save status/ }).click();
      await adminPage
        .getByRole("status")
        .filter({ hasText: "The request from amina@example.org is now marked contacted." })
        .waitFor();
      await request.getByLabel("Team notes").fill(`Replied from the ${width} px run.`);
      await request.getByRole("button", { name: /Save notes/ }).click();
      await adminPage.getByText("Notes saved for the request from amina@example.org.").waitFor();
      expect(await findPageProblems(adminPage, `${width}px /admin/coaching saved`)).toEqual([]);
      await keepScreenshot(adminPage, `admin-coaching-${width}`);
      await adminPage.goto(`${server.url}/admin/coaching?status=contacted`);
      expect(await request.getByLabel("Team notes").inputValue()).toBe(
        `Replied from the ${width} px run.`,
      );
      await adminPage.goto(`${server.url}/admin/audit`);
      // (In the browser the form posts to the route's data URL, /admin/coaching.data.)
      expect(await adminPage.locator("main").innerText()).toMatch(
        /POST \/admin\/coaching(\.data)?: status\s+[0-9a-f-]{36}\s+id=[0-9a-f-]{36}, intent=status, status=contacted/,
      );
    } finally {
      await visitor.close();
      await admin.close();
    }
  });
}

test("the planner reads in French and, right to left, in Arabic; its errors in the page's language", async () => {
  const visitor = await launchBrowser({ width: 375, height: 900 });
  try {
    const page = await visitor.newPage();
    await page.goto(`${server.url}/fr/planner`);
    await page.getByRole("heading", { name: "Planificateur de carrière" }).waitFor();
    await page.getByLabel("Années d’expérience professionnelle pertinente").fill("5");
    await page.getByLabel("Diplôme universitaire de premier cycle (licence ou équivalent)").check();
    await page.getByLabel("Anglais").check();
    await page.getByLabel("Finances et économie").check();
    await page.getByLabel("Nationalité").selectOption("KE");
    await page.getByRole("button", { name: "Voir mes possibilités" }).click();
    await page.getByRole("heading", { name: "Vos possibilités" }).waitFor();
    // The values sent are the ones the English page sends.
    const sent = new URL(page.url());
    expect(sent.pathname).toBe("/fr/planner");
    expect(sent.searchParams.getAll("language")).toEqual(["English"]);
    expect(sent.searchParams.get("degree")).toBe("bachelor");
    const results = await page.locator("#results").innerText();
    expect(results).toContain("Ce qui vous ouvrirait la classe P-3");
    expect(results).toContain("2 années supplémentaires d’expérience professionnelle pertinente");
    expect(results).toContain("1 poste national ouvert (pays\u00a0: Kenya)");
    expect(
      await page
        .getByRole("list", { name: "Classes accessibles" })
        .getByRole("link")
        .first()
        .getAttribute("href"),
    ).toBe("/fr/jobs?grade=P-1");
    expect(await findPageProblems(page, "375px /fr/planner results")).toEqual([]);
    await keepScreenshot(page, "planner-fr-375");

    await page.goto(`${server.url}/ar/planner?years=3&degree=master&language=Arabic`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await page.getByRole("heading", { name: "مخطِّط المسار المهني" }).waitFor();
    const arabic = await page.locator("#results").innerText();
    expect(arabic).toContain("ما يؤهلك للرتبة P-3");
    expect(arabic).toContain("سنتان إضافيتان من الخبرة المهنية ذات الصلة");
    expect(arabic).toContain("الإنجليزية أو الفرنسية");
    expect(await findPageProblems(page, "375px /ar/planner results")).toEqual([]);
    await keepScreenshot(page, "planner-ar-375");
  } finally {
    await visitor.close();
  }
  const bad = await fetch(`${server.url}/es/planner?years=minus&degree=master`);
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("Indique sus años de experiencia pertinente");
});

test("signed in, the planner saves the profile to the account and shows it on return", async () => {
  const form = new URLSearchParams([
    ["years", "9"],
    ["degree", "bachelor"],
    ["language", "English"],
    ["language", "Spanish"],
    ["field", "Finance & Economy"],
    ["dutyStation", "Nairobi"],
  ]);
  const headers = {
    Cookie: cleo,
    Origin: server.url,
    "Content-Type": "application/x-www-form-urlencoded",
  };
  const bad = await fetch(`${server.url}/planner`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: "years=minus&degree=master&language=French&dutyStation=Nairobi&nationality=Atlantis",
  });
  expect(bad.status).toBe(400);
  // The page the POST answers shows each error at its field and keeps what was sent.
  const $ = cheerio.load(await bad.text());
  expect($("#years").attr("aria-invalid")).toBe("true");
  expect($(`#${$("#years").attr("aria-describedby")}`).text()).toContain(
    "Please enter your years of relevant experience",
  );
  expect($("#years").val()).toBe("minus");
  expect($("#nationality").attr("aria-invalid")).toBe("true");
  expect($("#nationality").attr("aria-describedby")).toBe("nationality-error nationality-hint");
  expect($("#nationality-error").text()).toBe("Please choose a country from the list.");
  expect($('input[name="degree"][value="master"]').attr("checked")).toBeDefined();
  expect($('input[name="language"][value="French"]').attr("checked")).toBeDefined();
  expect($("#dutyStation").val()).toBe("Nairobi");
  const saved = await fetch(`${server.url}/planner`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: form.toString(),
  });
  expect(saved.status).toBe(302);
  expect(saved.headers.get("location")).toBe("/planner?notice=planner-saved");
  const html = await (await fetch(`${server.url}/planner`, { headers: { Cookie: cleo } })).text();
  expect(html).toContain("Your profile is saved to your account.");
  expect(html).toContain("What would open P-5");
  // P-1 to P-4 in finance at Nairobi: the P-3 and P-4 jobs.
  expect(html).toContain("2 open jobs match");
  // Another account sees an empty planner; signed out, a POST is sent to sign in.
  const empty = await (await fetch(`${server.url}/planner`, { headers: { Cookie: ada } })).text();
  // (A hydrated page carries its language's messages, so the results are looked for as markup.)
  expect(empty).not.toContain('id="results-heading"');
  const signedOut = await fetch(`${server.url}/planner`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  expect(signedOut.status).toBe(302);
  expect(signedOut.headers.get("location")).toBe("/auth?redirectTo=%2Fplanner");
});

test("the site claims only what works: no AI, the planner linked, the free filters named", async () => {
  const home = await (await fetch(`${server.url}/`)).text();
  for (const claim of ["AI Career Coach", "Get AI Support", "Premium AI", "AI summaries"])
    expect(home).not.toContain(claim);
  expect(home).toMatch(/<a[^>]+href="\/planner"[^>]*>Career Planner<\/a>/);
  expect(home).toMatch(/<a[^>]+href="\/coaching"[^>]*>Career Coaching<\/a>/);
  const coaching = await (await fetch(`${server.url}/coaching`)).text();
  expect(coaching).toContain("no payment is taken on this site");
  expect(coaching).toContain("Free for every user");
  expect(coaching).toContain(
    "that is the organisation filter, together with keyword search, a location box and the professional field, level and grade filters",
  );
});
