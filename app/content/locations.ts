// Built-in editorial content for the location landing pages (kenya, switzerland, ethiopia).
// Facts are stated only where they are stable and well known; figures that change (salaries, post
// adjustment, security levels) are deliberately left to the official sources each page points to.

export type Highlight = { title: string; text: string };

export type LocationContent = {
  title: string;
  description: string;
  highlights: Highlight[];
  about: { heading: string; paragraphs: string[] };
  keywords: string[];
};

export const LOCATION_CONTENT: Record<string, LocationContent> = {
  kenya: {
    title: "UN and international jobs in Kenya",
    description:
      "Nairobi is one of the four main UN headquarters duty stations and a regional hub for East Africa, with field posts from Kakuma to Dadaab.",
    highlights: [
      {
        title: "A UN headquarters city",
        text: "The United Nations Office at Nairobi (UNON) is the only UN headquarters duty station in the Global South, home to the global headquarters of UNEP and UN-Habitat.",
      },
      {
        title: "Regional hub",
        text: "Many agencies run their East and Southern Africa work from Nairobi, including regional offices of UNICEF, OCHA and UNHCR, alongside large country teams.",
      },
      {
        title: "Field operations",
        text: "Humanitarian and refugee programmes operate in the north and north-east, notably around the Kakuma and Dadaab refugee camps.",
      },
    ],
    about: {
      heading: "Working for an international organisation in Kenya",
      paragraphs: [
        "Most international vacancies in Kenya are in Nairobi, at the UN complex in Gigiri and in the offices of funds, programmes, development banks and NGOs across the city. Roles range from global headquarters posts at UNEP and UN-Habitat to regional advisers covering a dozen countries and national programme staff.",
        "Field positions are concentrated where humanitarian needs are greatest: refugee operations in Turkana and Garissa counties, drought response in arid and semi-arid counties, and cross-border programmes with Somalia, South Sudan and Ethiopia. These posts usually carry more demanding living conditions and different security arrangements from Nairobi.",
        "Living costs in Nairobi are moderate by international standards, though housing in the neighbourhoods near Gigiri can be expensive. Security arrangements differ between Nairobi and field locations near the borders: read the duty-station information in each vacancy and, once recruited, follow UNDSS guidance.",
        "Contract type matters. International Professional posts (P grades) are open to all nationalities and paid in US dollars; National Officer (NO) and General Service (G) posts are normally open only to Kenyan nationals or residents with the right to work in Kenya.",
      ],
    },
    keywords: [
      "Nairobi",
      "UNEP",
      "UN-Habitat",
      "Refugee response",
      "Climate",
      "Urban development",
      "National Officer",
      "Humanitarian",
    ],
  },
  switzerland: {
    title: "UN and international jobs in Switzerland",
    description:
      "Geneva is the second-largest UN duty station and home to the headquarters of WHO, ILO, UNHCR and many more; Bern hosts the Universal Postal Union.",
    highlights: [
      {
        title: "International Geneva",
        text: "The United Nations Office at Geneva (UNOG) sits alongside the headquarters of WHO, ILO, ITU, WMO, WIPO, UNHCR, OHCHR, UNAIDS and IOM, and the WTO.",
      },
      {
        title: "Beyond the UN",
        text: "The ICRC, the IFRC, Gavi and the Global Fund are based in Geneva too, as are hundreds of NGOs and permanent missions.",
      },
      {
        title: "High cost of living",
        text: "Geneva is one of the most expensive cities in the world. Salaries for international staff reflect this, but internships and short consultancies often do not.",
      },
    ],
    about: {
      heading: "Working for an international organisation in Switzerland",
      paragraphs: [
        "Switzerland, and Geneva above all, concentrates more international organisations than almost anywhere else. Vacancies cover policy and normative work, global programme management, legal and human rights functions, health, trade, telecommunications, meteorology and intellectual property, plus the corporate services that keep large headquarters running.",
        "Because many posts are at headquarters, competition is strong and specialised expertise is valued. Headquarters roles often require field experience gained elsewhere first; moving between Geneva and the field is a normal part of a UN career.",
        "Housing is the largest cost. Many international staff live in the surrounding cantons or across the border in France, within the rules on residence that apply to international civil servants and their families. Staff of organisations with a headquarters agreement receive a legitimation card from the Swiss Federal Department of Foreign Affairs instead of a standard work permit.",
        "Before accepting an internship or a short consultancy, check what it pays against local costs: some organisations pay interns a stipend, others do not.",
      ],
    },
    keywords: [
      "Geneva",
      "Global health",
      "Human rights",
      "Labour standards",
      "Trade",
      "Humanitarian policy",
      "Legal",
      "Internship",
    ],
  },
  ethiopia: {
    title: "UN and international jobs in Ethiopia",
    description:
      "Addis Ababa hosts the UN Economic Commission for Africa and the African Union; Ethiopia runs some of the largest humanitarian and refugee operations on the continent.",
    highlights: [
      {
        title: "Diplomatic capital of Africa",
        text: "The UN Economic Commission for Africa (ECA) has its headquarters in Addis Ababa, as does the African Union, with the UN Office to the African Union alongside.",
      },
      {
        title: "Large country teams",
        text: "UNICEF, WFP, UNHCR, UNDP, WHO, IOM and OCHA all run substantial programmes in Ethiopia, which hosts one of Africa's largest refugee populations.",
      },
      {
        title: "Field locations",
        text: "Humanitarian posts are found in regions such as Gambella, Somali, Afar, Amhara and Tigray, where conditions and security arrangements vary and can change quickly.",
      },
    ],
    about: {
      heading: "Working for an international organisation in Ethiopia",
      paragraphs: [
        "Addis Ababa combines regional and continental roles, at ECA and in the liaison offices to the African Union, with some of the largest country programmes in the UN system. Economists, statisticians and policy specialists find openings at ECA; programme, supply, nutrition, protection and logistics staff are in demand across the country teams.",
        "Outside the capital, most international work is humanitarian: refugee camps near the borders with South Sudan, Somalia, Sudan and Kenya, drought response in the lowlands, and recovery programmes in areas affected by conflict since 2020.",
        "Living costs in Addis Ababa are lower than in Europe, although housing and imported goods suitable for international staff can be costly. Field duty stations are often non-family postings with more basic living conditions. Security arrangements vary between regions: follow the vacancy's duty-station details and UNDSS guidance.",
        "As elsewhere, International Professional (P) posts are open to all nationalities, while National Officer and General Service posts are normally reserved for Ethiopian nationals or residents.",
      ],
    },
    keywords: [
      "Addis Ababa",
      "ECA",
      "African Union",
      "Refugee response",
      "Nutrition",
      "Food security",
      "Statistics",
      "Logistics",
    ],
  },
};

/** The generic content of any other location. */
export function genericLocationContent(name: string): LocationContent {
  return {
    title: `Jobs in ${name}`,
    description: `Open positions with UN agencies, international organisations, development banks and NGOs in ${name}, updated daily.`,
    highlights: [],
    about: {
      heading: `About jobs in ${name}`,
      paragraphs: [
        `This page gathers the open international positions we know of in ${name}, from the UN system, international organisations, development banks, EU agencies and NGOs. Listings are updated daily and link to each employer's own application page.`,
        "Before applying, read the duty-station information in the vacancy: contract type, whether the post is open to international or national candidates, family status of the duty station and any security arrangements all vary by location.",
      ],
    },
    keywords: [],
  };
}
