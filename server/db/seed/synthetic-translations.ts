// The synthetic jobs' words in French and Spanish, in the order of their English lists in
// synthetic-jobs.ts (the same draw gives the same role, topic or sentence in every language), for
// the share of synthetic postings written in those languages. Titles use the gendered forms real
// postings use ("Chargée de nutrition", "Asociada de Finanzas").

export type SyntheticLanguage = "fr" | "es";

export type SyntheticWords = {
  roles: readonly string[];
  topics: readonly string[];
  sentences: readonly string[];
  volunteer: string;
};

const FRENCH: SyntheticWords = {
  roles: [
    "Chargé de programme",
    "Spécialiste de programme",
    "Analyste des politiques",
    "Gestionnaire de projet",
    "Associé aux finances",
    "Chargé des achats",
    "Assistante en ressources humaines",
    "Spécialiste en communication",
    "Chargée de suivi et évaluation",
    "Logisticien",
    "Juriste",
    "Spécialiste de la santé",
    "Chargée de nutrition",
    "Spécialiste de l'éducation",
    "Chargé de protection",
    "Analyste de données",
    "Chargé de la gestion de l'information",
    "Ingénieur",
    "Économiste",
    "Coordonnatrice",
    "Consultante",
    "Stagiaire",
    "Assistant administratif",
    "Traductrice",
    "Agent de sécurité",
    "Conseiller en changement climatique",
    "Chargé de la chaîne d'approvisionnement",
    "Coordonnateur des urgences",
    "Spécialiste de la gestion des connaissances",
    "Spécialiste du genre",
  ],
  topics: [
    "Résilience climatique",
    "Protection de l'enfance",
    "Santé publique",
    "Sécurité alimentaire",
    "Transformation numérique",
    "Protection sociale",
    "Égalité des genres",
    "Réponse aux réfugiés",
    "Eau et assainissement",
    "Gouvernance",
    "Réduction des risques de catastrophe",
    "Migration",
    "Droits humains",
    "Énergies renouvelables",
    "Achats",
    "Audit interne",
    "Partenariats",
    "Développement de la petite enfance",
    "Consolidation de la paix",
    "Agriculture",
  ],
  sentences: [
    "Le titulaire appuiera la conception, la mise en œuvre et le suivi des programmes du bureau de pays.",
    "Sous la supervision du Représentant, le titulaire du poste dirige une équipe de personnel national et international.",
    "L'organisation travaille avec les gouvernements, la société civile et les partenaires pour obtenir des résultats en faveur des plus vulnérables.",
    "Les candidats doivent être titulaires d'un diplôme universitaire supérieur en économie, politiques publiques, relations internationales ou dans un domaine connexe.",
    "Un minimum de cinq années d'expérience progressive dans le développement ou l'action humanitaire est requis.",
    "La maîtrise du français est requise ; la connaissance de l'anglais est un atout.",
    "Le poste implique des déplacements fréquents sur le terrain et une coordination avec les agences des Nations Unies.",
    "De solides compétences en analyse, en communication et en négociation sont essentielles pour ce poste.",
    "Une expérience de l'analyse de données, de l'établissement de rapports et de la gestion axée sur les résultats est souhaitable.",
    "Le poste est basé au centre régional et couvre plusieurs pays de la région.",
    "Les candidats seront évalués sur leur intégrité, leur professionnalisme et le respect de la diversité.",
    "La personne retenue gérera les budgets, préparera les rapports aux donateurs et veillera au respect des règles.",
    "Le travail comprend l'appui à la préparation et à la réponse aux urgences dans des contextes opérationnels complexes.",
    "Le poste contribue aux objectifs de développement durable par des conseils politiques fondés sur des données probantes.",
    "La connaissance du système des Nations Unies et de ses procédures est un avantage.",
  ],
  volunteer: "Volontaire des Nations Unies",
};

