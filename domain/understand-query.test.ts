import { describe, expect, test } from "vitest";
import { ORGANISATIONS } from "./organisation-registry";
import {
  describeUnderstanding,
  organisationSearchNames,
  understandQuery,
} from "./understand-query";

const slugs = (text: string) => understandQuery(text).organisations.map((o) => o.slug);
const grades = (text: string) => understandQuery(text).grades;
const places = (text: string) =>
  understandQuery(text).places.map((place) => `${place.kind}:${place.name}`);

describe("organisations", () => {
  test.each([
    ["UNHCR", "unhcr"],
    ["unhcr", "unhcr"],
    ["EBRD", "ebrd"],
    ["UN Refugee Agency", "unhcr"],
    ["World Bank Group", "world-bank"],
    ["world bank", "world-bank"],
    ["International Labour Organization", "ilo"],
    ["UN Women", "un-women"],
    ["Council of Europe", "council-of-europe"],
    ["WHO", "who"],
  ])("%s is the organisation %s, and nothing is left to search", (text, slug) => {
    const understood = understandQuery(text);
    expect(understood.organisations.map((o) => o.slug)).toEqual([slug]);
    expect(understood.text).toBe("");
    expect(understood.groups).toEqual([]);
    expect(understood.recognisedOnly).toBe(true);
  });

  test("ordinary words that are also acronyms count only in capitals", () => {
    expect(slugs("who")).toEqual([]);
    expect(slugs("care assistant")).toEqual([]);
    expect(slugs("CARE")).toEqual(["care"]);
    expect(slugs("ops manager")).toEqual([]);
    expect(slugs("goal setting")).toEqual([]);
    expect(slugs("GOAL Syria")).toEqual(["goal"]);
    expect(slugs("one year contract")).toEqual([]);
    expect(slugs("ONE")).toEqual(["one-campaign"]);
  });

  test("names that mean no single employer are left as words", () => {
    expect(slugs("United Nations")).toEqual([]);
    expect(slugs("UN")).toEqual([]);
    expect(slugs("Red Cross")).toEqual([]);
    // DRC is far more often the Democratic Republic of the Congo.
    expect(slugs("DRC")).toEqual([]);
  });

  test("two organisations joined by `or` or `and` are both kept", () => {
    for (const text of ["UNHCR or UNICEF", "UNHCR and UNICEF", "UNHCR & UNICEF", "UNHCR UNICEF"]) {
      const understood = understandQuery(text);
      expect(
        understood.organisations.map((o) => o.slug),
        text,
      ).toEqual(["unhcr", "unicef"]);
      expect(understood.text, text).toBe("");
      expect(understood.recognisedOnly, text).toBe(true);
    }
  });

  test("stop words left beside a recognised name are dropped, not searched for", () => {
    // Alone, "the" or "and" would make a text query that matches nothing.
    for (const text of ["the UNHCR", "P3 and the", "a job at UNICEF in Kenya"]) {
      const understood = understandQuery(text);
      expect(understood.groups, text).toEqual([]);
      expect(understood.recognisedOnly, text).toBe(true);
    }
  });

  test("among other words the organisation is recognised and the words are left", () => {
    const understood = understandQuery("UNHCR protection officer");
    expect(understood.organisations).toEqual([{ slug: "unhcr", name: "UNHCR", typed: "UNHCR" }]);
    expect(understood.text).toBe("protection officer");
    expect(understood.recognisedOnly).toBe(false);
  });

  test("words around it that say nothing more are dropped", () => {
    const understood = understandQuery("jobs at UNHCR");
    expect(understood.organisations.map((o) => o.slug)).toEqual(["unhcr"]);
    expect(understood.text).toBe("");
    expect(understood.recognisedOnly).toBe(true);
  });
});

