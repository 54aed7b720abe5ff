import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import {
  MISSING_CREDENTIALS,
  PASSWORDS_DIFFER,
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from "./auth-forms";
import { INVALID_EMAIL_MESSAGE } from "./email-address-field";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

test("sign-in: both fields empty is one message for the form; a malformed address is the field's", () => {
  const empty = parseWithZod(formOf({ email: "", password: "" }), { schema: signInSchema });
  expect(empty.status).toBe("error");
  expect(empty.reply().error).toEqual({ "": [MISSING_CREDENTIALS] });

  const malformed = parseWithZod(formOf({ email: "ada.example.org", password: "x" }), {
    schema: signInSchema,
  });
  expect(malformed.reply().error).toEqual({ email: [INVALID_EMAIL_MESSAGE] });

  // One of the two alone goes on to better-auth, which answers for itself.
  const onlyPassword = parseWithZod(formOf({ email: "", password: "secret" }), {
    schema: signInSchema,
  });
  expect(onlyPassword.status).toBe("success");
  const good = parseWithZod(formOf({ email: " ada@example.org ", password: "secret" }), {
    schema: signInSchema,
  });
  expect(good.status === "success" && good.value.email).toBe("ada@example.org");
});

test("sign-up: each missing or bad field says what to do, and the password is never echoed", () => {
  const submission = parseWithZod(formOf({ name: "  ", email: "not-an-address", password: "" }), {
    schema: signUpSchema,
  });
  const reply = submission.reply({ hideFields: ["password"] });
  expect(reply.error).toEqual({
    name: ["Please enter your full name."],
    email: [INVALID_EMAIL_MESSAGE],
    password: ["Please choose a password."],
  });
  expect(reply.initialValue).toEqual({ name: "  ", email: "not-an-address" });

  const long = parseWithZod(formOf({ name: "x".repeat(121), email: "", password: "p" }), {
    schema: signUpSchema,
  });
  expect(long.reply().error).toEqual({
    name: ["Your name can have at most 120 characters."],
    email: ["Please enter your e-mail address."],
  });
  const tooLongAddress = `${"a".repeat(250)}@example.org`;
  const address = parseWithZod(formOf({ email: tooLongAddress }), {
    schema: resetRequestSchema,
  });
  expect(address.reply().error).toEqual({ email: [INVALID_EMAIL_MESSAGE] });
});

test("new password: the two entries must be the same", () => {
  const differ = parseWithZod(formOf({ password: "one two three", confirm: "one two four" }), {
    schema: newPasswordSchema,
  });
  expect(differ.reply().error).toEqual({ password: [PASSWORDS_DIFFER] });
  const same = parseWithZod(
    formOf({ password: "one two three", confirm: "one two three", token: "t" }),
    { schema: newPasswordSchema },
  );
  expect(same.status).toBe("success");
});
