/** The limits and names of sign-in, sign-up and account e-mails, shared by the auth hooks. */

/** The header our server sets to the client's address; a client-sent value is always replaced. */
export const CLIENT_IP_HEADER = "x-blueboard-client-ip";
/** Carries the token of an e-mailed "sign in now" link through a sign-in on a locked account. */
export const UNLOCK_HEADER = "x-blueboard-unlock";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Failed sign-ins per account (from every client together) before sign-in to it pauses. */
export const SIGN_IN_ACCOUNT_LIMIT = { points: 5, windowSeconds: 15 * 60 };
/** Failed sign-ins per client address (over every account). */
export const SIGN_IN_CLIENT_LIMIT = { points: 20, windowSeconds: 15 * 60 };
/** Sign-ins one unlock link may carry. */
export const UNLOCK_LINK_LIMIT = { points: 5, windowSeconds: 60 * 60 };
export const UNLOCK_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Account e-mails anyone can make us send by typing an address (password reset, "you already have
 * an account" on sign-up, the address confirmation on sign-up, on sign-in and on request): one
 * mailbox receives at most this many, whoever asks and from however many client addresses. The
 * mailbox is the folded address (case and "+tag" ignored). Past the limit the request answers as
 * usual and nothing is sent, so the answer still says nothing about whether an account exists.
 */
export const ACCOUNT_MAIL_PER_ADDRESS = { points: 5, windowSeconds: 60 * 60 };
/** The same over a day, so a patient sender cannot send five every hour. */
export const ACCOUNT_MAIL_PER_ADDRESS_DAILY = { points: 10, windowSeconds: 24 * 60 * 60 };

/**
 * Sign-up and reset requests take at least this long, whatever happened, so their timing does not
 * tell whether an address has an account (the slowest path, hashing and inserts, fits well within it).
 */
export const CONSTANT_TIME_MS = 700;
export const CONSTANT_TIME_PATHS = new Set(["/sign-up/email", "/request-password-reset"]);

/**
 * Every endpoint of better-auth's admin plugin: our admin pages use none of them (roles change
 * through /admin/users, which is audited), so over HTTP they answer 404. The plugin stays for the
 * role and ban fields it keeps on users and sessions.
 */
export const DISABLED_ADMIN_PATHS = [
  "/admin/set-role",
  "/admin/get-user",
  "/admin/create-user",
  "/admin/update-user",
  "/admin/list-users",
  "/admin/list-user-sessions",
  "/admin/unban-user",
  "/admin/ban-user",
  "/admin/impersonate-user",
  "/admin/stop-impersonating",
  "/admin/revoke-user-session",
  "/admin/revoke-user-sessions",
  "/admin/remove-user",
  "/admin/set-user-password",
  "/admin/has-permission",
];
