// The longest full name and career focus a profile keeps: the form's fields stop there, and its
// schema (account-settings-form.ts) refuses more. Kept apart so that a component reads them
// without the schema.

export const MAX_FULL_NAME = 120;
export const MAX_CAREER_FOCUS = 200;
