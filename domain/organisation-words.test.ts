import { describe, expect, test } from "vitest";
import { findOrganisationBySlug } from "./organisations";
import { organisationWords } from "./organisation-words";

describe("organisationWords", () => {
  const unhcr = findOrganisationBySlug("unhcr");
  if (!unhcr) throw new Error("UNHCR is in the registry");

  test("gives the registry's English words on English pages", () => {
    expect(organisationWords(unhcr, "en")).toEqual({
      description: unhcr.description,
      focusAreas: unhcr.focusAreas,
    });
  });

  test("gives the employer's description and focus areas in French, Spanish and Arabic", () => {
    expect(organisationWords(unhcr, "fr")).toEqual({
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

  test("gives nothing in a language that lacks the employer's words", () => {
    const unlisted = { slug: "not-in-the-registry", description: "English", focusAreas: ["Area"] };
    expect(organisationWords(unlisted, "fr")).toBeNull();
    expect(organisationWords(unlisted, "en")?.description).toBe("English");
  });

  test("hands out copies: a caller cannot change the registry's focus areas", () => {
    organisationWords(unhcr, "fr")?.focusAreas.push("Changed");
    expect(organisationWords(unhcr, "fr")?.focusAreas).toHaveLength(5);
  });
});
