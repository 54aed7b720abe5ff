import { data } from "react-router";

// Request bodies read the one careful way. `request.formData()` throws on a body that is not a
// form (text/plain, JSON, a broken multipart boundary), and a NUL character that reaches
// PostgreSQL is refused there: both used to end in a 500. Here they are a 400 for the sender.

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The media type of a request, lower case, without parameters ("" when none is sent). */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Whether a string, or any key or string inside an array or object, holds a NUL character. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, inner]) => key.includes("\0") || containsNul(inner));
  return false;
}

/** Why a form body is refused, or null when it is a form we can read. */
export async function readFormBody(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; message: string }> {
  if (!FORM_TYPES.has(mediaTypeOf(request)))
    return {
      ok: false,
      message:
        "This address takes a form (application/x-www-form-urlencoded or multipart/form-data).",
    };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, message: "The form could not be read." };
  }
  for (const [name, value] of form.entries())
    if (name.includes("\0") || (typeof value === "string" && value.includes("\0")))
      return { ok: false, message: "The form contains a NUL character." };
  return { ok: true, form };
}

/**
 * The form of a POST to a page's action. Anything else (another content type, a broken multipart
 * body, a NUL character) is thrown as a 400, which the page's error boundary shows.
 */
export async function readForm(request: Request): Promise<FormData> {
  const read = await readFormBody(request);
  if (!read.ok) throw data({ message: read.message }, { status: 400 });
  return read.form;
}

/** The token a link's page posted, else the one in its address (an RFC 8058 one-click POST). */
export function postedToken(form: FormData, request: Request): string | null {
  const fromForm = form.get("token");
  return typeof fromForm === "string" && fromForm
    ? fromForm
    : new URL(request.url).searchParams.get("token");
}

/**
 * A JSON object body, or why it is refused: not JSON, not an object, or holding a NUL character
 * in a key or a string.
 */
export async function readJsonObject(
  request: Request,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; message: string }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, message: "The body must be a JSON object" };
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    return { ok: false, message: "The body must be a JSON object" };
  if (containsNul(body)) return { ok: false, message: "The body contains a NUL character" };
  return { ok: true, body: body as Record<string, unknown> };
}

/**
 * For a body another library reads (better-auth): why it is refused before it gets there, or null.
 * A JSON or form body is read from a copy of the request; a NUL character anywhere in it is refused.
 */
export async function refusedBodyOf(request: Request): Promise<string | null> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return null;
  const type = mediaTypeOf(request);
  const isJson = type === "application/json" || type.endsWith("+json");
  if (!isJson && !FORM_TYPES.has(type)) return null;
  const copy = request.clone();
  if (isJson) {
    const text = await copy.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the library's own check answers.
      return null;
    }
    return containsNul(parsed) ? "The body contains a NUL character" : null;
  }
  const read = await readFormBody(copy);
  return read.ok ? null : read.message;
}
