import fs from "node:fs";
import { describe, expect, it, test } from "vitest";
import {
  findCityPostIsBasedIn,
  findCityNamedWithCountry,
  findCityOfFieldInText,
  findCityOfLabelledLine,
  findDutyStationInText,
  findDutyStationInTitle,
  isPlace,
  resolveDutyStation,
} from "./duty-stations";
import { parseLocation } from "./locations";

const TITLES = new URL("../tests/fixtures/real/unjobs-titles/", import.meta.url);

function readTitles(): string[] {
  const titles: string[] = [];
  for (const file of fs.readdirSync(TITLES).filter((name) => name.endsWith(".csv"))) {
    const lines = fs.readFileSync(new URL(file, TITLES), "utf8").split("\n").slice(1);
    for (const line of lines.filter(Boolean)) {
      const quoted = /^[^,]*,"((?:[^"]|"")*)"/.exec(line);
      titles.push(quoted?.[1]?.replace(/""/g, '"') ?? line.split(",")[1] ?? "");
    }
  }
  return titles;
}

describe("duty station in a title", () => {
  it.each([
    ["Education Specialist, P-3, Kharkiv, Ukraine", "Kharkiv, Ukraine"],
    ["JPO Emergency Officer P-2, Addis Ababa, Ethiopia", "Addis Ababa, Ethiopia"],
    ["Finance Assistant G5, Panama City, Panama", "Panama City, Panama"],
    ["Programme Associate - Youth Development, Lusaka, Zambia", "Lusaka, Zambia"],
    [
      "Humanitarian Affairs Officer, East Jerusalem, occupied Palestinian territory",
      "East Jerusalem",
    ],
    ["Consultant (Retainer), Home-based, Beijing", "Beijing, China"],
    ["Operations Officer NO-2 FT (, Bukavu, Democratic Republic of Congo", "Bukavu"],
    ["Driver (Abidjan, Côte d'Ivoire)", "Abidjan"],
    ["Programme Officer - Nairobi", "Nairobi, Kenya"],
  ])("%s → %s", (title, expected) => {
    const found = findDutyStationInTitle(title);
    expect(found?.display).toContain(expected);
  });

  // Verbatim titles of UNICEF's PageUp feed (tests/fixtures/platforms/pageup/unicef-671-rss.cinfo-derived.xml).
  it.each([
    [
      "Education Specialist, Temporary Appointment (364 days), P-3, Kharkiv, Ukraine, #134662",
      "UA",
    ],
    [
      "Temporary Appointment: Planning, Monitoring & Evaluation Specialist, (P-3), Bridgetown, Barbados, #136272",
      "BB",
    ],
    [
      "Re-advertisement: Emergency Specialist (Access), P-3, Fixed Term Position, Goma, Dem. Rep. of Congo, #131139",
      "CD",
    ],
    [
      "Re-advertised: Child Protection Specialist, N0-3, Fixed Term, Ankara, Türkiye, Post # 87009",
      "TR",
    ],
    [
      "Temporary Appointment: Partnerships Manager (P-4), In Riyadh- Gulf Area Office for 12 Months",
      "SA",
    ],
    [
      "Social Policy Specialist (Disability Inclusion), Temporary Appointment (364 days), P-4, Kyiv, Ukraine, #134613 (re-advertised)",
      "UA",
    ],
    ["WASH Officer, (P2), La Paz-Bolivia, # 136480 (Temporary Appointment)", "BO"],
    [
      "People and Culture Specialist, (P-3), Regional Office, Amman-Jordan, Post#127035, Temporary Appointment for 8 months",
      "JO",
    ],
  ])("passes over a post number or contract after the duty station: %s", (title, country) => {
    expect(findDutyStationInTitle(title)?.countryCode).toBe(country);
  });

  it("reads a town after another and 'and' as one of several, and keeps the country alone", () => {
    // The ILO's call for bids 4232283 on ReliefWeb ("data-me-un" capture; country field Iraq).
    expect(
      findDutyStationInTitle(
        "Develop skills training and certification programme on Employment Intensive Approaches at Cultural Heritage Sector in Mosul and Basra, ILO Iraq",
      )?.display,
    ).toBe("Iraq");
    // WFP's title in tests/fixtures/real/unjobs-titles/: two towns before the country.
    expect(
      findDutyStationInTitle("IT Operations Associate, Bekily and Tulear, Madagascar")?.isMultiple,
    ).toBe(true);
    // One town after a job's words is still the town.
    expect(
      findDutyStationInTitle("Health and Nutrition Officer - Maputo, Mozambique")?.display,
    ).toBe("Maputo, Mozambique");
  });

  it("joins a US state code to its town", () => {
    const found = findDutyStationInTitle("Programme Specialist, P-3, New York, NY, #12345");
    expect(found?.display).toBe("New York, United States");
    expect(findDutyStationInTitle("Autonomy Engineer, Foster City, CA")?.countryCode).toBe("US");
  });

  it("keeps several duty stations as a list", () => {
    const found = findDutyStationInTitle(
      "Consultant, Bridgetown, Barbados, Paramaribo, Suriname, Belmopan, Belize",
    );
    expect(found?.isMultiple).toBe(true);
    expect(found?.locations.map((l) => l.countryCode)).toEqual(["BB", "SR", "BZ"]);
  });

  // Verbatim titles of cinfo's UNFPA feed, which drops the commas.
  it.each([
    ["National Communication Intern Suva Fiji", "Suva, Fiji"],
    ["International Programme Coordinator P3 Fta Aden Yemen", "Aden, Yemen"],
  ])("takes a city and its country as the last words of %s", (title, expected) => {
    expect(findDutyStationInTitle(title)?.display).toBe(expected);
  });

  it("takes an organisation's name written before the country for no town", () => {
    // Verbatim ReliefWeb titles (deniskierans/reliefweb-mirror, fetched 2026-10-06): the words
    // before the country, without a comma, are the employer's or a programme's name.
    expect(
      findDutyStationInTitle("REQUEST FOR KRA LEDGER RECONCILAITION SERVICES TO CHILDFUND KENYA"),
    ).toBeNull();
    expect(findDutyStationInTitle("Country Director - JRS Thailand")?.display).toBe("Thailand");
    expect(
      resolveDutyStation(parseLocation("Thailand"), "Country Director - JRS Thailand", "").display,
    ).toBe("Thailand");
  });

  it("takes no single trailing word for a country without its city", () => {
    expect(findDutyStationInTitle("Programme Officer Jordan")).toBeNull();
    expect(findDutyStationInTitle("Senior Adviser to the Chad Programme")).toBeNull();
  });

  it("reads a last comma-separated part that is remote work alone as remote", () => {
    // UN Women's title as UNjobs writes it (tests/fixtures/real/unjobs-titles/), on which the
    // reading was first tested; the IDB's UNjobs-derived feed (tests/fixtures/platforms/rss/, five
    // "Consultor …, Remote" items with no location field) prompted it.
    expect(
      findDutyStationInTitle("Planning Monitoring and Reporting Consultant, Home based, Remote")
        ?.isRemote,
    ).toBe(true);
    expect(
      resolveDutyStation(
        parseLocation(null),
        "Consultor PEC - Fortalecimiento de la gobernanza de la Mesa de Seguridad, Denuncia y Protección, Remote",
        "",
      ).display,
    ).toBe("Remote");
    // The same words as every other reader: telework, teletrabajo, work from home.
    for (const title of [
      "Communications Consultant, Telework",
      "Consultor de comunicación, Teletrabajo",
      "Data Analyst, Work from home",
    ])
      expect(findDutyStationInTitle(title)?.isRemote, title).toBe(true);
    // A place after "Home-Based" is still the place; a trade's name is no remote work.
    expect(
      findDutyStationInTitle("National Senior EVAWG Consultant, Home-Based, Turkey")?.countryCode,
    ).toBe("TR");
    expect(findDutyStationInTitle("GIS Officer, Remote Sensing")).toBeNull();
    // A field naming a country keeps it: the title's remote part names no city of it.
    expect(
      resolveDutyStation(parseLocation("Ecuador"), "Consultor de Gestión del Proyecto, Remote", "")
        .display,
    ).toBe("Ecuador");
  });

  it("finds nothing in a title that names no place", () => {
    expect(findDutyStationInTitle("Senior Programme Officer, P-4")).toBeNull();
    expect(findDutyStationInTitle("Global Internship Roster 2026, Multiple")).toBeNull();
    expect(findDutyStationInTitle("")).toBeNull();
  });

  it("finds the duty station in at least 97 % of 419 real 'Title, City, Country' titles", () => {
    const titles = readTitles();
    expect(titles.length).toBeGreaterThan(400);
    const found = titles.filter((title) => findDutyStationInTitle(title) !== null);
    expect(found.length / titles.length).toBeGreaterThanOrEqual(0.97);
  });

  it("never takes a ministry or a government for a town", () => {
    const found = findDutyStationInTitle(
      "Consultant, Ministry of Health, Government of India, New Delhi, India",
    );
    expect(found?.display).toBe("New Delhi, India");
  });
});