describe("organisations named in French, Spanish or Arabic", () => {
  // Whatever the page's language: the names and acronyms come from the employers' translation files.
  test.each([
    ["OMS", "who"],
    ["Organisation mondiale de la Santé", "who"],
    ["Organisation mondiale de la Sante", "who"],
    ["organisation mondiale de la santé", "who"],
    ["Organización Mundial de la Salud", "who"],
    ["Organizacion Mundial de la Salud", "who"],
    ["منظمة الصحة العالمية", "who"],
    ["مُنَظَّمَة الصِّحَّة العالَمِيَّة", "who"],
    ["HCR", "unhcr"],
    ["ACNUR", "unhcr"],
    ["Oficina del Alto Comisionado de las Naciones Unidas para los Refugiados", "unhcr"],
    ["مفوضية الأمم المتحدة السامية لشؤون اللاجئين", "unhcr"],
    ["المفوضية", "unhcr"],
    ["PNUD", "undp"],
    ["Programa Mundial de Alimentos", "wfp"],
    ["PMA", "wfp"],
    ["PAM", "wfp"],
    ["برنامج الأغذية العالمي", "wfp"],
    ["اليونيسف", "unicef"],
    ["يونيسف", "unicef"],
    ["الأونروا", "unrwa"],
    ["CESPAP", "escap"],
    ["cespap", "escap"],
    ["CEPA", "eca"],
    ["ONU-Femmes", "un-women"],
    [
      "Entidad de las Naciones Unidas para la Igualdad de Género y el Empoderamiento de las Mujeres",
      "un-women",
    ],
    ["هيئة الأمم المتحدة للمرأة", "un-women"],
    ["Secrétariat de l’Organisation des Nations Unies", "un-secretariat"],
    ["Secretariat de l'Organisation des Nations Unies", "un-secretariat"],
    ["Departamento de Operaciones de Paz", "dpo"],
    ["Fonds mondial de lutte contre le sida, la tuberculose et le paludisme", "global-fund"],
    ["البنك الدولي", "world-bank"],
    ["BID", "idb"],
    ["BAD", "afdb"],
  ])("%s is the organisation %s, and nothing is left to search", (text, slug) => {
    const understood = understandQuery(text);
    expect(understood.organisations.map((o) => o.slug)).toEqual([slug]);
    expect(understood.text).toBe("");
    expect(understood.recognisedOnly).toBe(true);
  });

  test("among other words the organisation is recognised and the other words are searched", () => {
    const french = understandQuery("OMS épidémiologiste");
    expect(french.organisations).toEqual([{ slug: "who", name: "WHO", typed: "OMS" }]);
    expect(french.text).toBe("épidémiologiste");
    expect(french.recognisedOnly).toBe(false);

    const spanish = understandQuery("oficial de protección ACNUR Ginebra");
    expect(spanish.organisations.map((o) => o.slug)).toEqual(["unhcr"]);
    expect(spanish.places.map((place) => place.name)).toEqual(["Geneva"]);
    expect(spanish.text).toBe("oficial de protección");

    const unaccented = understandQuery("epidemiologiste Organisation mondiale de la Sante Geneve");
    expect(unaccented.organisations.map((o) => o.slug)).toEqual(["who"]);
    expect(unaccented.places.map((place) => place.name)).toEqual(["Geneva"]);
    expect(unaccented.text).toBe("epidemiologiste");

    const arabic = understandQuery("مسؤول برامج منظمة الصحة العالمية");
    expect(arabic.organisations.map((o) => o.slug)).toEqual(["who"]);
    expect(arabic.text).toBe("مسؤول برامج");

    // Two organisations, named in two languages.
    expect(slugs("PNUD UNICEF")).toEqual(["undp", "unicef"]);
  });

  test.each([
    ["بمنظمة الصحة العالمية", "who", "منظمة الصحة العالمية"],
    ["لمنظمة الصحة العالمية", "who", "منظمة الصحة العالمية"],
    ["باليونيسف", "unicef", "اليونيسف"],
    ["لليونيسف", "unicef", "اليونيسف"],
    ["واليونيسف", "unicef", "اليونيسف"],
    ["بالبنك الدولي", "world-bank", "البنك الدولي"],
  ])(
    "an Arabic name with a joined conjunction or preposition, %s, is the organisation %s",
    (text, slug, typed) => {
      const understood = understandQuery(text);
      expect(understood.organisations.map((o) => o.slug)).toEqual([slug]);
      expect(understood.organisations[0]?.typed).toBe(typed);
      expect(understood.text).toBe("");
    },
  );

  test("a translated acronym of three letters or fewer counts only in capitals", () => {
    for (const text of [
      "oms",
      "pam",
      "pma",
      "hcr",
      "oit",
      "ce poste",
      "bid manager",
      "bad weather",
    ])
      expect(slugs(text), text).toEqual([]);
    expect(slugs("CE")).toEqual(["european-commission"]);
  });

  test("a translated acronym that is also an everyday word counts only in capitals", () => {
    // Spanish "cepa" is a strain (of a virus, of a vine); CEPA is the Economic Commission for Africa.
    expect(slugs("cepa")).toEqual([]);
    expect(slugs("investigador cepa bacteriana")).toEqual([]);
    expect(slugs("CEPA")).toEqual(["eca"]);
  });

  test("everyday words and parts of names are not organisations", () => {
    for (const text of [
      "paz",
      "salud",
      "salud pública",
      "consolidación de la paz",
      "santé mondiale",
      "Organisation mondiale",
      "mundial de alimentos",
      "Naciones Unidas",
      "Nations Unies",
      "الأمم المتحدة",
      "الصحة",
      "منظمة",
    ])
      expect(slugs(text), text).toEqual([]);
  });

  test("ONU, like UN, names no single employer", () => {
    expect(slugs("ONU")).toEqual([]);
    expect(slugs("onu")).toEqual([]);
  });

  test("the Arabic short name that is also the word 'the commission' is UNHCR only when it is all the search says", () => {
    expect(slugs("المفوضية")).toEqual(["unhcr"]);
    expect(slugs("المفوضية الأوروبية")).toEqual([]);
    expect(slugs("مسؤول في المفوضية")).toEqual([]);
    expect(understandQuery("المفوضية الأوروبية").text).toBe("المفوضية الأوروبية");
  });

  test("the listing keeps naming the organisation as the registry does; pages name it in their language", () => {
    expect(understandQuery("اليونيسف").organisations).toEqual([
      { slug: "unicef", name: "UNICEF", typed: "اليونيسف" },
    ]);
  });
});

