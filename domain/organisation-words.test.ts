import { describe, expect, test } from "vitest";
import { findOrganisationBySlug } from "./organisations";
import {
  organisationAcronymIn,
  organisationShortNameIn,
  organisationTranslatedLabels,
  organisationWords,
  postingEmployerNameIn,
} from "./organisation-words";

describe("organisationWords", () => {
  const unhcr = findOrganisationBySlug("unhcr");
  if (!unhcr) throw new Error("UNHCR is in the registry");

  test("gives the registry's English words on English pages", () => {
    expect(organisationWords(unhcr, "en")).toEqual({
      name: "Office of the United Nations High Commissioner for Refugees",
      acronym: "UNHCR",
      shortName: "UNHCR",
      description: unhcr.description,
      focusAreas: unhcr.focusAreas,
    });
  });

  test("gives the employer's description and focus areas in French, Spanish and Arabic", () => {
    expect(organisationWords(unhcr, "fr")).toMatchObject({
      description:
        "Protège les réfugiés, les communautés déplacées de force et les apatrides, et les aide à se construire un avenir meilleur.",
      focusAreas: [
        "Protection des réfugiés",
        "Intervention d’urgence",
        "Solutions durables",
        "Apatridie",
        "Abris",
      ],
    });
    expect(organisationWords(unhcr, "es")?.description).toBe(
      "Protege a las personas refugiadas, las comunidades desplazadas por la fuerza y las personas apátridas, y las ayuda a construir un futuro mejor.",
    );
    expect(organisationWords(unhcr, "es")?.focusAreas[0]).toBe("Protección de los refugiados");
    expect(organisationWords(unhcr, "ar")?.description).toBe(
      "تحمي اللاجئين والمجتمعات النازحة قسرا والأشخاص عديمي الجنسية، وتساعدهم على بناء مستقبل أفضل.",
    );
    expect(organisationWords(unhcr, "ar")?.focusAreas[0]).toBe("حماية اللاجئين");
  });

  test("names a UN body by its official name and acronym in French, Spanish and Arabic", () => {
    expect(organisationWords(unhcr, "fr")).toMatchObject({
      name: "Haut-Commissariat des Nations Unies pour les réfugiés",
      acronym: "HCR",
      shortName: "HCR",
    });
    expect(organisationWords(unhcr, "es")).toMatchObject({
      name: "Oficina del Alto Comisionado de las Naciones Unidas para los Refugiados",
      acronym: "ACNUR",
      shortName: "ACNUR",
    });
    expect(organisationWords(unhcr, "ar")).toMatchObject({
      name: "مفوضية الأمم المتحدة السامية لشؤون اللاجئين",
      acronym: "المفوضية",
      shortName: "المفوضية",
    });
  });

  test("names every body of the UN system in the UN's own languages, as the UN does", () => {
    const name = (slug: string, locale: "fr" | "es" | "ar") => {
      const organisation = findOrganisationBySlug(slug);
      if (!organisation) throw new Error(`${slug} is in the registry`);
      return organisationWords(organisation, locale)?.name;
    };
    expect(name("rcs", "fr")).toBe("Système des coordonnateurs résidents des Nations Unies");
    expect(name("rcs", "es")).toBe("Sistema de Coordinadores Residentes de las Naciones Unidas");
    expect(name("rcs", "ar")).toBe("نظام المنسقين المقيمين التابع للأمم المتحدة");
    expect(name("uncdf", "es")).toBe(
      "Fondo de las Naciones Unidas para el Desarrollo de la Capitalización",
    );
    expect(name("uncdf", "ar")).toBe("صندوق الأمم المتحدة للمشاريع الإنتاجية");
    expect(name("unaids", "ar")).toBe(
      "برنامج الأمم المتحدة المشترك المعني بفيروس نقص المناعة البشرية/الإيدز",
    );
    expect(name("unjspf", "ar")).toBe("الصندوق المشترك للمعاشات التقاعدية لموظفي الأمم المتحدة");
    expect(name("unssc", "es")).toBe(
      "Escuela Superior del Personal del Sistema de las Naciones Unidas",
    );
    expect(name("unssc", "ar")).toBe("كلية موظفي منظومة الأمم المتحدة");
  });

  test("keeps the English acronym where the language shares it, and the English name where it has none", () => {
    const fao = findOrganisationBySlug("fao");
    const nrc = findOrganisationBySlug("nrc");
    if (!fao || !nrc) throw new Error("FAO and the NRC are in the registry");
    expect(organisationWords(fao, "fr")).toMatchObject({
      name: "Organisation des Nations Unies pour l’alimentation et l’agriculture",
      acronym: "FAO",
      shortName: "FAO",
    });
    // An NGO that publishes no French name keeps its English one, beside French words.
    expect(organisationWords(nrc, "fr")).toMatchObject({
      name: "Norwegian Refugee Council",
      acronym: "NRC",
      shortName: "NRC",
    });
    expect(organisationWords(nrc, "fr")?.description).not.toBe(nrc.description);
  });

  test("gives a short name that is a name in the language's name", () => {
    const worldBank = findOrganisationBySlug("world-bank");
    if (!worldBank) throw new Error("The World Bank is in the registry");
    expect(organisationWords(worldBank, "es")).toMatchObject({
      name: "Banco Mundial",
      acronym: "WB",
      shortName: "Banco Mundial",
    });
    expect(organisationWords(worldBank, "en")?.shortName).toBe("World Bank");
  });

  test("gives nothing in a language that lacks the employer's words", () => {
    const unlisted = {
      slug: "not-in-the-registry",
      name: "English",
      acronym: "EN",
      shortName: "EN",
      description: "English",
      focusAreas: ["Area"],
    };
    expect(organisationWords(unlisted, "fr")).toBeNull();
    expect(organisationWords(unlisted, "en")?.description).toBe("English");
  });

  test("hands out copies: a caller cannot change the registry's focus areas", () => {
    organisationWords(unhcr, "fr")?.focusAreas.push("Changed");
    expect(organisationWords(unhcr, "fr")?.focusAreas).toHaveLength(5);
  });
});