describe("duty station in a description", () => {
  it("reads a labelled line first", () => {
    const text = "About the job\nDuty Station: Juba, South Sudan\nBased in Nairobi, Kenya";
    expect(findDutyStationInText(text)?.display).toBe("Juba, South Sudan");
    expect(findDutyStationInText("Lieu d'affectation : Dakar, Sénégal")?.countryCode).toBe("SN");
  });

  it("reads 'based in' and stops where the place ends", () => {
    const text = "The position is based in Nairobi, Kenya with frequent travel to the region.";
    expect(findDutyStationInText(text)?.display).toBe("Nairobi, Kenya");
  });

  it("keeps several stations as a list", () => {
    const found = findDutyStationInText("Duty station: Abidjan or Nairobi");
    expect(found?.isMultiple).toBe(true);
  });

  it("ignores labels whose value is not a place", () => {
    expect(findDutyStationInText("Location: to be confirmed with the team")).toBeNull();
    expect(findDutyStationInText("")).toBeNull();
  });

  it("reads a labelled field inside a line, after ' | ' (Green Climate Fund's cinfo feed)", () => {
    // tests/fixtures/platforms/rss/cinfo-gcf_jobs-b574477.xml, items 3277 and 3279.
    expect(
      findDutyStationInText(
        "Accreditation Officer (2 positions) | Location: Incheon, Korea, Republic of",
      )?.display,
    ).toBe("Incheon, Republic of Korea");
    const runOn = findDutyStationInText(
      "Regional Lead for Resource Mobilization - Europe | Location: Incheon, Korea, Republic ofand1more",
    );
    expect([runOn?.city, runOn?.countryCode]).toEqual(["Incheon", "KR"]);
  });

  it("reads a labelled field after a sentence, up to the next field (UNHCR's cinfo feed)", () => {
    // tests/fixtures/platforms/rss/cinfo-unhcr_jobs.xml, Inspector General.
    const text =
      "UNHCR has a vacancy for the position of Inspector General. Location: Geneva, Switzerland. Posted: Posted Yesterday.";
    expect(findDutyStationInText(text)?.display).toBe("Geneva, Switzerland");
  });
});