describe("the names an organisation is searched by among other words", () => {
  test("its acronyms and names in the four languages, never an everyday word or an alias", () => {
    expect(organisationSearchNames("unhcr")).toEqual([
      "UNHCR",
      "Office of the United Nations High Commissioner for Refugees",
      "Haut-Commissariat des Nations Unies pour les réfugiés",
      "HCR",
      "Oficina del Alto Comisionado de las Naciones Unidas para los Refugiados",
      "ACNUR",
      "مفوضية الأمم المتحدة السامية لشؤون اللاجئين",
    ]);
    // "WHO" is also the word "who".
    expect(organisationSearchNames("who")).toEqual([
      "World Health Organization",
      "Organisation mondiale de la Santé",
      "OMS",
      "Organización Mundial de la Salud",
      "منظمة الصحة العالمية",
    ]);
    // "PAM" (WFP in French) is also a name and a word in capitals only.
    expect(organisationSearchNames("wfp")).not.toContain("PAM");
    // "UN" names no single employer.
    expect(organisationSearchNames("un-secretariat")).not.toContain("UN");
    expect(organisationSearchNames("not-in-the-registry")).toEqual([]);
  });

  test("a handful of names at most for every employer", () => {
    for (const { slug } of ORGANISATIONS)
      expect(organisationSearchNames(slug).length, slug).toBeLessThanOrEqual(9);
  });
});

