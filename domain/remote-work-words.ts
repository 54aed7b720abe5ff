// The words postings use for work done away from the employer's offices, in English, Spanish and
// French: "Remote", "Home-based", "Telework", "Telecommuting", "Work from home", "Teletrabajo",
// "Télétravail". One list for every reader; each reader decides where the words must stand (anywhere
// in a location field, as a word of a title, as the whole value of a labelled line, as the last part
// of a title). A regular-expression source without anchors or flags; readers compile it with the
// case-insensitive flag.
export const REMOTE_WORK_WORDS = String.raw`(?:remote|home[\s-]*based|telecommut(?:e|er|ing)|tele-?work(?:er|ing)?|work(?:ing)? from home|teletrabajo|t[eé]l[eé]travail)`;
