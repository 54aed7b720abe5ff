import type { ServerResponse } from "node:http";

/**
 * Which inline scripts a page may run: those carrying this response's nonce, or those whose
 * SHA-256 digests are listed (pages answered from the page cache, which every visitor shares, so
 * they carry no nonce; see page-cache.ts). Either way `'strict-dynamic'` lets the trusted inline
 * scripts load the app's modules.
 */
export type ScriptTrust = { nonce: string } | { hashes: readonly string[] };

export function contentSecurityPolicy(options: { scripts: ScriptTrust; isDev: boolean }): string {
  const { scripts } = options;
  const trusted =
    "nonce" in scripts
      ? `'nonce-${scripts.nonce}'`
      : scripts.hashes.map((hash) => `'sha256-${hash}'`).join(" ");
  const scriptSrc = options.isDev
    ? "'self' 'unsafe-inline' 'unsafe-eval'"
    : `'self' ${trusted ? `${trusted} ` : ""}'strict-dynamic'`;
  const connectSrc = options.isDev ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers every response carries. The CSP allows scripts only from us or with this request's nonce. */
export function setSecurityHeaders(
  res: ServerResponse,
  options: { nonce: string; isDev: boolean; isHttps: boolean },
) {
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy({ scripts: { nonce: options.nonce }, isDev: options.isDev }),
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  );
  if (options.isHttps)
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