describe("grades", () => {
  test.each([
    ["P3", ["P-3"]],
    ["p3", ["P-3"]],
    ["P 3", ["P-3"]],
    ["P-3", ["P-3"]],
    ["P3 level", ["P-3"]],
    ["grade P3", ["P-3"]],
    ["NOB", ["NO-B"]],
    ["NO-B", ["NO-B"]],
    ["NO B", ["NO-B"]],
    ["G5", ["G-5"]],
    ["GS-5", ["G-5"]],
    ["GS 5", ["G-5"]],
    ["D1", ["D-1"]],
    ["FS-5", ["FS-5"]],
    ["NPSA 8", ["NPSA-8"]],
    ["P-3/P-4", ["P-3", "P-4"]],
    ["P3/4", ["P-3", "P-4"]],
    ["P3, P4", ["P-3", "P-4"]],
    ["P3 or P4", ["P-3", "P-4"]],
    ["P3 to P5", ["P-3", "P-4", "P-5"]],
    ["P3-P5", ["P-3", "P-4", "P-5"]],
    ["P5 and below", ["P-1", "P-2", "P-3", "P-4", "P-5"]],
    ["G5 and above", ["G-5", "G-6", "G-7"]],
    ["NO-C or higher", ["NO-C", "NO-D", "NO-E"]],
  ])("%s is %j", (text, codes) => {
    const understood = understandQuery(text);
    expect(understood.grades).toEqual(codes);
    expect(understood.text).toBe("");
  });

  test("P4+ and 'P3 and above' go on from the professional grades to the directors", () => {
    expect(grades("P4+")).toEqual(["P-4", "P-5", "P-6", "P-7", "D-1", "D-2", "ASG", "USG"]);
    expect(grades("P3 and above")).toEqual(grades("P3+").slice());
    expect(grades("P3 and above")).toContain("D-1");
    expect(understandQuery("P3 and above").gradeLabels).toEqual(["P-3 and above"]);
  });

  test("words that only look like grades are left alone", () => {
    expect(grades("no b")).toEqual([]);
    expect(grades("ge")).toEqual([]);
    expect(grades("G20 summit")).toEqual([]);
    expect(grades("P8")).toEqual([]);
    expect(grades("PA")).toEqual([]);
  });

  test("a grade among other words narrows them and leaves them to search", () => {
    const understood = understandQuery("P3 programme officer");
    expect(understood.grades).toEqual(["P-3"]);
    expect(understood.text).toBe("programme officer");
  });
});

