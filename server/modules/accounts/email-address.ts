import { z } from "zod";

// The forms' own rule and wording for an address are in domain/email-address-field.ts.
export { INVALID_EMAIL_MESSAGE } from "#domain/email-address-field";

const EMAIL = z.email();

/** True for an address better-auth accepts (RFC 5321 caps an address at 254 characters). */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.safeParse(value).success;
}

/**
 * The mailbox an address reaches, for counting what is sent to it: trimmed and lower-cased, with
 * a "+tag" cut from the local part ("Ada+jobs@Example.org" → "ada@example.org"). Most providers
 * deliver every `name+anything@` to `name@`, so a limit per exact address would let
 * `victim+1@`, `victim+2@`, … each have a full allowance. Dots are left alone: only some providers
 * ignore them.
 */
export function foldEmailAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf("+");
  return plus > 0 ? `${local.slice(0, plus)}${lower.slice(at)}` : lower;
}