describe("a city of a country-only field, from the description's duty-station line", () => {
  // FAO 2601865 (tests/fixtures/platforms/taleo/): Taleo's field is "Country-Department", and the
  // advert puts its work base under the label, on the next line, as "Department - Town".
  const fao =
    "Base de Trabajo:\n\nChuquisaca - Monteagudo, con con desplazamiento a comunidades en los Municipios de Monteagudo, Villa Vaca Guzmán, Huacareta, Boyuibe, Monteagudo, Cuevo, Macharetí, Huacaya y el GAIOC Charagua Iyambae.\n\nDependencia jerárquica";
  const bolivia = parseLocation("Bolivia, Plurinational State of-Chuquisaca");

  it("takes the town the line's first phrase ends with, in the field's country", () => {
    expect(bolivia.city).toBeNull();
    expect(findCityOfFieldInText(fao, bolivia)?.display).toBe("Monteagudo, Bolivia");
    expect(resolveDutyStation(bolivia, "Especialista en Proyectos", fao).display).toBe(
      "Monteagudo, Bolivia",
    );
    // A town our table knows is taken as that city.
    expect(
      findCityOfFieldInText(fao.replace("Chuquisaca - Monteagudo", "Chuquisaca - Sucre"), bolivia)
        ?.display,
    ).toBe("Sucre, Bolivia");
  });

  it("takes a city the line names with its country, on the same line, in English or French", () => {
    expect(
      findCityOfFieldInText(
        "Duty Station: Juba, South Sudan\nGrade: P-3",
        parseLocation("South Sudan"),
      )?.display,
    ).toBe("Juba, South Sudan");
    expect(
      findCityOfFieldInText("Lieu d'affectation : Dakar", parseLocation("Senegal"))?.display,
    ).toBe("Dakar, Senegal");
  });

  it("reads a plain 'Location:' line the same way (two employers' ReliefWeb adverts)", () => {
    // DCAF 4232380 and JRS 4232130 (tests/fixtures/platforms/reliefweb/): ReliefWeb gives only the
    // country; the advert's own line names the city, with the organisation's name or a remark.
    expect(
      findCityOfFieldInText(
        "Location: DCAF Ljubljana, Slovenia, with frequent travel to Bosnia and Herzegovina *\nStarting date: November 2026",
        parseLocation("Slovenia"),
      )?.display,
    ).toBe("Ljubljana, Slovenia");
    expect(
      findCityOfFieldInText(
        "Location: Bangkok, Thailand with possibility to move Chiang Mai\nReports to: Regional Director",
        parseLocation("Thailand"),
      )?.display,
    ).toBe("Bangkok, Thailand");
    // A location line about something else than the post's place is no duty station.
    expect(
      findCityOfFieldInText("Location: to be confirmed\nGrade: P-3", parseLocation("Slovenia")),
    ).toBeNull();
  });

  it("reads the line when it is an item of a list (two employers' ReliefWeb adverts)", () => {
    // NRC 4232334 (tests/fixtures/platforms/reliefweb/): the duty station is an item of "What we
    // offer:", rendered from Markdown with a bullet before the label.
    const nrc =
      "What we offer:\n\n• Duty station: Addis-Ababa, Ethiopia\n\n• Contract: 12 months (Fixed -term contract renewal based on performance, funds availability and need for the position)\n\n• Travel: Up to 40%.";
    expect(findCityOfFieldInText(nrc, parseLocation("Ethiopia"))?.display).toBe(
      "Addis Ababa, Ethiopia",
    );
    // MSF 4232044: "Conditions and Benefits:", the office's name before the city.
    const msf =
      "Conditions and Benefits:\n\n• Job Location: MSF Eastern Africa office in Nairobi (Kenya).\n\n• Contract: 1-year renewable full-time contract.\n\n• Start date: As Soon As Possible.";
    expect(findCityOfFieldInText(msf, parseLocation("Kenya"))?.display).toBe("Nairobi, Kenya");
    // An item that is a sentence, not a label, is no duty-station line (World Vision 4232514).
    expect(
      findCityOfFieldInText(
        "Travel and/or Work Environment Requirement\n\n• Ability and willingness to travel domestically and internationally up to 20% of the time.\n\n• Position will be based in Northwest Syria.",
        parseLocation("Syrian Arab Republic"),
      ),
    ).toBeNull();
  });

  it("finds nothing where no line states a town, or the line is another country's or no place", () => {
    expect(findCityOfFieldInText("The post is based in the country office.", bolivia)).toBeNull();
    expect(findCityOfFieldInText("Duty Station: Nairobi, Kenya", bolivia)).toBeNull();
    expect(
      findCityOfFieldInText("Duty station:\n\nHome-based with travel to the region", bolivia),
    ).toBeNull();
    // A field that names a city is not replaced.
    expect(findCityOfFieldInText(fao, parseLocation("La Paz, Bolivia"))).toBeNull();
  });
});