describe("places", () => {
  test.each([
    ["Kenya", "country:Kenya"],
    ["kenya", "country:Kenya"],
    ["Geneva", "city:Geneva"],
    ["Genève", "city:Geneva"],
    ["East Africa", "region:Eastern Africa"],
    ["Sub-Saharan Africa", "region:Sub-Saharan Africa"],
    ["Burkina Faso", "country:Burkina Faso"],
  ])("%s is %s", (text, place) => {
    expect(places(text)).toEqual([place]);
    expect(understandQuery(text).text).toBe("");
  });

  test("a country is found by its other names too, with its code", () => {
    const [place] = understandQuery("Democratic Republic of the Congo").places;
    expect(place).toMatchObject({ kind: "country", countryCode: "CD" });
  });

  test("city names that are ordinary words, and short codes in lower case, are not places", () => {
    expect(places("male nurse")).toEqual([]);
    expect(places("nice")).toEqual([]);
    expect(places("us")).toEqual([]);
    expect(places("car driver")).toEqual([]);
    expect(places("US")).toEqual(["country:United States"]);
  });

  test.each([
    ["Genève", "city:Geneva"],
    ["Ginebra", "city:Geneva"],
    ["جنيف", "city:Geneva"],
    ["La Haye", "city:The Hague"],
    ["La Haya", "city:The Hague"],
    ["Nueva York", "city:New York"],
    ["نيويورك", "city:New York"],
    ["Bruxelles", "city:Brussels"],
    ["Suisse", "country:Switzerland"],
    ["Suiza", "country:Switzerland"],
    ["سويسرا", "country:Switzerland"],
    ["Kenia", "country:Kenya"],
  ])("a French, Spanish or Arabic name, %s, is %s under its English name", (text, place) => {
    expect(places(text)).toEqual([place]);
    expect(understandQuery(text).text).toBe("");
  });

  test("a translated place keeps the English name and code, and the words around it", () => {
    const understood = understandQuery("oficial de programa Ginebra");
    expect(understood.places).toEqual([
      { kind: "city", countryCode: "CH", name: "Geneva", typed: "Ginebra" },
    ]);
    expect(understood.text).toBe("oficial de programa");
    expect(describeUnderstanding(understood)).toEqual(["in Geneva first"]);
    expect(places("مسؤول برامج في جنيف")).toEqual(["city:Geneva"]);
  });

  test.each([
    ["بجنيف", "city:Geneva", "جنيف"],
    ["وجنيف", "city:Geneva", "جنيف"],
    ["لجنيف", "city:Geneva", "جنيف"],
    ["فجنيف", "city:Geneva", "جنيف"],
    ["وبِجنيف", "city:Geneva", "جنيف"],
    ["بالسودان", "country:Sudan", "السودان"],
    ["والسودان", "country:Sudan", "السودان"],
    ["للسودان", "country:Sudan", "السودان"],
    ["وللأردن", "country:Jordan", "الاردن"],
    ["بمصر", "country:Egypt", "مصر"],
    ["وبوينس آيرس", "city:Buenos Aires", "بوينس ايرس"],
  ])(
    "an Arabic place with a joined conjunction or preposition, %s, is %s",
    (text, place, typed) => {
      expect(places(text)).toEqual([place]);
      expect(understandQuery(text).places[0]?.typed).toBe(typed);
      expect(understandQuery(text).text).toBe("");
    },
  );

  test("the joined word is left out and the words around the place stay", () => {
    const understood = understandQuery("مسؤول برامج بجنيف");
    expect(understood.places.map((place) => place.name)).toEqual(["Geneva"]);
    expect(understood.text).toBe("مسؤول برامج");
  });

  test("Arabic words that look like a preposition and a place, or are place names too, stay words", () => {
    // Billion, also, synagogue, early: "in Lyon", "like Man", "like Nice", "in Accra" only in form.
    for (const word of ["بليون", "كمان", "كنيس", "باكرا"]) expect(places(word)).toEqual([]);
    // Door, country, as, but, and that, for any: too short once the first letter is taken off.
    for (const word of ["باب", "بلد", "كما", "لكن", "وأن", "لأي"]) expect(places(word)).toEqual([]);
    // Everyday words of job searches that begin with و ف ب ل ك.
    for (const text of ["برامج بيانات لوجستيات كاتب فني وظيفة بعثة لجنة كبير باحث ولاية لغات"])
      for (const word of text.split(" ")) expect(places(word)).toEqual([]);
    // Financial, pictures, periodic, ophthalmology: names of places that are also words.
    expect(places("مسؤول مالي")).toEqual([]);
    expect(places("ومالي")).toEqual([]);
    expect(places("بصور")).toEqual([]);
    expect(places("تقرير دوري")).toEqual([]);
    expect(places("طب العيون")).toEqual([]);
    // After "في" (in) such a name is the place.
    expect(places("في مالي")).toEqual(["country:Mali"]);
    expect(places("مسؤول برامج في مالي")).toEqual(["country:Mali"]);
  });

  test("a translated name that is an English word, a first name or another place stays a word", () => {
    // French for Grenada and Valencia, Spanish for Sydney: English words and a first name.
    expect(places("grenade")).toEqual([]);
    expect(places("valence")).toEqual([]);
    expect(places("Sidney")).toEqual([]);
    // Spanish for Florence and Grenada, also a Colombian town and a Spanish city.
    expect(places("Florencia")).toEqual([]);
    expect(places("Granada")).toEqual([]);
    // Short translated names ("Och" for Osh, "Tyr" for Tyre) are too often words or abbreviations.
    expect(places("och")).toEqual([]);
    expect(places("Tyr")).toEqual([]);
    // An English name keeps its English meaning when a translation shares it.
    expect(places("Chad")).toEqual(["country:Chad"]);
  });

  test("organisation, grade and place together", () => {
    const understood = understandQuery("grade P3 jobs at UNHCR in Geneva");
    expect(understood.organisations.map((o) => o.slug)).toEqual(["unhcr"]);
    expect(understood.grades).toEqual(["P-3"]);
    expect(understood.places.map((place) => place.name)).toEqual(["Geneva"]);
    expect(understood.recognisedOnly).toBe(true);
    expect(describeUnderstanding(understood)).toEqual([
      "UNHCR jobs",
      "grade P-3",
      "in or about Geneva",
    ]);
  });
});

