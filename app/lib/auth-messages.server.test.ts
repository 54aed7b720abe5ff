import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { newPasswordSchema, signUpSchema } from "#domain/auth-forms";
import { serverTranslator } from "#server/modules/i18n/plain-translator";
import { refusalMessage, sayRefusal, translateReply } from "./auth-messages.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

test("the schemas' messages reach the page in its language", () => {
  const signUp = parseWithZod(form({ name: "x".repeat(121), email: "not-an-address" }), {
    schema: signUpSchema,
  }).reply();
  expect(translateReply(signUp, serverTranslator("fr")).error).toEqual({
    name: ["Votre nom ne peut pas dépasser 120 caractères."],
    email: ["Veuillez saisir une adresse électronique valide, par exemple nom@example.org."],
    password: ["Veuillez choisir un mot de passe."],
  });
  const differ = parseWithZod(form({ password: "a", confirm: "b" }), {
    schema: newPasswordSchema,
  }).reply();
  expect(translateReply(differ, serverTranslator("ar")).error?.password).toEqual([
    "كلمتا المرور غير متطابقتين.",
  ]);
  // English reads as the schema wrote it.
  expect(translateReply(differ, serverTranslator("en")).error?.password).toEqual([
    "The two passwords are not the same.",
  ]);
});

test("the account service's refusals are said by code, its own words kept in English", () => {
  const es = serverTranslator("es");
  const wrong = refusalMessage(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid" });
  expect(sayRefusal(es, "es", wrong)).toBe(
    "El correo electrónico o la contraseña no son correctos.",
  );
  expect(sayRefusal(serverTranslator("en"), "en", wrong)).toBe(
    "The e-mail address or password is not right.",
  );
  expect(sayRefusal(es, "es", refusalMessage(400, { code: "PASSWORD_TOO_SHORT" }))).toBe(
    "La contraseña debe tener al menos 8 caracteres.",
  );
  const weak = refusalMessage(400, {
    code: "PASSWORD_TOO_WEAK",
    message: "This password is too easy to guess. Add another word.",
  });
  expect(sayRefusal(serverTranslator("en"), "en", weak)).toBe(
    "This password is too easy to guess. Add another word.",
  );
  expect(sayRefusal(serverTranslator("fr"), "fr", weak)).toContain("trop facile à deviner");
  expect(refusalMessage(429, { code: "ACCOUNT_LOCKED" }).key).toBe("accountLocked");
  expect(refusalMessage(400, { code: "VALIDATION_ERROR", message: "[body.email] bad" }).key).toBe(
    "invalidEmail",
  );
});