describe("a duty-station line's bracketed remark", () => {
  it("names no station: the city before it does", () => {
    // HAMAP-Humanitaire 4228063 (ReliefWeb, "sixth" capture; country field Ukraine): the line was
    // read as Mykolaiv, a place of its travel. The Lutheran World Federation's "Jerusalem (frequent
    // travels to the West Bank)" and the Syrian Center's "(with the ability to travel)" are the same
    // kind of remark.
    const text =
      "Duty Station: Primarily based in Kyiv, Ukraine (with frequent travel within Kharkiv Oblast and potentially Sumy/Mykolaiv Oblasts)";
    expect(findCityOfFieldInText(text, parseLocation("Ukraine"))).toBeNull();
    expect(resolveDutyStation(parseLocation("Ukraine"), "Project Manager", text).display).toBe(
      "Kyiv, Ukraine",
    );
    // A city named before a bracketed country is still the station.
    expect(
      findCityOfFieldInText("Duty Station: Nairobi (Kenya)", parseLocation("Kenya"))?.display,
    ).toBe("Nairobi, Kenya");
  });
});

describe("a city of a country-only field, named with that country in the description", () => {
  // ReliefWeb postings of tests/fixtures/platforms/reliefweb/ whose country field is all the place
  // they give: Médecins du Monde 4231785 and 4224013, USCRI 4212302, IOM 4232327 and 4232328.
  const kabul =
    "Current programmes are implemented in Wardak, Farah and Nimroz provinces and place a strong emphasis on community engagement.\n\nEMPLOYMENT CONDITIONS\n\nContract & status:\n\n• Gross monthly salary: € 3,664\n\n• Fixed-term contract (6 months), starting as soon as possible\n\n• Single posting\n\nWork environment:\n\n• Position based in Kabul, Afghanistan\n\n• Regular field visits";

  it("takes the city written before the field's country, under any of the country's names", () => {
    expect(findCityNamedWithCountry(kabul, parseLocation("Afghanistan"))?.display).toBe(
      "Kabul, Afghanistan",
    );
    expect(
      resolveDutyStation(
        parseLocation("Afghanistan"),
        "Medical Coordinator (F/M) - Afghanistan",
        kabul,
      ).display,
    ).toBe("Kabul, Afghanistan");
    expect(
      findCityNamedWithCountry(
        "Following the rapid power shift in Damascus on 8 December 2024, the Syrian Arab Republic is undergoing a pivotal transformation.\n\nWork environment:\n\n• Position based in Damascus, Syria\n\n• Regular field visits",
        parseLocation("Syrian Arab Republic"),
      )?.city,
    ).toBe("Damascus");
    expect(
      findCityNamedWithCountry(
        "Internship Specifications\n\n• Full-time, in the city of San Salvador, El Salvador. (Six months).\n\n• Start on July 01",
        parseLocation("El Salvador"),
      )?.city,
    ).toBe("San Salvador");
  });

  it("takes one city named so several times", () => {
    const conakry =
      "Under the overall supervision of the Chief of Mission (COM) in Conakry, Guinea, and the direct collaboration with the Programme/Project Managers, and in close coordination with the Media and Communications Unit (MCU) at the Regional Office (RO) of West and Central Africa in Dakar and the Media and Communications Division (MCD) in Geneva, the Media and Communications Officer will assist with the implementation of internal and external communication and media-related activities for IOM in Conakry, Guinea.";
    expect(findCityNamedWithCountry(conakry, parseLocation("Guinea"))?.display).toBe(
      "Conakry, Guinea",
    );
  });

  it("takes nothing from a city named alone, a city of another country, a province or two cities", () => {
    // IOM 4232328 names only its country; a city named without it is no duty station (Médecins du
    // Monde 4224013's "power shift in Damascus"); nor is a city of another country (DRC 4232055's
    // "headquartered in Geneva, Switzerland" for a Kenya post) or a province (Johanniter 4232441's
    // "based in Cabo Delgado, Mozambique").
    expect(
      findCityNamedWithCountry(
        "IOM has been engaged in migration management in Guinea for over two decades. The Head of Programmes position is a senior management role within IOM's Country Office in Guinea.",
        parseLocation("Guinea"),
      ),
    ).toBeNull();
    expect(
      findCityNamedWithCountry(
        "Following the rapid power shift in Damascus on 8 December 2024, the Syrian Arab Republic is undergoing a pivotal transformation.",
        parseLocation("Syrian Arab Republic"),
      ),
    ).toBeNull();
    expect(
      findCityNamedWithCountry(
        "MMC has regional hubs hosted in Africa, Asia, Europe and Latin America, with a global team headquartered in Geneva, Switzerland, and based in several countries worldwide.",
        parseLocation("Kenya"),
      ),
    ).toBeNull();
    expect(
      findCityNamedWithCountry(
        "One year contract (with possible extension) based in Cabo Delgado, Mozambique",
        parseLocation("Mozambique"),
      ),
    ).toBeNull();
    // Two cities of the country, each with its name: the text does not say which is the post's.
    expect(
      findCityNamedWithCountry(
        "Position based in Sanaa, Yemen, or in Aden, Yemen, depending on the security situation",
        parseLocation("Yemen"),
      ),
    ).toBeNull();
    // A field that names a city, or several countries, is left to the other rules.
    expect(findCityNamedWithCountry(kabul, parseLocation("Herat, Afghanistan"))).toBeNull();
    expect(findCityNamedWithCountry(kabul, parseLocation("Afghanistan; Pakistan"))).toBeNull();
  });
});

