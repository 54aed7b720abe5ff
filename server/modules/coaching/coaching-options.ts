// The choices of the coaching form live with its schema in domain/coaching-form.ts; the team's
// note on a request is bounded here.
export { COACHING_LANGUAGES, COACHING_SITUATIONS } from "#domain/coaching-form";

/** The longest team note an admin may keep on a request. */
export const MAX_ADMIN_NOTES = 4000;
