import type { ServerResponse } from "node:http";

/** Headers every response carries. The CSP allows scripts only from us or with this request's nonce. */
export function setSecurityHeaders(
  res: ServerResponse,
  options: { nonce: string; isDev: boolean; isHttps: boolean },
) {
  const scriptSrc = options.isDev
    ? "'self' 'unsafe-inline' 'unsafe-eval'"
    : `'self' 'nonce-${options.nonce}' 'strict-dynamic'`;
  const connectSrc = options.isDev ? "'self' ws: wss:" : "'self'";
  res.setHeader(
    "Content-Security-Policy",
    [
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
    ].join("; "),
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
