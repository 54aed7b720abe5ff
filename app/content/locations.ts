// The shape of a location landing page's editorial content. The built-in guides (kenya, switzerland,
// ethiopia) are data in app/content/location-guides/<language>.json, one file per language for
// translators, read on the server by guides.server.ts. Facts are stated only where they are stable
// and well known; figures that change (salaries, post adjustment, security levels) are deliberately
// left to the official sources each page points to.

export type Highlight = { title: string; text: string };

export type LocationContent = {
  title: string;
  description: string;
  highlights: Highlight[];
  about: { heading: string; paragraphs: string[] };
  /** Search words shown as links; a translation words them, the link searches the English word. */
  keywords: string[];
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
