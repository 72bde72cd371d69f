import { useNonce } from '~/lib/nonce';

/** One JSON-LD block. '<' is escaped so text can never close the script element. */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
