import { existsSync } from "node:fs";
import { expect, test } from "vitest";
import {
  EU_LOGO,
  NATO_RECRUITMENT_URL,
  ORGANISATIONS,
  UN_LOGO,
  findOrganisationBySlug,
  matchOrganisation,
  organisationDisplayName,
  resolveApplyLink,
  resolveLogo,
} from "./organisations";

test("the registry holds at least 60 employers with complete, valid entries", () => {
  expect(ORGANISATIONS.length).toBeGreaterThanOrEqual(60);
  const slugs = new Set<string>();
  for (const organisation of ORGANISATIONS) {
    expect(organisation.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slugs.has(organisation.slug)).toBe(false);
    slugs.add(organisation.slug);
    expect(organisation.careersUrl).toMatch(/^https:\/\//);
    expect(organisation.headquarters).toMatch(/^[^,]+, .+$/);
    expect(organisation.foundedYear).toBeGreaterThan(1800);
    expect(organisation.focusAreas.length).toBeGreaterThanOrEqual(3);
    expect(organisation.focusAreas.length).toBeLessThanOrEqual(6);
    expect(organisation.logo).toBe(`/logos/${organisation.slug}.svg`);
  }
});

test("every registry entry has a generated logo asset, plus eu.svg and un.svg", () => {
  for (const organisation of ORGANISATIONS)
    expect(existsSync(new URL(`../public${organisation.logo}`, import.meta.url))).toBe(true);
  expect(existsSync(new URL(`../public${EU_LOGO}`, import.meta.url))).toBe(true);
  expect(existsSync(new URL(`../public${UN_LOGO}`, import.meta.url))).toBe(true);
});

test("the four built-in organisation profiles carry the slugs undp, unicef, who and wfp", () => {
  expect(findOrganisationBySlug("undp")?.acronym).toBe("UNDP");
  expect(findOrganisationBySlug("unicef")?.acronym).toBe("UNICEF");
  expect(findOrganisationBySlug("who")?.acronym).toBe("WHO");
  expect(findOrganisationBySlug("wfp")?.acronym).toBe("WFP");
  expect(findOrganisationBySlug("WFP")?.slug).toBe("wfp");
  expect(findOrganisationBySlug("nope")).toBeNull();
});

test.each([
  ["UNDP", "undp"],
  ["United Nations Development Programme", "undp"],
  ["PNUD", "undp"],
  ["UNHCR - UN Refugee Agency", "unhcr"],
  ["UNICEF - United Nations Children's Fund", "unicef"],
  ["Organisation mondiale de la Santé", "who"],
  ["organisation mondiale de la sante", "who"],
  ["World Health Organization", "who"],
  ["ONU Mujeres", "un-women"],
  ["UN Women", "un-women"],
  ["Danish Refugee Council", "danish-refugee-council"],
  ["Doctors Without Borders", "msf"],
  ["Médecins Sans Frontières", "msf"],
  ["World Bank Group", "world-bank"],
  ["IDB Invest", "idb"],
  ["CEPAL", "eclac"],
  ["Resident Coordinator System", "rcs"],
  ["UN OCHA", "ocha"],
  ["Green Climate Fund", "gcf"],
])("matchOrganisation(%j) is %s", (name, slug) => {
  expect(matchOrganisation(name)?.slug).toBe(slug);
});

test("composite names pick the organisation the job is really for, not the administrative host", () => {
  expect(matchOrganisation("UNDP/UNCDF")?.slug).toBe("uncdf");
  expect(matchOrganisation("UNOPS on behalf of UNHCR")?.slug).toBe("unhcr");
  expect(matchOrganisation("UNHCR/UNOPS")?.slug).toBe("unhcr");
  expect(matchOrganisation("UN Secretariat / OCHA")?.slug).toBe("ocha");
  expect(matchOrganisation("UN Women Headquarters")?.slug).toBe("un-women");
  expect(matchOrganisation("Asian Development Bank Headquarters")?.slug).toBe("adb");
});

test("a national Red Cross or Red Crescent society is its own employer, not the ICRC or the IFRC", () => {
  // Named so in real postings: "The Lebanese Red Cross (LRC), as the host National Society, …" in
  // the IFRC's consultancy 4232582 and "the French Red Cross (FRC)" in hulo's text (both in
  // tests/fixtures/platforms/reliefweb), on which this test was written first. The rule was
  // prompted by ReliefWeb's source "German Red Cross" (4229840), shown as the ICRC.
  for (const name of [
    "Lebanese Red Cross",
    "French Red Cross",
    "German Red Cross",
    "Kenya Red Cross Society",
    "Turkish Red Crescent",
    "Qatar Red Crescent Society",
    "Red Cross",
  ])
    expect(matchOrganisation(name), name).toBeNull();
  // The two international bodies keep every name of their own.
  expect(matchOrganisation("International Committee of the Red Cross")?.slug).toBe("icrc");
  expect(matchOrganisation("ICRC")?.slug).toBe("icrc");
  expect(matchOrganisation("Comité international de la Croix-Rouge")?.slug).toBe("icrc");
  expect(
    matchOrganisation("International Federation of Red Cross and Red Crescent Societies")?.slug,
  ).toBe("ifrc");
  expect(matchOrganisation("IFRC")?.slug).toBe("ifrc");
});

test("unknown or empty names match nothing, and short words are not mistaken for acronyms", () => {
  expect(matchOrganisation("")).toBeNull();
  expect(matchOrganisation("Acme Consulting Ltd")).toBeNull();
  expect(matchOrganisation("who we are")).toBeNull();
  expect(matchOrganisation("Strategic Plan unit")).toBeNull();
});

test("resolveLogo looks in order at: job logo, organisation logo, registry, EU flag, UN logo", () => {
  expect(
    resolveLogo({
      jobLogoUrl: "https://cdn/x.png",
      organizationLogoUrl: "https://cdn/y.png",
      organizationName: "UNDP",
    }).src,
  ).toBe("https://cdn/x.png");
  expect(
    resolveLogo({
      jobLogoUrl: " ",
      organizationLogoUrl: "https://cdn/y.png",
      organizationName: "UNDP",
    }).src,
  ).toBe("https://cdn/y.png");
  expect(resolveLogo({ organizationName: "UNDP" }).src).toBe("/logos/undp.svg");
  expect(
    resolveLogo({ organizationName: "European Union Agency for Cybersecurity (ENISA)" }).src,
  ).toBe(EU_LOGO);
  expect(resolveLogo({ organizationName: "Some Unknown Agency" }).src).toBe(UN_LOGO);
  expect(resolveLogo({ organizationName: null }).src).toBe(UN_LOGO);
});

test("resolveLogo's fallback text is the first two letters of the name in capitals", () => {
  expect(resolveLogo({ organizationName: "unicef" }).fallbackText).toBe("UN");
  expect(resolveLogo({ organizationName: "Édition mondiale" }).fallbackText).toBe("ÉD");
  expect(resolveLogo({ organizationName: "  3M foundation" }).fallbackText).toBe("MF");
  expect(resolveLogo({ organizationName: "" }).fallbackText).toBe("");
});

test("resolveApplyLink sends organisations whose name contains NATO to NATO's recruitment page", () => {
  expect(
    resolveApplyLink({
      organizationName: "NATO Communications and Information Agency",
      link: "https://x.test/job/1",
    }),
  ).toBe(NATO_RECRUITMENT_URL);
  expect(resolveApplyLink({ organizationName: "NATO", link: null })).toBe(NATO_RECRUITMENT_URL);
  expect(resolveApplyLink({ organizationName: "UNDP", link: " https://jobs.undp.org/1 " })).toBe(
    "https://jobs.undp.org/1",
  );
  expect(resolveApplyLink({ organizationName: "Senator Foundation", link: "https://a.test" })).toBe(
    "https://a.test",
  );
  expect(resolveApplyLink({ organizationName: "UNDP", link: "" })).toBeNull();
});

test("short names are well-known acronyms, else the name: the World Bank is not “WB”", () => {
  const bySlug = (slug: string) => findOrganisationBySlug(slug)!;
  expect(bySlug("undp").shortName).toBe("UNDP");
  expect(bySlug("who").shortName).toBe("WHO");
  expect(bySlug("world-bank").shortName).toBe("World Bank");
  expect(bySlug("council-of-europe").shortName).toBe("Council of Europe");
  expect(organisationDisplayName(bySlug("undp"))).toBe(
    "United Nations Development Programme (UNDP)",
  );
  expect(organisationDisplayName(bySlug("world-bank"))).toBe("World Bank");
  expect(organisationDisplayName(bySlug("un-women"))).toBe(
    "United Nations Entity for Gender Equality and the Empowerment of Women (UN Women)",
  );
  for (const organisation of ORGANISATIONS) {
    expect(organisation.shortName, organisation.slug).toBeTruthy();
    // A short name is never longer than the name it stands for.
    expect(organisation.shortName.length, organisation.slug).toBeLessThanOrEqual(
      organisation.name.length,
    );
  }
});

test("resolveLogo names the badge to draw for our own badge files, and none for other images", () => {
  expect(resolveLogo({ organizationName: "UNDP" }).badge).toEqual({
    label: "UNDP",
    colour: "#0b6e99",
    fontSize: 17,
  });
  expect(resolveLogo({ organizationName: "Some Unknown Agency" }).badge?.label).toBe("UN");
  // The European star badge and an employer's own image stay images.
  expect(
    resolveLogo({ organizationName: "European Union Agency for Cybersecurity (ENISA)" }).badge,
  ).toBeNull();
  expect(
    resolveLogo({ jobLogoUrl: "https://cdn/x.png", organizationName: "UNDP" }).badge,
  ).toBeNull();
  expect(
    resolveLogo({ jobLogoUrl: "/logos/not-there.svg", organizationName: "UNDP" }).badge,
  ).toBeNull();
});