describe("Arabic typed with everyday spellings", () => {
  // Many keyboards and writers put ه for a final ة, ى for a final ي (and the other way round) and a
  // bare ا for أ, إ, آ; some add tatweel or vowel marks. The names are recognised all the same.
  test.each([
    ["منظمه الصحه العالميه", "who"],
    ["منظمة الصحه العالميه", "who"],
    ["منظمـة الصحـة العالميـة", "who"],
    ["منظمه الامم المتحده للطفوله", "unicef"],
    ["مفوضيه الامم المتحده الساميه لشؤون اللاجئين", "unhcr"],
    ["المفوضيه", "unhcr"],
    ["برنامج الاغذيه العالمى", "wfp"],
    ["هيئه الامم المتحده للمرأه", "un-women"],
  ])("%s is the organisation %s", (text, slug) => {
    expect(slugs(text)).toEqual([slug]);
    expect(understandQuery(text).text).toBe("");
  });

  test("among other words, or with a joined preposition, the typed words are kept as typed", () => {
    const understood = understandQuery("طبيب منظمه الصحه العالميه");
    expect(understood.organisations).toEqual([
      { slug: "who", name: "WHO", typed: "منظمه الصحه العالميه" },
    ]);
    expect(understood.text).toBe("طبيب");
    expect(understandQuery("بمنظمه الصحه العالميه").organisations[0]?.typed).toBe(
      "منظمه الصحه العالميه",
    );
  });

  test.each([
    ["القاهره", "city:Cairo"],
    ["الاسكندريه", "city:Alexandria"],
    ["جده", "city:Jeddah"],
    ["الدوحه", "city:Doha"],
    ["البصره", "city:Basra"],
    ["اللاذقيه", "city:Latakia"],
    ["المملكه المتحده", "country:United Kingdom"],
    ["الولايات المتحده", "country:United States"],
    ["المملكه العربيه السعوديه", "country:Saudi Arabia"],
    ["بنغازى", "city:Benghazi"],
    ["ادلب", "city:Idleb"],
  ])("the place %s is %s", (text, place) => {
    expect(places(text)).toEqual([place]);
    expect(understandQuery(text).text).toBe("");
  });

  test("a place with a joined preposition is searched by the letters typed, not by its key", () => {
    // The text search gets the name as written: "القاهرة" as "القاهرة", "القاهره" as "القاهره".
    expect(understandQuery("بالقاهره").places).toEqual([
      { kind: "city", countryCode: "EG", name: "Cairo", typed: "القاهره" },
    ]);
    expect(understandQuery("بالقاهرة").places[0]?.typed).toBe("القاهرة");
    expect(places("مسؤول برامج في القاهره")).toEqual(["city:Cairo"]);
  });

  test("a place name that is also a word is still a place only after في, however في is written", () => {
    expect(places("فى مالى")).toEqual(["country:Mali"]);
    expect(places("في ماليه")).toEqual(["city:Male"]);
    expect(places("في حماه")).toEqual(["city:Hama"]);
    // Financial, protectors: words, whichever way their last letter is written.
    expect(places("مسؤول مالى")).toEqual([]);
    expect(places("مالية")).toEqual([]);
    expect(places("الشؤون المالية")).toEqual([]);
    expect(places("حماه")).toEqual([]);
    expect(places("حماة")).toEqual([]);
  });

  test("everyday words of job searches written with ه or ى stay words", () => {
    // The commission (of Europe), health, organisation, job, committee, mission, assistance, a
    // manager, public health, in, on, to.
    expect(slugs("المفوضيه الاوروبيه")).toEqual([]);
    expect(slugs("مسؤول في المفوضيه")).toEqual([]);
    for (const text of [
      "الصحه",
      "منظمه",
      "وظيفه",
      "لجنه",
      "بعثه",
      "مساعده",
      "مدير",
      "الصحه العامه",
      "فى",
      "على",
      "الى",
      "مستشفى",
      "مبنى",
      "منظمه غير حكوميه",
      "الامم المتحده",
    ]) {
      const understood = understandQuery(text);
      expect(understood.organisations, text).toEqual([]);
      expect(understood.places, text).toEqual([]);
      expect(understood.text, text).toBe(text);
    }
  });
});

