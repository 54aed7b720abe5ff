import type { ProfessionalField } from "#domain/professional-fields";

// Built-in editorial content for the field landing pages. Four slugs (public-health, economics, education, …) name a field
// in everyday words; every other professional field is reachable by its own slug with generic text.

export type FieldContent = {
  title: string;
  description: string;
  keySkills: string[];
  careerPaths: { title: string; text: string }[];
  /** Registry slugs of employers that typically hire in this field. */
  typicalOrganizations: string[];
  /** Shown when the field groups more than the slug suggests. */
  scopeNote?: string;
};

export const FIELD_CONTENT: Record<string, FieldContent> = {
  "public-health": {
    title: "Public health jobs",
    description:
      "Careers in global and public health with UN agencies, global health partnerships and NGOs: disease control, health systems, immunisation, maternal and child health, and health emergencies.",
    keySkills: [
      "Epidemiology and disease surveillance",
      "Health systems strengthening",
      "Programme planning, budgeting and reporting",
      "Health information systems and data analysis",
      "Immunisation, maternal and child health",
      "Health emergency preparedness and response",
      "Working with ministries of health and donors",
    ],
    careerPaths: [
      {
        title: "Country programme track",
        text: "Health Officer (National Officer or P-2) to Health Specialist (P-3/P-4) and Chief of Health (P-5) in a UNICEF, UNFPA or WHO country office.",
      },
      {
        title: "Technical and normative track",
        text: "Technical Officer to Medical Officer or Scientist at WHO headquarters or a regional office; medical posts require a medical degree.",
      },
      {
        title: "Emergencies track",
        text: "Health cluster coordination, outbreak response and surge rosters, often starting on short deployments or consultancies.",
      },
    ],
    typicalOrganizations: [
      "who",
      "unicef",
      "unfpa",
      "unaids",
      "paho",
      "iom",
      "unhcr",
      "gavi",
      "global-fund",
      "msf",
    ],
  },
  economics: {
    title: "Economics and finance jobs",
    description:
      "Economist, statistician, budget and finance roles at development banks, the IMF, UN regional commissions, UNCTAD and UNDP, from macroeconomic analysis to public financial management.",
    keySkills: [
      "Macroeconomic and fiscal analysis",
      "Econometrics with Stata, R or Python",
      "Development finance and public financial management",
      "Budgeting, accounting and IPSAS",
      "Clear policy writing for non-specialists",
      "Data collection and statistical methods",
    ],
    careerPaths: [
      {
        title: "Young professional programmes",
        text: "The World Bank Young Professionals Program, the IMF Economist Program and the UN Young Professionals Programme are structured entry routes for early-career economists.",
      },
      {
        title: "Economic Affairs Officer",
        text: "In the UN Secretariat, the regional commissions and UNCTAD, from P-2 to P-5, covering policy research, intergovernmental support and technical cooperation.",
      },
      {
        title: "Finance and budget",
        text: "Finance Assistant (G) to Finance Officer (P-3/P-4) and Chief of Finance, managing budgets, treasury and financial reporting.",
      },
    ],
    typicalOrganizations: [
      "world-bank",
      "imf",
      "undp",
      "eca",
      "escap",
      "eclac",
      "afdb",
      "adb",
      "oecd",
      "ifad",
    ],
  },
  education: {
    title: "Education jobs",
    description:
      "Education specialists and programme staff design and run learning programmes, support ministries with sector plans and keep children learning in emergencies, at UNESCO, UNICEF, UNHCR, the World Bank and NGOs.",
    keySkills: [
      "Education sector analysis and planning",
      "Programme design, monitoring and reporting",
      "Education management information systems",
      "Education in emergencies and inclusive education",
      "Policy dialogue with governments and partners",
      "Grant and partnership management",
    ],
    careerPaths: [
      {
        title: "Country office education track",
        text: "Education Officer (National Officer or P-2) to Education Specialist (P-3/P-4) and Chief of Education (P-5), typically at UNICEF.",
      },
      {
        title: "Policy and normative work",
        text: "Programme Specialist roles at UNESCO and its institutes, focused on standards, data and policy advice.",
      },
      {
        title: "Education in emergencies",
        text: "Education cluster coordination and refugee education roles with UNICEF, UNHCR and NGOs such as Save the Children and NRC.",
      },
    ],
    typicalOrganizations: [
      "unicef",
      "unesco",
      "unhcr",
      "world-bank",
      "save-the-children",
      "nrc",
      "plan-international",
      "unrwa",
    ],
    scopeNote:
      "Education roles are classed under Programme & Policy Development, so the positions below cover programme and policy work in all sectors.",
  },
  "humanitarian-aid": {
    title: "Humanitarian jobs",
    description:
      "Humanitarian coordination, emergency response, logistics and security roles with OCHA, UNHCR, WFP, UNICEF, IOM, the Red Cross and Red Crescent movement and NGOs.",
    keySkills: [
      "Humanitarian principles and the cluster system",
      "Needs assessment and response planning",
      "Emergency logistics and supply chains",
      "Security risk management",
      "Coordination with governments and partners",
      "French, Arabic or another field language",
      "Resilience in demanding duty stations",
    ],
    careerPaths: [
      {
        title: "Coordination",
        text: "Humanitarian Affairs Officer (P-2 to P-5) with OCHA, from field hubs to country and regional offices.",
      },
      {
        title: "Operations and logistics",
        text: "Logistics, supply and emergency coordinator roles with WFP, UNICEF, UNHCR and IOM, often starting on emergency rosters.",
      },
      {
        title: "Safety and security",
        text: "Security Officer and Security Adviser posts with UNDSS and agencies; prior military, police or security-management experience is usually required.",
      },
    ],
    typicalOrganizations: [
      "ocha",
      "unhcr",
      "wfp",
      "unicef",
      "iom",
      "icrc",
      "ifrc",
      "nrc",
      "irc",
      "danish-refugee-council",
    ],
  },
};

/** The generic content of any other professional field. */
export function genericFieldContent(field: ProfessionalField): FieldContent {
  return {
    title: `${field} jobs`,
    description: `Open positions in ${field} across the UN system, international organisations, development banks, EU agencies and NGOs, updated daily.`,
    keySkills: [],
    careerPaths: [],
    typicalOrganizations: [],
  };
}
