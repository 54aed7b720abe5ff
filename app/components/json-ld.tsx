import { useNonce } from "#app/nonce";
import { serializeJsonLd } from "#app/seo";

/** Structured data, escaped, with the response's CSP nonce (the type is not executed anyway). */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