describe("organisationAcronymIn", () => {
  test("gives the acronym the employer uses in the language, else its English one", () => {
    const unhcr = findOrganisationBySlug("unhcr");
    const who = findOrganisationBySlug("who");
    if (!unhcr || !who) throw new Error("UNHCR and the WHO are in the registry");
    expect(organisationAcronymIn(unhcr, "en")).toBe("UNHCR");
    expect(organisationAcronymIn(unhcr, "fr")).toBe("HCR");
    expect(organisationAcronymIn(unhcr, "es")).toBe("ACNUR");
    expect(organisationAcronymIn(unhcr, "ar")).toBe("المفوضية");
    expect(organisationAcronymIn(who, "es")).toBe("OMS");
    // The Arabic file gives the WHO a name but no acronym of its own.
    expect(organisationAcronymIn(who, "ar")).toBe("WHO");
    expect(organisationAcronymIn({ slug: "not-in-the-registry", acronym: "EN" }, "fr")).toBe("EN");
  });
});

describe("organisationShortNameIn", () => {
  test("gives the short name the organisation's page uses in the language", () => {
    for (const slug of ["unhcr", "who", "world-bank", "unicef", "global-fund", "nrc"]) {
      const organisation = findOrganisationBySlug(slug);
      if (!organisation) throw new Error(`${slug} is in the registry`);
      for (const locale of ["en", "fr", "es", "ar"] as const)
        expect(organisationShortNameIn(organisation, locale), `${slug} ${locale}`).toBe(
          organisationWords(organisation, locale)?.shortName,
        );
    }
    const who = findOrganisationBySlug("who");
    if (!who) throw new Error("The WHO is in the registry");
    expect(organisationShortNameIn(who, "fr")).toBe("OMS");
    expect(organisationShortNameIn(who, "en")).toBe("WHO");
  });
});

describe("organisationTranslatedLabels", () => {
  test("lists the official names and acronyms the translation files give, by language", () => {
    expect(organisationTranslatedLabels("unhcr")).toEqual([
      {
        locale: "fr",
        kind: "name",
        label: "Haut-Commissariat des Nations Unies pour les réfugiés",
      },
      { locale: "fr", kind: "acronym", label: "HCR" },
      {
        locale: "es",
        kind: "name",
        label: "Oficina del Alto Comisionado de las Naciones Unidas para los Refugiados",
      },
      { locale: "es", kind: "acronym", label: "ACNUR" },
      { locale: "ar", kind: "name", label: "مفوضية الأمم المتحدة السامية لشؤون اللاجئين" },
      { locale: "ar", kind: "acronym", label: "المفوضية" },
    ]);
    // An employer that publishes no name in a language has no label there.
    expect(organisationTranslatedLabels("nrc")).toEqual([]);
    expect(organisationTranslatedLabels("not-in-the-registry")).toEqual([]);
  });
});

describe("postingEmployerNameIn", () => {
  test("names the employer a posting names by its name in the language, where it has one", () => {
    expect(postingEmployerNameIn("WHO", "fr")).toBe("Organisation mondiale de la Santé");
    expect(postingEmployerNameIn("World Health Organization", "ar")).toBe("منظمة الصحة العالمية");
    expect(postingEmployerNameIn("UNDP/UNCDF", "fr")).toBe("Fonds d’équipement des Nations Unies");
  });

  test("leaves English, an employer with no name in the language and an unknown one as written", () => {
    expect(postingEmployerNameIn("WHO", "en")).toBe("WHO");
    expect(postingEmployerNameIn("Norwegian Refugee Council", "fr")).toBe(
      "Norwegian Refugee Council",
    );
    expect(postingEmployerNameIn("Some Foundation", "es")).toBe("Some Foundation");
  });
});
