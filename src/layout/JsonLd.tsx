import { Head } from 'vite-react-ssg'

/** A schema.org object, e.g. `{ '@context': 'https://schema.org', '@type': 'Article', … }`. */
export type JsonLdData = Record<string, unknown>

/** Serialises JSON-LD safely for an inline `<script>` (no `</script>` break-out). */
function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * Writes one JSON-LD block into `<head>` (structured data for search engines). It is a data block,
 * never executed, so it needs no CSP script hash.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  )
}