describe("a city named with its country after another town and 'and'", () => {
  it("is one of several, and the country stands alone", () => {
    // The ILO's call for bids 4232283 on ReliefWeb ("data-me-un" capture; country field Iraq).
    const text =
      "Develop skills training and certification programme on Employment Intensive Approaches at Cultural Heritage Sector in Mosul and Basra, ILO Iraq.\n\nDear Bidder, The International Labour Office (ILO) invites you to submit a proposal.";
    expect(findCityNamedWithCountry(text, parseLocation("Iraq"))).toBeNull();
    expect(resolveDutyStation(parseLocation("Iraq"), text.split("\n")[0]!, text).display).toBe(
      "Iraq",
    );
  });
});

describe("a city of a country-only field, from a labelled line whatever its label", () => {
  // Real ReliefWeb texts (tests/fixtures/platforms/reliefweb/, "data-me" captures), as the pipeline
  // reads them from the Markdown body. The Syrian Center for Media and Freedom of Expression's
  // 4232432, whose miss prompted the rule, labels its place "Workstation"; the rule was first
  // tested on the Violet Organization's 4232508 ("Workplace", its label between literal asterisks)
  // and the Danish Refugee Council's 4232336 ("Designation of Duty Station").
  it("takes the known city of the field's country that a labelled line gives as its value", () => {
    expect(
      findCityOfLabelledLine(
        "Job code : 1-2026\n**Workplace:**Türkiye-Gaziantep\nLast date for receiving applications:08-10-2026",
        parseLocation("Türkiye"),
      )?.display,
    ).toBe("Gaziantep, Türkiye");
    expect(
      findCityOfLabelledLine(
        "- Band: E1 – Manager\n- Designation of Duty Station: Kyiv, non-family duty station\n- Start date: ASAP",
        parseLocation("Ukraine"),
      )?.display,
    ).toBe("Kyiv, Ukraine");
    expect(
      findCityOfLabelledLine(
        "Number of positions available: 1 (One)\nWorkstation: Damascus – Syria (with the ability to travel)\nExpected starting date: 20 October 2026",
        parseLocation("Syrian Arab Republic"),
      )?.display,
    ).toBe("Damascus, Syria");
    // A remark in brackets is no place of the post (the Lutheran World Federation's 4232639), and
    // a region around the city is none either (ACTED's 4232601: Rural Damascus is a governorate).
    expect(
      findCityOfLabelledLine(
        "Location: Jerusalem (frequent travels to the West Bank)",
        parseLocation("Israel"),
      )?.display,
    ).toBe("Jerusalem, Israel");
    expect(
      findCityOfLabelledLine(
        "Location: Damascus & Rural Damascus – Syria",
        parseLocation("Syrian Arab Republic"),
      )?.display,
    ).toBe("Damascus, Syria");
  });

  it("takes nothing from a line whose value is no city of the field's country, or names two", () => {
    // World Vision's 4232514 and 4232581 (a region; a country and a remark), the Syrian Center's
    // reporting line, and a value naming two cities of the country.
    expect(
      findCityOfLabelledLine(
        "Location: Syria - Northwest Syria (NWS)",
        parseLocation("Syrian Arab Republic"),
      ),
    ).toBeNull();
    expect(
      findCityOfLabelledLine(
        "Location: Zimbabwe – 4 days training in-person, travel required",
        parseLocation("Zimbabwe"),
      ),
    ).toBeNull();
    expect(
      findCityOfLabelledLine(
        "Program/ Project / Department: Reports to the Vdc Project Manager",
        parseLocation("Syrian Arab Republic"),
      ),
    ).toBeNull();
    expect(findCityOfLabelledLine("Location: Mosul and Basra", parseLocation("Iraq"))).toBeNull();
    expect(findCityOfLabelledLine("Travel: Erbil, Basra", parseLocation("Iraq"))).toBeNull();
    // A city of another country, and a field that already names a city.
    expect(
      findCityOfLabelledLine("Duty station: Amman, Jordan", parseLocation("Syrian Arab Republic")),
    ).toBeNull();
    expect(
      findCityOfLabelledLine("Workplace: Gaziantep", parseLocation("Istanbul, Türkiye")),
    ).toBeNull();
  });
});

