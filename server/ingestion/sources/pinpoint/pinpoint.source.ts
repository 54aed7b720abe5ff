import { z } from "zod";
import { wholeJsonListAdapter } from "../source-requests";
import { parsePinpointPostings } from "./pinpoint.parse";

/** `sources.metadata` for a company on Pinpoint: the host of its careers site. */
const metadataSchema = z.object({
  host: z
    .string()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?\.pinpointhq\.com$/,
      "a Pinpoint careers host ({company}.pinpointhq.com)",
    ),
  organization: z.string().optional(),
});

/** The company's open postings with their texts, in one answer. */
export function buildPinpointUrl(host: string): string {
  return `https://${host}/postings.json`;
}

/** The site answers every open posting at once: one page read is the whole list. */
export const pinpointAdapter = wholeJsonListAdapter({
  name: "pinpoint",
  metadataSchema,
  description:
    "Pinpoint careers site JSON: GET {company}.pinpointhq.com/postings.json (every open posting with its description sections and deadline, one request).",
  what: "pinpoint: postings",
  url: ({ host }) => buildPinpointUrl(host),
  parse: (body, { host }, organization) => parsePinpointPostings(body, { host, organization }),
});
