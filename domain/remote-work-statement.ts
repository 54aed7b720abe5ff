// Whether a posting's own words say that its work is done away from any office: its title says
// remote ("… – Remote, approx. 4 hrs/week"), a line giving the duty station or location gives remote
// work as its value ("Location : Remote", "Duty Station: Fully Remote (no travel expected)."), or a
// sentence says the position is remote or home-based ("The position is home-based, …", "This
// position is a remote working environment."). For a posting whose place field is empty, where an
// empty field alone says nothing about where the work is done, or names only a country (then the
// title is not read). Pure: works on plain text.

import { REMOTE_WORK_WORDS } from "./remote-work-words";

const REMOTE_WORDS = REMOTE_WORK_WORDS;

// The title names remote work as a word of its own ("Remote", "Home-based").
const TITLE_SAYS_REMOTE = new RegExp(String.raw`\b${REMOTE_WORDS}\b`, "i");

// A line of its own, or an item of a list, labelled with the duty station or location, whose value
// begins with remote work: "Istanbul (in-person, remotely or hybrid)" begins with a place.
const STATION_LINE_SAYS_REMOTE = new RegExp(
  String.raw`^[ \t]*(?:[•·▪‣◦*-][ \t]*)?(?:official |primary |work |job )?(?:duty[\s-]*stations?|locations?|place of (?:assignment|work))[ \t]*[:：][ \t]*(?:\n[ \t]*)?(?:fully |100\s?% |entirely )?${REMOTE_WORDS}\b`,
  "im",
);

// A line of its own, or an item of a list, whose value is remote work alone, whatever its label
// ("Work place: Remote", "Format: Remote, internationally open, part-time"): the word ends the value
// or its first phrase. "Travel: remote areas of the province" goes on with other words.
const ANY_LINE_IS_REMOTE = new RegExp(
  String.raw`^[ \t]*(?:[•·▪‣◦*-][ \t]*)?\p{L}[\p{L}'’]*(?:[ \t/]+\p{L}[\p{L}'’]*){0,5}[ \t]*[:：][ \t]*(?:fully |100\s?% |entirely )?${REMOTE_WORDS}[ \t]*(?:$|[,;(.–—-])`,
  "imu",
);

// "The position is home-based", "This position is a remote working environment", "This is a
// US-based remote position": the post itself is said to be remote, not only some of its work ("a
// combination of standard office environment, remote work, and ‘field’ time").
const POSITION_IS_REMOTE = new RegExp(
  String.raw`\b(?:(?:the|this) (?:position|post|role|job) is (?:an? )?(?:fully |entirely |100\s?% )?${REMOTE_WORDS}\b|this is an? (?:[\p{L}-]+[ \t]+)?(?:fully |entirely |100\s?% )?${REMOTE_WORDS} (?:position|post|role|job)\b)`,
  "iu",
);

/**
 * Whether the posting's title or text says its work is remote (see above); for a posting whose
 * place field is empty.
 */
export function statesRemoteWork(title: string, descriptionText: string): boolean {
  return TITLE_SAYS_REMOTE.test(title) || statesPostIsRemote(descriptionText);
}

/**
 * Whether the text says the post itself is remote: a line giving remote work as its value, or a
 * sentence calling the position remote. Also for a posting whose place field names only a country,
 * where a title's "Remote" may name a trade ("Remote Sensing Officer") and is not read.
 */
export function statesPostIsRemote(descriptionText: string): boolean {
  return (
    STATION_LINE_SAYS_REMOTE.test(descriptionText) ||
    ANY_LINE_IS_REMOTE.test(descriptionText) ||
    POSITION_IS_REMOTE.test(descriptionText)
  );
}