describe("a city of a country-only field, where the description says the post is based", () => {
  // Consilient 4230269 on ReliefWeb (tests/fixtures/platforms/reliefweb/, "migration-more" capture;
  // its country field is Somalia): the city of the post's office, named before a region's name.
  const hargeisa =
    "Our largest research portfolio covers Somalia, with secondary geographic foci throughout the region, including in Kenya, Ethiopia, Sudan, and South Sudan.\n\nThis is a full-time position based in our Hargeisa, Somaliland office. The position may involve occasional travel to project locations.";

  it('takes the known city of the field\'s country that follows "based in"', () => {
    expect(findCityPostIsBasedIn(hargeisa, parseLocation("Somalia"))?.display).toBe(
      "Hargeisa, Somalia",
    );
    expect(resolveDutyStation(parseLocation("Somalia"), "Research Officer", hargeisa).display).toBe(
      "Hargeisa, Somalia",
    );
    // The International Rescue Committee's 4232609 (ReliefWeb, "displacement" capture; country
    // field Italy), whose miss prompted the rule: the city, then the sentence goes on.
    expect(
      findCityPostIsBasedIn(
        "The Digital Horizons Italian Teacher will be based in Trieste and will design and deliver middle advanced (A2-B1-B2 as needed) Italian language classes and IT vocational language, to a group of Digital Horizons students, in person.",
        parseLocation("Italy"),
      )?.display,
    ).toBe("Trieste, Italy");
  });

  it('takes the known city a sentence names as the duty station ("the duty station is …")', () => {
    // Finn Church Aid's 4232136 (ReliefWeb, "data-me-third" capture), whose miss prompted the
    // reading; first tested on the Pacific Community's 4231938 ("data-me-more"), whose benefits
    // are those of staff "whose duty station is Noumea".
    expect(
      findCityPostIsBasedIn(
        "Benefits for Staff in a position advertised internationally (EPAI) whose duty station is Noumea – SPC provides housing support in Noumea.",
        parseLocation("New Caledonia (France)"),
      )?.display,
    ).toBe("Noumea, New Caledonia");
    expect(
      findCityPostIsBasedIn(
        "7. Duty station and travel\n\nThe preferred duty station is Kyiv, but a hybrid arrangement is possible.",
        parseLocation("Ukraine"),
      )?.display,
    ).toBe("Kyiv, Ukraine");
  });

  it('reads the French "basé à" as "based in"', () => {
    // Humanity & Inclusion's 4231691 (ReliefWeb, "data-me-more" capture; country field Democratic
    // Republic of the Congo), on which the reading was first tested: its offer's list item.
    expect(
      findCityPostIsBasedIn(
        "Le poste est aussi ouvert localement.\n\n- Contrat International de 5 mois à compter idéalement de début novembre 2026 basé à Bunia ;\n- Le contrat international permet une couverture sociale adaptée aux besoins de chacun :",
        parseLocation("Democratic Republic of the Congo"),
      )?.display,
    ).toBe("Bunia, Democratic Republic of the Congo");
    // Plan International France's 4230160 ("sixth" capture; country field France), whose miss
    // prompted it: the town, then a département's number in brackets.
    expect(
      findCityPostIsBasedIn(
        "Poste en CDD : remplacement maternité à pourvoir mi-novembre 2026 pour une durée prévisionnelle de 8-9 mois ;\n\nPoste basé à Pantin (93) avec déplacements dans les pays d’intervention ;",
        parseLocation("France"),
      )?.display,
    ).toBe("Pantin, France");
    // A city of another country than the field's is none, as in English.
    expect(
      findCityPostIsBasedIn(
        "Poste basé à Paris avec des missions en RDC.",
        parseLocation("Democratic Republic of the Congo"),
      ),
    ).toBeNull();
  });

  it("takes nothing from a region, a province, the country itself or a city of another country", () => {
    // Real ReliefWeb texts of the same captures: World Vision 4232514, Johanniter 4232441, the
    // Geneva Centre for Security Sector Governance 4232380 and Première Urgence Internationale
    // 4232577's title (a post filed under Palestine, based in Amman, Jordan).
    expect(
      findCityPostIsBasedIn(
        "Ability and willingness to travel domestically and internationally up to 20% of the time.\n- Position will be based in Northwest Syria.",
        parseLocation("Syrian Arab Republic"),
      ),
    ).toBeNull();
    expect(
      findCityPostIsBasedIn(
        "One year contract (with possible extension) based in Cabo Delgado, Mozambique",
        parseLocation("Mozambique"),
      ),
    ).toBeNull();
    expect(
      findCityPostIsBasedIn(
        "DCAF Ljubljana is a permanent DCAF regional office, based in Slovenia.",
        parseLocation("Slovenia"),
      ),
    ).toBeNull();
    expect(
      findCityPostIsBasedIn(
        "Country Director Palestine – based in Amman",
        parseLocation("occupied Palestinian territory"),
      ),
    ).toBeNull();
    // A field that names a city is left as it is.
    expect(findCityPostIsBasedIn(hargeisa, parseLocation("Mogadishu, Somalia"))).toBeNull();
  });
});

