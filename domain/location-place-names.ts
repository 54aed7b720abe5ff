import { normaliseName } from "./countries";
import { subdivisionKey } from "./country-subdivisions";

// What may be a place name in a location string: words that are not places, the UN's regional
// abbreviations, first-level divisions that are not towns, US states; and the title case of a
// place written in capitals.

const NOT_A_PLACE =
  /\b(?:office|hub|unit|division|branch|section|mission|programmes?|programs?|consultant|consultancy|officer|specialist|assistant|analyst|associate|intern|internships?|positions?|national|international|team|project|roster|expert|manager|director|coordinator|advis[eo]r|representative|regional|countries|area|resident|department|services?|support|management|operations|only|months?|weeks?|days?|open|applicants|contract|appointment|temporary|hybrid|presencial|local|headquarters|cities|economist|senior|lead|global|trainer|evaluation|review|development|government|ministry)\b/i;
const SMALL_WORDS = new Set([
  "de",
  "du",
  "des",
  "la",
  "le",
  "les",
  "el",
  "es",
  "of",
  "and",
  "au",
  "aux",
  "en",
  "y",
  "da",
  "do",
  "dos",
  "the",
  "al",
  "di",
]);

export function toTitleCase(text: string): string {
  if (
    text !== text.toUpperCase() ||
    !/\p{Lu}{2}/u.test(text) ||
    text.replace(/[^\p{L}]/gu, "").length <= 4
  )
    return text;
  return text
    .toLowerCase()
    .replace(/[\p{L}']+/gu, (word, offset: number) =>
      offset > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    );
}

/**
 * The UN system's regional abbreviations, which some feeds put where the city belongs ("MENA,
 * Algeria", "WCAR, Benin"): UNICEF's regions and regional offices, WHO's regional offices. Written
 * in capitals only, so "Santa Rosa" stays a town.
 */
const UN_REGION_ABBREVIATION =
  /^(?:MENA|MENARO|WCAR|WCARO|ESAR|ESARO|EAPR|EAPRO|ECAR|ECARO|LACR|LACRO|ROSA|SARO|AFRO|AMRO|EMRO|SEARO|WPRO)$/;

/**
 * First-level divisions (departments, provinces, states, regions) that employers write where the
 * city belongs ("Bolivia, Plurinational State of-Chuquisaca", the department whose town Monteagudo
 * the posting names), by country. Only names that are not also a city or town of that country:
 * the department of La Paz or Santa Cruz is left out, as its capital has the same name. Such a
 * name is no city: the place is the country alone. Each is written once, without a generic word
 * ("State", "County", "Province"), which isDivisionNotCity leaves out of the comparison.
 */
const DIVISIONS_NOT_CITIES: Record<string, string> = {
  BO: "Chuquisaca|Beni|Pando",
  CO: "Antioquia|Cauca|Valle del Cauca|Nariño|Chocó|Putumayo|Caquetá|Guaviare|Meta|Arauca|Cesar|La Guajira|Guajira|Magdalena|Norte de Santander|Santander|Vichada|Vaupés|Guainía|Amazonas|Bolívar|Casanare|Huila|Tolima|Boyacá|Cundinamarca",
  PE: "Loreto|Junín|Apurímac|San Martín|Madre de Dios|Ucayali|La Libertad|Áncash|Ancash",
  EC: "Pichincha|Guayas|Manabí|Sucumbíos|Imbabura|Carchi|Orellana|Napo",
  VE: "Zulia|Táchira|Apure|Amazonas|Miranda|Lara|Falcón|Sucre|Anzoátegui|Bolívar",
  GT: "Alta Verapaz|Baja Verapaz|Petén|Quiché|El Quiché",
  HN: "Gracias a Dios|Olancho|Atlántida|Francisco Morazán|Cortés",
  CD: "Nord-Kivu|North Kivu|Sud-Kivu|South Kivu|Ituri|Tanganyika|Kasaï|Kasai|Kasaï-Central|Kasai Central|Haut-Katanga|Maniema|Tshopo",
  MZ: "Cabo Delgado|Niassa|Zambezia|Zambézia|Sofala|Manica",
  NG: "Borno|Yobe|Adamawa",
  ET: "Tigray|Amhara|Afar|Oromia",
  CM: "Extrême-Nord|Far North|Adamaoua",
  // South Sudan's ten states; their capitals are other towns (Bentiu, Malakal, Bor, Rumbek …).
  SS: "Unity|Upper Nile|Jonglei|Lakes|Warrap|Central Equatoria|Eastern Equatoria|Western Equatoria|Northern Bahr el Ghazal|Western Bahr el Ghazal",
  // Liberia's fifteen counties; their capitals are other towns (Harper, Zwedru, Gbarnga …).
  LR: "Bomi|Bong|Gbarpolu|Grand Bassa|Grand Cape Mount|Grand Gedeh|Grand Kru|Lofa|Margibi|Maryland|Montserrado|Nimba|River Cess|Rivercess|River Gee|Sinoe",
};
const DIVISIONS = new Map(
  Object.entries(DIVISIONS_NOT_CITIES).map(([code, names]) => [
    code,
    new Set(names.split("|").map((name) => subdivisionKey(name))),
  ]),
);

/**
 * A first-level division of the country that is not also one of its towns ("Chuquisaca", BO), with
 * or without a generic word for it ("Unity State", SS; "Maryland County", LR).
 */
export function isDivisionNotCity(text: string, countryCode: string | null | undefined): boolean {
  return countryCode ? (DIVISIONS.get(countryCode)?.has(subdivisionKey(text)) ?? false) : false;
}

// A part of an Australian state named by the state's code ("Central NSW", "Far North QLD"): an
// area, not a town.
const PART_OF_AUSTRALIAN_STATE = /\s(?:NSW|VIC|QLD|TAS|NT|ACT)$/;

// A word of two to four capitals the place list does not know is an abbreviation beside a place
// ("ILO Iraq", "Northwest Syria (NWS)", "KRI"), not a town; known cities written in capitals
// ("ROME", "LIMA") are found before this is asked.
const ABBREVIATION = /^\p{Lu}{2,4}$/u;

// A point of the compass alone, or its adjective ("Northwest" of "Northwest Syria", "Southern"), is
// part of a region's name, never a town's.
export const COMPASS_POINT =
  /^(?:north|south|east|west|north[- ]?east|north[- ]?west|south[- ]?east|south[- ]?west|northern|southern|eastern|western|nord|sud|est|ouest|norte|sur|este|oeste)$/i;

/** Whether a text holds a word that names an office, a job or a programme, never a place. */
export function namesNoPlace(text: string): boolean {
  return NOT_A_PLACE.test(text);
}

export function isPlausiblePlaceName(text: string): boolean {
  return (
    !UN_REGION_ABBREVIATION.test(text) &&
    !ABBREVIATION.test(text) &&
    /^\p{L}(?:[\p{L}' .-]*\p{L})?$/u.test(text) &&
    text.length >= 3 &&
    text.split(" ").length <= 3 &&
    !NOT_A_PLACE.test(text) &&
    !PART_OF_AUSTRALIAN_STATE.test(text) &&
    !/\b(?:and|or|et|y)\b/i.test(text)
  );
}

// US states and DC by code and name ("Foster City, CA", "Rochester, New York"). Georgia and
// Washington are left out of the names: the country, and the city that cities.ts knows.
const US_STATES = new Set<string>(
  (
    "AL Alabama,AK Alaska,AZ Arizona,AR Arkansas,CA California,CO Colorado,CT Connecticut," +
    "DE Delaware,DC District of Columbia,FL Florida,GA,HI Hawaii,ID Idaho,IL Illinois," +
    "IN Indiana,IA Iowa,KS Kansas,KY Kentucky,LA Louisiana,ME Maine,MD Maryland," +
    "MA Massachusetts,MI Michigan,MN Minnesota,MS Mississippi,MO Missouri,MT Montana," +
    "NE Nebraska,NV Nevada,NH New Hampshire,NJ New Jersey,NM New Mexico,NY New York," +
    "NC North Carolina,ND North Dakota,OH Ohio,OK Oklahoma,OR Oregon,PA Pennsylvania," +
    "RI Rhode Island,SC South Carolina,SD South Dakota,TN Tennessee,TX Texas,UT Utah," +
    "VT Vermont,VA Virginia,WA,WV West Virginia,WI Wisconsin,WY Wyoming"
  )
    .split(",")
    .flatMap((entry) => {
      const [code = "", ...name] = entry.split(" ");
      return name.length > 0 ? [code, normaliseName(name.join(" "))] : [code];
    }),
);

/** A US state or DC ("CA", "New York"): codes only in capitals, names in any case. */
export function isUsState(text: string): boolean {
  return /^[A-Z]{2}$/.test(text) ? US_STATES.has(text) : US_STATES.has(normaliseName(text));
}

// Australia's states and territories by code and name ("Dubbo, NSW", "Gold Coast, Queensland").
// The codes WA and SA are left out: WA is also Washington's, SA another country's abbreviation.
const AUSTRALIAN_STATES = new Set<string>(
  (
    "NSW New South Wales,VIC Victoria,QLD Queensland,TAS Tasmania,NT Northern Territory," +
    "ACT Australian Capital Territory,Western Australia,South Australia"
  )
    .split(",")
    .flatMap((entry) => {
      const [code = "", ...name] = entry.split(" ");
      return /^[A-Z]{2,3}$/.test(code)
        ? [code, normaliseName(name.join(" "))]
        : [normaliseName(entry)];
    }),
);

/** An Australian state or territory ("QLD", "New South Wales"): codes only in capitals. */
export function isAustralianState(text: string): boolean {
  return /^[A-Z]{2,3}$/.test(text)
    ? AUSTRALIAN_STATES.has(text)
    : AUSTRALIAN_STATES.has(normaliseName(text));
}
