import { site } from '../config/site'
import { JsonLd } from './JsonLd'
import { organizationJsonLd } from './structuredData'

const organization = organizationJsonLd(site)

/**
 * JSON-LD of every page: the Organization. Nested pages also get a BreadcrumbList, which the build
 * adds once every page exists, naming each step by that page's h1 (scripts/build/breadcrumbs.ts).
 */
export function StructuredData() {
  return <JsonLd data={organization} />
}