describe("resolving the duty station of a posting", () => {
  it("keeps a location field that is a place, remote or several places", () => {
    const field = parseLocation("Geneva, Switzerland");
    expect(resolveDutyStation(field, "Officer, Nairobi, Kenya", "")).toBe(field);
    const remote = parseLocation("Home based");
    expect(resolveDutyStation(remote, "Officer, Nairobi, Kenya", "").isRemote).toBe(true);
  });

  it("takes the title's duty station when the field is empty or not a place", () => {
    const title = "Education Specialist, P-3, Kharkiv, Ukraine";
    expect(resolveDutyStation(parseLocation(null), title, "").display).toBe("Kharkiv, Ukraine");
    expect(resolveDutyStation(parseLocation("CWR"), title, "").countryCode).toBe("UA");
  });

  it("takes the city of the title's country that the description's location field gives", () => {
    // WFP's cinfo feed (tests/fixtures/platforms/rss/cinfo-wfp-0cf59bd.har): the title ends with
    // the country alone, the description's "Location:" field gives the city of that country.
    const title =
      "Internship - External Relations, UN System and Multilateral Engagement Division , WFP New York Global Office, USA";
    const text = `WFP has a vacancy for the position of ${title}. Location: New York, United States Of America. Level: INTERNSHIP.`;
    expect(resolveDutyStation(parseLocation(null), title, text).display).toBe(
      "New York, United States",
    );
    // A city of another country, or none, leaves the title's country.
    expect(
      resolveDutyStation(parseLocation(null), title, "Location: Geneva, Switzerland.").display,
    ).toBe("United States");
    expect(resolveDutyStation(parseLocation(null), title, "").display).toBe("United States");
  });

  it("keeps the city named just before the title's country, after a dash or a full stop", () => {
    // Verbatim titles of UNICEF's PageUp feed (tests/fixtures/platforms/pageup/): the city came
    // before the country, but not as its own comma-separated part, and was dropped.
    const cases: [string, string][] = [
      ["Digital Learning Internship - Maputo, Mozambique", "Maputo, Mozambique"],
      [
        "Internship: Social & Community Listening and Data (2 persons) - Part-time. Dar es salaam, Tanzania. (6 months)",
        "Dar es Salaam, Tanzania",
      ],
      [
        "Gender & Adolescent Programme Officer – Temporary appointment – 364 days - Grade P2 # 136135- Cotonou – Benin WCAR",
        "Cotonou, Benin",
      ],
      [
        "Chief of Field Office , P3, Temporary Assignement , # 00136039, Tindouf – Algeria, MENA",
        "Tindouf, Algeria",
      ],
    ];
    for (const [title, expected] of cases)
      expect(findDutyStationInTitle(title)?.display, title).toBe(expected);
    // Words before the country that are no city of it leave the country alone.
    expect(findDutyStationInTitle("Programme Officer - Nairobi Office, Somalia")?.display).toBe(
      "Somalia",
    );
  });

  it("takes a city of the field's country from the title when the field names only a country", () => {
    // Real UNICEF postings of the cinfo feed: a regional abbreviation where the city belongs.
    expect(
      resolveDutyStation(
        parseLocation("MENA, Algeria"),
        "Chief of Field Office , P3, Temporary Assignement , # 00136039, Tindouf",
        "",
      ).display,
    ).toBe("Tindouf, Algeria");
    expect(
      resolveDutyStation(
        parseLocation("WCAR, Benin"),
        "Gender & Adolescent Programme Officer – Temporary appointment – 364 days - Grade P2 # 136135- Cotonou",
        "",
      ).display,
    ).toBe("Cotonou, Benin");
    // The International Rescue Committee's ReliefWeb posting 4232566 (country field Syria): a town
    // of the place list joined to the role by a dash.
    expect(
      resolveDutyStation(
        parseLocation("Syrian Arab Republic"),
        "People & Culture Officer-Raqqa",
        "",
      ).display,
    ).toBe("Raqqa, Syria");
    // A city of another country in the title does not replace the field's country.
    expect(
      resolveDutyStation(parseLocation("Somalia"), "Programme Officer, Nairobi, Kenya", "").display,
    ).toBe("Somalia");
  });

  it("knows the provincial capitals Calabar (Nigeria) and Kabwe (Zambia)", () => {
    // Wildlife Conservation Society 4232638 and One Acre Fund 4232583 (ReliefWeb, country field
    // only; tests/fixtures/platforms/reliefweb/jobs-v2-migration-data-20261006.har).
    expect(
      resolveDutyStation(parseLocation("Nigeria"), "Social Safeguard Assistant, Calabar", "")
        .display,
    ).toBe("Calabar, Nigeria");
    expect(
      resolveDutyStation(
        parseLocation("Zambia"),
        "Zambia Field Operations & Performance Specialist (Fixed-Term)",
        "Job Location\n\nKabwe, Zambia\n\nEligibility",
      ).display,
    ).toBe("Kabwe, Zambia");
  });

  it("falls back on the description, then on the field as it was", () => {
    const text = "This post is based in Amman, Jordan.";
    expect(resolveDutyStation(parseLocation(""), "Protection Officer", text).display).toBe(
      "Amman, Jordan",
    );
    const empty = parseLocation("");
    expect(resolveDutyStation(empty, "Protection Officer", "no place here")).toBe(empty);
    expect(isPlace(empty)).toBe(false);
  });
});

