// Words and abbreviations a job search treats as the same: British and American spellings
// ("programme" and "program"), the field abbreviations job seekers type ("M&E" for "monitoring
// and evaluation") and the same word in English, French and Spanish ("stagiaire" for "intern").
// Each family lists forms that find each other; a form of several words is
// searched as a phrase. Read by understand-query.ts, which looks forms up by their normaliseName key.

/** Spelling families: every form of a family finds the others. */
const SPELLINGS: readonly (readonly string[])[] = [
  ["programme", "program"],
  ["programmes", "programs"],
  ["organisation", "organization"],
  ["organisations", "organizations"],
  ["organisational", "organizational"],
  ["organise", "organize"],
  ["organised", "organized"],
  ["organising", "organizing"],
  ["labour", "labor"],
  ["labourer", "laborer"],
  ["centre", "center"],
  ["centres", "centers"],
  ["defence", "defense"],
  ["licence", "license"],
  ["licences", "licenses"],
  ["analyse", "analyze"],
  ["analysing", "analyzing"],
  ["analyser", "analyzer"],
  ["behaviour", "behavior"],
  ["behavioural", "behavioral"],
  ["catalogue", "catalog"],
  ["counselling", "counseling"],
  ["counsellor", "counselor"],
  ["counsellors", "counselors"],
  ["modelling", "modeling"],
  ["travelling", "traveling"],
  ["traveller", "traveler"],
  ["enrolment", "enrollment"],
  ["fulfil", "fulfill"],
  ["judgement", "judgment"],
  ["ageing", "aging"],
  ["paediatric", "pediatric"],
  ["paediatrics", "pediatrics"],
  ["paediatrician", "pediatrician"],
  ["anaesthesia", "anesthesia"],
  ["anaesthetist", "anesthetist"],
  ["gynaecology", "gynecology"],
  ["orthopaedic", "orthopedic"],
  ["haematology", "hematology"],
  ["mobilisation", "mobilization"],
  ["mobilise", "mobilize"],
  ["specialise", "specialize"],
  ["specialised", "specialized"],
  ["specialisation", "specialization"],
  ["prioritise", "prioritize"],
  ["prioritisation", "prioritization"],
  ["optimise", "optimize"],
  ["optimisation", "optimization"],
  ["utilisation", "utilization"],
  ["harmonisation", "harmonization"],
  ["digitalisation", "digitalization"],
  ["digitisation", "digitization"],
  ["localisation", "localization"],
  ["standardisation", "standardization"],
  ["authorisation", "authorization"],
  ["finalise", "finalize"],
  ["enquiry", "inquiry"],
];

/**
 * Field abbreviations and what they stand for. "&" and "and" are the same to the lookup; the
 * phrase forms without "and" find texts that write "Monitoring & Evaluation" (the ampersand
 * leaves no word between them).
 */
const ABBREVIATIONS: readonly (readonly string[])[] = [
  ["M&E", "monitoring and evaluation", "monitoring evaluation"],
  ["HR", "human resources", "human resource"],
  ["IT", "ICT", "information technology"],
  ["WASH", "water sanitation and hygiene", "water sanitation hygiene"],
  ["PSEA", "protection from sexual exploitation and abuse", "sexual exploitation and abuse"],
  ["GBV", "SGBV", "gender based violence", "gender-based violence"],
  ["SRH", "SRHR", "sexual and reproductive health", "sexual reproductive health"],
  [
    "MEAL",
    "monitoring evaluation accountability and learning",
    "monitoring evaluation accountability learning",
  ],
  ["DRR", "disaster risk reduction"],
];

/**
 * The words of this work in the UN's working languages, for a job seeker who types in one
 * language while postings are written in another ("stagiaire" for internships advertised in
 * English). Only words that mean the same in every form: the French "stage" is left out, since in
 * English it is a phase of a project.
 */
const TRANSLATIONS: readonly (readonly string[])[] = [
  ["intern", "stagiaire", "pasante"],
  ["interns", "stagiaires", "pasantes"],
  ["internship", "pasantía", "práctica profesional"],
  ["internships", "pasantías", "prácticas profesionales"],
  ["driver", "chauffeur", "conductor"],
  ["drivers", "chauffeurs", "conductores"],
  ["gender", "genre", "género"],
  ["volunteer", "volontaire", "voluntario", "voluntaria"],
  ["volunteers", "volontaires", "voluntarios"],
  ["translator", "traducteur", "traductrice", "traductor", "traductora"],
  ["interpreter", "interprète", "intérprete"],
  ["accountant", "comptable", "contador", "contadora"],
  ["nurse", "infirmier", "infirmière", "enfermero", "enfermera"],
  ["physician", "médecin", "médico"],
  ["logistician", "logisticien", "logisticienne", "logístico"],
  ["procurement", "achats", "adquisiciones"],
];

export const SEARCH_SYNONYM_FAMILIES: readonly (readonly string[])[] = [
  ...SPELLINGS,
  ...ABBREVIATIONS,
  ...TRANSLATIONS,
];
