import { useLocation } from 'react-router-dom'
import { site } from '../config/site'
import { JsonLd } from './JsonLd'
import { breadcrumbJsonLd, organizationJsonLd } from './structuredData'

const organization = organizationJsonLd(site)

/** JSON-LD of every page: the Organization, plus a BreadcrumbList on nested pages. */
export function StructuredData() {
  const { pathname } = useLocation()
  const breadcrumbs = breadcrumbJsonLd(pathname, site.url)
  return (
    <>
      <JsonLd data={organization} />
      {breadcrumbs && <JsonLd data={breadcrumbs} />}
    </>
  )
}