test("an abbreviation in capitals beside the country is no town", () => {
  // The ILO's ReliefWeb posting 4232283 ends its title "…, ILO Iraq" (ReliefWeb's country: Iraq);
  // World Vision's 4232514 writes "Location: Syria - Northwest Syria (NWS)". Neither names a city.
  const ilo = resolveDutyStation(
    parseLocation("Iraq"),
    "Develop skills training and certification programme on Employment Intensive Approaches at Cultural Heritage Sector in Mosul and Basra, ILO Iraq",
    "",
  );
  expect(ilo.countryCode).toBe("IQ");
  expect(ilo.city).not.toBe("ILO");
  expect(parseLocation("ILO Iraq")).toMatchObject({ city: null, countryCode: "IQ" });
  expect(parseLocation("Syria - Northwest Syria (NWS)").city).not.toBe("NWS");
  // Known places written in capitals stay places.
  expect(parseLocation("ROME")).toMatchObject({ city: "Rome", countryCode: "IT" });
  expect(parseLocation("Juba, South Sudan")).toMatchObject({ city: "Juba", countryCode: "SS" });
  expect(parseLocation("LIMA, PERU")).toMatchObject({ city: "Lima", countryCode: "PE" });
});

// Written first on Sign of Hope's real ReliefWeb posting (South Sudan), where it failed: "Unity State"
// is one of the country's ten states, written where the town belongs, so the place is the country
// alone. Partners In Health's "Work Location: Maryland" (a county of Liberia, read as a town) prompted
// the two countries' first-level divisions joining the list of divisions that are no town; each
// division's capital is another town (Bentiu, Harper). The travel after the station (", with
// frequent travel to Rumbek") and the employer's office "based in Rumbek" are not the post's place.
test("a state of South Sudan or a county of Liberia on a labelled line is no town", () => {
  const signOfHope =
    "In South Sudan, SoH supports humanitarian, development and human rights programming through direct engagement and partnerships with local actors, with the Country Office based in Rumbek, Lakes State.\n\nJob Title: Area Manager\n\nReports to: Country Representative - South Sudan\n\nJob Location: Unity State, South Sudan, with frequent travel to Rumbek, Lakes State, and other project locations.";
  const southSudan = parseLocation("South Sudan");
  expect(resolveDutyStation(southSudan, "Area Manager", signOfHope)).toMatchObject({
    city: null,
    countryCode: "SS",
  });
  expect(parseLocation("Unity State, South Sudan")).toMatchObject({
    city: null,
    countryCode: "SS",
  });
  expect(parseLocation("Maryland County, Liberia")).toMatchObject({
    city: null,
    countryCode: "LR",
  });
  const partnersInHealth =
    "Project Manager\n\nReports to: Deputy Director of Operations\n\nDepartment: Operations Department\n\nWork Location: Maryland\n\nProgram Length:";
  expect(
    resolveDutyStation(parseLocation("Liberia"), "Project Manager", partnersInHealth),
  ).toMatchObject({
    city: null,
    countryCode: "LR",
  });
  // The states' and counties' towns stay towns.
  expect(parseLocation("Bentiu, South Sudan")).toMatchObject({ countryCode: "SS" });
  expect(parseLocation("Harper, Liberia").city).not.toBeNull();
  expect(parseLocation("Rumbek, South Sudan").city).not.toBeNull();
});
