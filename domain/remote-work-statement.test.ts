import { describe, expect, it } from "vitest";
import { statesPostIsRemote, statesRemoteWork } from "./remote-work-statement";

// Texts of reliefweb-mirror's records (deniskierans/reliefweb-mirror, data/jobs-*.json @
// 22bc8db3bfdeab9a658429d28c70075b6a1ad51b), as tests/fixtures/platforms/reliefweb/ keeps them,
// written here as the description's plain text (Markdown marks gone).
describe("statesRemoteWork", () => {
  it("reads a duty-station line whose value is remote work", () => {
    // INARA 4232337 (no country).
    expect(
      statesRemoteWork(
        "Head of Support Services",
        "GENERAL INFORMATION\nJob Title : Head of Support Services\nLocation : Remote\nJob Type: Full-time",
      ),
    ).toBe(true);
    // UNFPA 4232158 (no country), its header line and its list item.
    expect(
      statesRemoteWork(
        "Humanitarian Admin and Surge Consultant",
        "Duty Station: Remote\nContract Duration: 6 Months (renewable subject to performance and funding)",
      ),
    ).toBe(true);
    expect(
      statesRemoteWork(
        "Humanitarian Admin and Surge Consultant",
        "Working Conditions & Governance\n• Duty Station: Fully Remote (no travel expected).",
      ),
    ).toBe(true);
  });

  it("reads a line whose value is remote work alone, whatever its label", () => {
    // Geneva Call 4231413 (no country; "migration-data-fourth" capture), whose miss prompted the
    // reading, and NetHope 4231529 (no country), on which it was first tested.
    expect(
      statesRemoteWork("Legal Adviser", "Work place: Remote\nStarting date: as soon as possible"),
    ).toBe(true);
    expect(
      statesRemoteWork(
        "Research Fellow",
        "- Format: Remote, internationally open, part-time (approximately 10 hours/week)",
      ),
    ).toBe(true);
    // A remark on remote places, not the post's own work.
    expect(
      statesRemoteWork(
        "Field Officer",
        "Travel: remote areas of the province, up to 50% of the time",
      ),
    ).toBe(false);
  });

  it("reads a sentence saying the position is home-based or remote", () => {
    // Welthungerhilfe 4232615 (no country).
    expect(
      statesRemoteWork(
        "Proposal Development Manager",
        "The position is home-based, with the applicable national employment conditions and salary determined by the employee’s country of residence.",
      ),
    ).toBe(true);
    // IRC 4232241 (its country is the United States, where the adapter does not ask).
    expect(
      statesRemoteWork(
        "Digital Community Liaison (Dari and Pashto)",
        "Working Environment: This position is a remote working environment. Required domestic travel up to 20%.",
      ),
    ).toBe(true);
  });

  it("reads a sentence calling the post a remote position, in a country", () => {
    // SPOON Foundation 4231556 (country United States; "migration-data-fourth" capture), on which
    // the reading beside a country field was first tested; the IRC's 4232241 and 4232444
    // ("This position is a remote working environment", country United States) prompted it.
    expect(
      statesPostIsRemote(
        "This is a US-based remote position; we now all work remotely, and the Portland, OR office is where SPOON was founded.",
      ),
    ).toBe(true);
    expect(
      statesPostIsRemote(
        "Working Environment: This position is a remote working environment. Required domestic travel up to 20%.",
      ),
    ).toBe(true);
    // A title is not read here: beside a country, "Remote Sensing Officer" names a trade.
    expect(
      statesPostIsRemote(
        "Working Environment:\n• A combination of standard office environment, remote work, and ‘field’ time",
      ),
    ).toBe(false);
  });

  it("reads a title that says remote", () => {
    // EmpowerVan 4232576 (no country).
    expect(
      statesRemoteWork(
        "Fundraising Volunteer for Gender Justice Program (f/m/d) – Remote, approx. 4 hrs/week",
        "What We Offer\n• A flexible, fully remote voluntary role with meaningful impact",
      ),
    ).toBe(true);
  });

  it("says nothing for a text that names no remote work, or remote work beside a place or an office", () => {
    // ALIMA 4232657 (no country; its place is Bahai, Chad).
    expect(
      statesRemoteWork(
        "COORDINATEUR.RICE PROJET BAHAI - TCHAD - H/F",
        "ALIMA, l’ONG médicale internationale à visage humain, qui met au cœur de son modèle, la co-construction des projets et des parcours professionnels\nLIEU DE MISSION : BAHAI /TCHAD\nConditions\n• Durée et type de contrat : CDD de droit français de 6 à 12mois renouvelables.",
      ),
    ).toBe(false);
    // ACT Alliance 4232493 (no country, no place).
    expect(
      statesRemoteWork(
        "Humanitarian Communications Officer",
        "General obligations\n• Undertake international travel as required in connection with the responsibilities and objectives of the position.",
      ),
    ).toBe(false);
    // OCHA 4231692: a city, worked in person or remotely.
    expect(
      statesRemoteWork(
        "Intern - Information Management",
        "Work Location\nIstanbul (in-person, remotely or hybrid); Full-time/Part-time",
      ),
    ).toBe(false);
    expect(
      statesRemoteWork(
        "Intern - Information Management",
        "Work Location: Istanbul (in-person, remotely or hybrid)",
      ),
    ).toBe(false);
    // IRC 4232724: an office, remote work and field time.
    expect(
      statesRemoteWork(
        "Caseworker Assistant",
        "Working Environment:\n• A combination of standard office environment, remote work, and ‘field’ time within the service delivery area to perform the above outlined responsibilities.",
      ),
    ).toBe(false);
  });
});

describe("the remote-work words, one list for titles, lines and location fields", () => {
  it("reads the Spanish and French words, and telework, as remote work alone on a line", () => {
    expect(statesPostIsRemote("Lieu de travail : Télétravail")).toBe(true);
    expect(statesPostIsRemote("Modalidad: Teletrabajo")).toBe(true);
    expect(statesPostIsRemote("Work arrangement: Telework")).toBe(true);
    expect(statesRemoteWork("Consultor de comunicación - Teletrabajo", "")).toBe(true);
  });

  it("does not read a policy or an allowance of remote days as a remote post", () => {
    // Action contre la Faim's and another French NGO's real lines (tests/fixtures/platforms/reliefweb/),
    // and a Greenhouse posting's list item: offices with some days of remote work.
    expect(statesPostIsRemote("Télétravail :ACF dispose d'une politique de télétravail")).toBe(
      false,
    );
    expect(
      statesPostIsRemote("Statut cadre forfait jour, JRTT, 10 jours de télétravail par mois ;"),
    ).toBe(false);
    expect(
      statesPostIsRemote("On-site position with the occasional flexibility of teleworking."),
    ).toBe(false);
  });
});