describe("the words left to search", () => {
  test("British and American spellings are alternatives of each other", () => {
    for (const text of ["program officer", "programme officer"]) {
      const understood = understandQuery(text);
      expect(understood.groups).toEqual([
        [
          { alternatives: ["programme", "program"], exclude: false },
          { alternatives: ["officer"], exclude: false },
        ],
      ]);
      expect(understood.expanded).toBe(true);
      expect(understood.text).toBe(text);
    }
    expect(understandQuery("labor").groups[0]?.[0]?.alternatives).toEqual(["labour", "labor"]);
    expect(understandQuery("center").groups[0]?.[0]?.alternatives).toEqual(["centre", "center"]);
    expect(understandQuery("organization").groups[0]?.[0]?.alternatives).toEqual([
      "organisation",
      "organization",
    ]);
  });

  test("field abbreviations and what they stand for find each other, as phrases", () => {
    expect(understandQuery("M&E officer").groups[0]?.[0]?.alternatives).toEqual([
      '"M&E"',
      '"monitoring and evaluation"',
      '"monitoring evaluation"',
    ]);
    expect(understandQuery("monitoring and evaluation").groups[0]).toHaveLength(1);
    expect(understandQuery("Monitoring & Evaluation").groups[0]?.[0]?.alternatives).toContain(
      '"M&E"',
    );
    expect(understandQuery("human resources assistant").groups[0]?.[0]?.alternatives).toContain(
      "hr",
    );
    for (const abbreviation of ["HR", "IT", "WASH", "PSEA", "GBV", "SRH", "MEAL", "DRR"]) {
      const [clause] = understandQuery(abbreviation).groups[0] ?? [];
      expect(clause?.alternatives.length, abbreviation).toBeGreaterThan(1);
    }
  });

  test("a word of this work typed in French or Spanish finds the same word in the others", () => {
    expect(understandQuery("stagiaire").groups[0]?.[0]?.alternatives).toEqual([
      "intern",
      "stagiaire",
      "pasante",
    ]);
    // Accented forms are searched as written, and typed without their accents they still match.
    expect(understandQuery("genero").groups[0]?.[0]?.alternatives).toEqual([
      "gender",
      "genre",
      '"género"',
    ]);
    expect(understandQuery("chauffeur").groups[0]?.[0]?.alternatives).toContain("driver");
    // "stage" (a phase of a project in English) is no internship.
    expect(understandQuery("stage").groups[0]?.[0]?.alternatives).toEqual(["stage"]);
  });

  test("exclusions stay exclusions, with their alternatives, and never reach the fuzzy words", () => {
    const understood = understandQuery("economist -senior");
    expect(understood.text).toBe("economist -senior");
    expect(understood.fuzzyText).toBe("economist");
    expect(understood.exclusions).toEqual([["senior"]]);
    expect(understood.groups).toEqual([
      [
        { alternatives: ["economist"], exclude: false },
        { alternatives: ["senior"], exclude: true },
      ],
    ]);
    expect(understandQuery("economist -programme").exclusions).toEqual([["programme", "program"]]);
    expect(understandQuery('officer -"country office"').exclusions).toEqual([['"country office"']]);
  });

  test("quoted phrases are kept as typed, never read as organisations or places", () => {
    const understood = understandQuery('"World Bank" consultant');
    expect(understood.organisations).toEqual([]);
    expect(understood.text).toBe('"World Bank" consultant');
    expect(understood.groups[0]?.[0]).toEqual({ alternatives: ['"World Bank"'], exclude: false });
  });

  test("`or` is kept as an alternative of groups; beside a recognised name, nothing is recognised", () => {
    const understood = understandQuery("economist or statistician");
    expect(understood.groups.map((group) => group.map((c) => c.alternatives))).toEqual([
      [["economist"]],
      [["statistician"]],
    ]);
    const mixed = understandQuery("UNHCR or economist");
    expect(mixed.organisations).toEqual([]);
    expect(mixed.text).toBe("UNHCR or economist");
  });

  test("an organisation with an exclusion only is still a listing of that organisation", () => {
    const understood = understandQuery("UNHCR -senior");
    expect(understood.organisations.map((o) => o.slug)).toEqual(["unhcr"]);
    expect(understood.recognisedOnly).toBe(true);
    expect(understood.exclusions).toEqual([["senior"]]);
  });

  test("text with nothing recognised is searched exactly as typed", () => {
    const understood = understandQuery("  data  scientist ");
    expect(understood.text).toBe("data  scientist");
    expect(understood.expanded).toBe(false);
    expect(describeUnderstanding(understood)).toEqual([]);
  });
});

