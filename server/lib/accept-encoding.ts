/** The content encodings a `*` in Accept-Encoding stands for, best first. */
const WILDCARD_ENCODINGS = ["br", "gzip"];

/** The encodings an Accept-Encoding header allows (q=0 refuses one; `*` allows the rest). */
export function readAcceptedEncodings(header: string | string[] | undefined | null): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let wildcard = false;
  for (const part of (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",")) {
    const [rawName, ...params] = part.trim().toLowerCase().split(";");
    const name = rawName?.trim();
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    const target = Number.isFinite(weight) && weight > 0 ? accepted : refused;
    if (name === "*") wildcard = target === accepted;
    else target.add(name);
  }
  if (wildcard) for (const name of WILDCARD_ENCODINGS) if (!refused.has(name)) accepted.add(name);
  return accepted;
}
