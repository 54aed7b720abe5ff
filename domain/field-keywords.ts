// Keyword table for the professional-field classifier. Weights: 3 = decisive for the field ("nurse"),
// 2 = strong ("procurement"), 1 = supporting ("budget"). A trailing "*" matches any word starting
// with that stem; multi-word keys match consecutive words. Text is lower-cased and stripped of
// accents before matching, so keys are written that way too. English, French and Spanish.

export const PROFESSIONAL_FIELDS = [
  "Administration & Operations",
  "Communications & External Relations",
  "Crisis, Emergency & Security",
  "Engineering & Infrastructure",
  "Environment & Sustainability",
  "Finance & Economy",
  "Human Resources & Training",
  "Human Rights & Legal Affairs",
  "Innovation & Knowledge Management",
  "Interpretation, Translation & Language Services",
  "Medical & Health Services",
  "Monitoring, Evaluation & Learning (MEL)",
  "Programme & Policy Development",
  "Cross-cutting / Specialized Fields",
] as const;

export type ProfessionalField = (typeof PROFESSIONAL_FIELDS)[number];

export const FIELD_KEYWORDS: Record<ProfessionalField, Record<string, number>> = {
  "Administration & Operations": {
    "administrative": 2, "administration": 2, "admin": 2, "administratif": 2, "administrativo": 2, "operations": 2,
    "operaciones": 2, "logistic*": 3, "logistique": 3, "logistica": 3, "procurement": 3, "adquisiciones": 3,
    "achats": 3, "supply": 2, "supply chain": 3, "driver": 3, "chauffeur": 3, "conductor": 3, "fleet": 2, "facilities": 2,
    "facility management": 3, "travel": 2, "protocol": 2, "events": 1, "business support": 2, "office management": 2,
    "office assistant": 2, "contracts": 2, "general services": 2, "asset*": 1, "warehouse": 3, "clerk": 2,
    "secretary": 2, "receptionist": 3, "programme support": 1, "shipping": 2, "customs": 2, "inventory": 2,
    "business operations": 2, "commodity": 1,
    "personal assistant": 3, "executive assistant": 3, "executive associate": 3, "team assistant": 3,
  },
  "Communications & External Relations": {
    "communication*": 3, "comunicacion": 3, "media": 2, "public information": 3, "advocacy": 2, "outreach": 2,
    "press": 2, "spokesperson": 3, "external relations": 3, "partnership*": 2, "resource mobilization": 3,
    "resource mobilisation": 3, "donor*": 2, "fundraising": 3, "individual giving": 3, "private sector": 1,
    "psp": 2, "digital content": 3, "content": 1, "social media": 3, "campaign*": 2, "public affairs": 3,
    "external affairs": 3, "visibility": 2, "branding": 2, "brand": 2, "marketing": 2, "writer": 2, "journalis*": 2,
    "storytelling": 2, "web": 1, "liaison": 1, "relations": 1, "events officer": 1,
    "graphic": 3, "designer": 2, "photograph*": 3, "behavior change": 3, "behaviour change": 3, "social listening": 3, "community listening": 3, "speechwrit*": 3,
  },
  "Crisis, Emergency & Security": {
    "emergency": 3, "emergencies": 3, "emergencia*": 3, "urgence": 3, "humanitarian": 2, "humanitaire": 2,
    "humanitaria": 2, "crisis": 3, "crise": 3, "security": 3, "seguridad": 3, "securite": 3, "safety": 2,
    "disaster": 3, "preparedness": 3, "response": 1, "shelter": 2, "camp management": 3, "cccm": 3,
    "cluster": 2, "civil-military": 3, "conflict": 1, "peacekeeping": 2, "early warning": 2,
    "risk reduction": 2, "drr": 2, "mine action": 3, "pooled fund": 2, "pooled funds": 2, "humanitarian affairs": 3,
    "refugee*": 1, "displacement": 1, "resilience": 1, "cash": 1, "food security": 1,
    "field officer": 2, "field associate": 2,
    "disaster risk": 2, "flood*": 2,
  },
  "Engineering & Infrastructure": {
    "engineer": 3, "engineering": 3, "ingeniero": 3, "ingenieur": 3, "infrastructure": 3, "infraestructura": 3,
    "construction": 3, "civil works": 3, "architect": 3, "wash": 3, "water": 2, "sanitation": 3, "hygiene": 1,
    "energy": 2, "power": 2, "electrical": 3, "electricity": 2, "transport": 2, "roads": 2, "urban": 2,
    "housing": 2, "building*": 1, "site": 1, "technical": 1, "quality engineer": 3, "mechanic*": 2,
    "urban development": 3, "maintenance": 2, "hydropower": 3, "hydro": 2,
  },
  "Environment & Sustainability": {
    "environment*": 3, "medio ambiente": 3, "ambiental": 3, "climate": 3, "clima": 2, "climatique": 3,
    "biodiversity": 3, "biodiversidad": 3, "conservation": 3, "sustainab*": 2, "sostenib*": 2, "durable": 2,
    "natural resources": 3, "natural resource": 3, "forest*": 3, "agricultur*": 2, "fisheries": 3, "ocean*": 2,
    "carbon": 2, "green": 1, "renewable": 2, "nature": 2, "nature-based": 3, "land": 1, "ecosystem*": 3,
    "circular economy": 3, "pollution": 3, "chemicals": 2, "waste": 2, "adaptation": 2, "mitigation": 1,
    "water resources": 3, "rural": 1, "food systems": 2,
    "energy transition": 3, "agribusiness": 3, "redd": 3, "gef": 3, "marine": 3, "coastal": 3, "protected areas": 3, "energy efficiency": 4,
    "nexus": 2, "agricola": 3, "extensionista": 2,
  },
  "Finance & Economy": {
    "finance": 3, "financial": 3, "finances": 3, "finanzas": 3, "financier*": 3, "budget*": 2,
    "accountant": 3, "accounting": 3, "accounts": 2, "comptab*": 3, "contabilidad": 3, "economist": 3,
    "economics": 3, "economic": 2, "economie": 2, "economico": 2, "treasury": 3, "investment*": 3,
    "investissement*": 3, "audit": 3, "auditor": 3, "audits": 3, "tax": 3, "fiscal": 3, "banking": 2,
    "payment*": 2, "payroll": 2, "credit": 2, "risk": 1, "insurance": 2, "equity": 2, "transaction*": 2, "ppp": 2,
    "debt": 2, "macroeconomic": 3, "trade": 2, "private sector development": 2, "public financial": 3,
    "grants": 1, "cost": 1, "pricing": 2, "procurement finance": 1,
    "syndication*": 3, "corporate governance": 3,
    "due diligence": 3,
  },
  "Human Resources & Training": {
    "human resources": 3, "hr": 3, "recursos humanos": 3, "ressources humaines": 3, "talent": 3,
    "recruitment": 1, "talent acquisition": 3, "recruiter": 3, "people and culture": 3, "learning and development": 3, "training": 2,
    "trainer*": 2, "capacity building": 1, "staff development": 3, "workforce": 2, "onboarding": 3,
    "personnel": 2, "staff welfare": 3, "compensation": 2, "benefits": 1, "organizational learning": 3,
    "career": 2, "coaching": 2,
    "human resource": 3,
  },
  "Human Rights & Legal Affairs": {
    "human rights": 3, "derechos humanos": 3, "droits humains": 3, "droits de l'homme": 3, "legal": 3,
    "juridique": 3, "juridico": 3, "lawyer": 3, "counsel": 3, "law": 2, "justice": 3, "rule of law": 3,
    "protection": 2, "proteccion": 2, "child protection": 3, "rsd": 3, "resettlement": 2, "asylum": 2,
    "statelessness": 3, "investigat*": 2, "ethics": 2, "compliance": 2, 
    "legislation": 2, "judicial": 3, "rights": 2, "accountability": 1, "integrity": 1, "sanctions": 2,
    "contracts law": 3, "prosecut*": 3, "ombudsman": 3,
    "arbitration": 3, "mediation": 2, "online safety": 3, "internet safety": 3, "judges": 3,
  },
  "Innovation & Knowledge Management": {
    "innovation": 3, "knowledge management": 3, "knowledge": 2, "data": 2, "datos": 2, "donnees": 2,
    "information management": 3, "digital": 2, "technology": 2, "information technology": 3, "ict": 3,
    "software": 3, "developer": 3, "java": 3, "ai": 3, "artificial intelligence": 3, "business intelligence": 3,
    "data science": 3, "information systems": 3, "systems": 1, "cyber*": 3, "cloud": 4, "network": 2,
    "business analyst": 3, "analytics": 2, "gis": 3, "database": 3, "dashboard*": 2, "platform": 1,
    "transformation": 1, "research": 1, "librarian": 3, "library": 2, "records": 2, "archiv*": 2, "erp": 3,
    "collaboration engineer": 4, "web developer": 3, "tech": 2, "informatique": 3, "informatica": 3,
    "product owner": 3,
    "tecnologia": 3, "informacao": 2, "platform engineering": 4, "data architect": 4, "digital solutions": 3,
  },
  "Interpretation, Translation & Language Services": {
    "interpreter": 3, "interpretation": 2, "translator": 3, "translation": 3, "traduct*": 3, "traducc*": 3,
    "reviser": 3, "editor": 2, "proofreader": 3, "terminolog*": 3, "verbatim": 3, "language": 1,
    "languages": 1, "linguist*": 3, "precis": 3, "conference services": 2, "conference": 1, "documents": 1,
  },
  "Medical & Health Services": {
    "health": 3, "salud": 3, "sante": 3, "medical": 3, "medico": 3, "nurse": 3, "nursing": 3, "doctor": 3,
    "physician": 3, "epidemiolog*": 3, "hiv": 3, "aids": 3, "nutrition*": 3, "nutricion": 3, "immuni*": 3,
    "vaccin*": 3, "malaria": 3, "tuberculosis": 3, "maternal": 3, "midwi*": 3, "pharmac*": 3, "clinical": 3,
    "clinic": 2, "mental health": 3, "psychosocial": 2, "mhpss": 3, "srh": 3, "reproductive": 3,
    "polio": 3, "disease": 2, "hospital": 3, "cancer": 3, "surveillance": 1, "laboratory": 2, "newborn": 3,
    "public health": 3, "phc": 3, "obstetric*": 3, "cervical": 3, "stunting": 3, "breastfeeding": 3,
    "family planning": 3, "vih": 3, "paludisme": 3, "tuberculose": 3, "dietary": 3,
    "healthcare": 3, "ebola": 3,
  },
  "Monitoring, Evaluation & Learning (MEL)": {
    "monitoring": 3, "evaluation": 3, "evaluations": 3, "evaluacion": 3, "m&e": 3, "meal": 3, "mel": 3,
    "seguimiento": 2, "suivi": 2, "impact measurement": 3, "results-based": 2, "results": 1, "reporting": 2,
    "statistic*": 2, "survey*": 2, "verification": 2, "assessment": 1, "learning": 1, "indicators": 2,
    "performance": 1, "quality assurance": 1, "research": 1, "baseline": 2, "evaluator": 3,
    "monitoreo": 3, "mid-term review": 3,
  },
  "Programme & Policy Development": {
    "programme": 2, "program": 2, "programa": 2, "projet": 2, "project": 2, "proyecto": 2, "policy": 3,
    "politica*": 2, "politique*": 2, "education": 3, "educacion": 3, "teaching": 2, "school*": 2, "social policy": 3,
    "development": 1, "desarrollo": 1, "governance": 2, "gobernanza": 2, "livelihood*": 2, "economic inclusion": 2,
    "social protection": 3, "local governance": 3, "planning": 2, "strategy": 2, "strategic": 1, "coordination": 1,
    "coordinator": 1, "country analysis": 2, "adolescents": 2, "youth": 1, "early childhood": 3,
    "social inclusion": 1, "population": 2, "migration": 2, "urbanization": 1, "peacebuilding": 2,
    "resident coordinator": 2, "rco": 2, "operations officer": 1, "elections": 2,
    "pedagog*": 3, "digital learning": 3, "economic integration": 3, "economic development": 3,
    "programas": 2, "programmes": 2, "projects": 2, "programme policy": -3, "human development": 3,
  },
  "Cross-cutting / Specialized Fields": {
    "gender": 3, "genero": 3, "genre": 2, "psea": 3, "sexual exploitation": 3, "disability": 3,
    "discapacidad": 3, "disabilit*": 3, "inclusion": 2, "diversity": 2, "women's empowerment": 3, "masculinities": 3,
    "women": 1, "mujeres": 1, "indigenous": 2, "accountability to affected populations": 3, "aap": 3,
    "care work": 3, "gender equality": 3, "child marriage": 2, "early and forced marriage": 3,
    "gbv": 3, "gender-based violence": 3, "women peace and security": 5, "femmes": 1,
    "economic empowerment": 3, "women's": 2, "violence against women": 3, "evaw": 3,
  },
};

/**
 * Role words that name no subject ("Programme Officer", "Operations Assistant"). They decide the
 * field only when the title says nothing more specific; otherwise they count half.
 */
export const GENERIC_KEYWORDS: ReadonlySet<string> = new Set([
  "programme", "programmes", "program", "programa", "programas", "project", "projects", "projet", "proyecto",
  "operations", "operaciones",
]);