describe("literal", () => {
  test("recognises nothing and keeps every word, still with its spellings", () => {
    const understood = understandQuery("UNHCR P3 programme Kenya", { literal: true });
    expect(understood.organisations).toEqual([]);
    expect(understood.grades).toEqual([]);
    expect(understood.places).toEqual([]);
    expect(understood.text).toBe("UNHCR P3 programme Kenya");
    expect(understood.groups[0]?.map((clause) => clause.alternatives)).toEqual([
      ["UNHCR"],
      ["P3"],
      ["programme", "program"],
      ["Kenya"],
    ]);
  });
});

describe("what the listing says", () => {
  test("an organisation or place among other words comes first", () => {
    expect(describeUnderstanding(understandQuery("UNHCR protection officer"))).toEqual([
      "UNHCR jobs first",
    ]);
    expect(describeUnderstanding(understandQuery("Nairobi P4 finance"))).toEqual([
      "grade P-4",
      "in Nairobi first",
    ]);
    expect(describeUnderstanding(understandQuery("P3 and above"))).toEqual([
      "grades P-3 and above",
    ]);
  });
});

test("user input never reaches an object's prototype", () => {
  for (const text of ["__proto__", "constructor", "toString", "hasOwnProperty", "__proto__ P3"]) {
    const understood = understandQuery(text);
    expect(understood.organisations).toEqual([]);
    expect(understood.places).toEqual([]);
    for (const group of understood.groups)
      for (const clause of group) expect(Array.isArray(clause.alternatives)).toBe(true);
  }
  expect(understandQuery("__proto__ P3").grades).toEqual(["P-3"]);
  expect(understandQuery("__proto__").text).toBe("__proto__");
});

test("an empty or blank search has nothing to search", () => {
  for (const text of ["", "   ", '""', "or"]) {
    const understood = understandQuery(text);
    expect(understood.groups).toEqual([]);
    expect(understood.recognisedOnly).toBe(false);
  }
});