const SPANISH: SyntheticWords = {
  roles: [
    "Oficial de Programa",
    "Especialista de Programa",
    "Analista de Políticas",
    "Gerente de Proyecto",
    "Asociada de Finanzas",
    "Oficial de Adquisiciones",
    "Asistente de Recursos Humanos",
    "Especialista en Comunicación",
    "Oficial de Monitoreo y Evaluación",
    "Oficial de Logística",
    "Oficial Jurídico",
    "Especialista en Salud",
    "Oficial de Nutrición",
    "Especialista en Educación",
    "Oficial de Protección",
    "Analista de Datos",
    "Oficial de Gestión de Información",
    "Ingeniero",
    "Economista",
    "Coordinadora",
    "Consultora",
    "Pasante",
    "Asistente Administrativo",
    "Traductor",
    "Oficial de Seguridad",
    "Asesor en Cambio Climático",
    "Oficial de Cadena de Suministro",
    "Coordinador de Emergencias",
    "Especialista en Gestión del Conocimiento",
    "Especialista en Género",
  ],
  topics: [
    "Resiliencia Climática",
    "Protección de la Niñez",
    "Salud Pública",
    "Seguridad Alimentaria",
    "Transformación Digital",
    "Protección Social",
    "Igualdad de Género",
    "Respuesta a Refugiados",
    "Agua y Saneamiento",
    "Gobernanza",
    "Reducción del Riesgo de Desastres",
    "Migración",
    "Derechos Humanos",
    "Energía Renovable",
    "Adquisiciones",
    "Auditoría Interna",
    "Alianzas",
    "Desarrollo de la Primera Infancia",
    "Consolidación de la Paz",
    "Agricultura",
  ],
  sentences: [
    "La persona titular apoyará el diseño, la implementación y el seguimiento de los programas de la oficina de país.",
    "Bajo la supervisión del Representante, la persona titular dirige un equipo de personal nacional e internacional.",
    "La organización trabaja con gobiernos, la sociedad civil y socios para lograr resultados para las personas más vulnerables.",
    "Las candidaturas deben contar con un título universitario avanzado en economía, políticas públicas, relaciones internacionales o un campo afín.",
    "Se requiere un mínimo de cinco años de experiencia progresiva en desarrollo o trabajo humanitario.",
    "Se requiere dominio del español; el conocimiento del inglés es una ventaja.",
    "El puesto implica viajes frecuentes al terreno y coordinación con las agencias de las Naciones Unidas.",
    "Se requieren sólidas habilidades de análisis, comunicación y negociación para este puesto.",
    "Es deseable experiencia en análisis de datos, elaboración de informes y gestión basada en resultados.",
    "El puesto tiene sede en el centro regional y abarca varios países de la región.",
    "Las candidaturas se evaluarán según su integridad, profesionalismo y respeto por la diversidad.",
    "La persona seleccionada gestionará presupuestos, preparará informes para los donantes y velará por el cumplimiento de las normas.",
    "El trabajo incluye apoyar la preparación y respuesta ante emergencias en entornos operativos complejos.",
    "El puesto contribuye a los Objetivos de Desarrollo Sostenible mediante asesoramiento en políticas basado en evidencia.",
    "El conocimiento del sistema de las Naciones Unidas y sus procedimientos es una ventaja.",
  ],
  volunteer: "Voluntariado de las Naciones Unidas",
};

export const SYNTHETIC_WORDS: Record<SyntheticLanguage, SyntheticWords> = {
  fr: FRENCH,
  es: SPANISH,
};

/**
 * The language of the synthetic job at `index` when postings in several languages are asked for:
 * one in ten in French, one in twenty in Spanish, taken by position so that the random draws, and
 * so every other job of a seed, stay what they were.
 */
export function syntheticLanguageAt(index: number): SyntheticLanguage | null {
  if (index % 10 === 4) return "fr";
  if (index % 20 === 9) return "es";
  return null;
}
