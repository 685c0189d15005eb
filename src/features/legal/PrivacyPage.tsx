import Body, { meta } from '../../generated/indexes/legal/privacy'
import { legalCopy } from './legalCopy'
import { LegalPage } from './LegalPage'

/** /privacy: content/legal/privacy.mdx (the privacy e-mail comes from the site config). */
export default function PrivacyPage() {
  return <LegalPage meta={meta} Body={Body} other={legalCopy.terms} />
}
