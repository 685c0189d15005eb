import Body, { meta } from '../../generated/content/legal/privacy'
import { legalCopy } from './legalContent'
import { LegalPage } from './LegalPage'

/** /privacy: content/legal/privacy.mdx (the privacy e-mail comes from the site config). */
export default function PrivacyPage() {
  return <LegalPage meta={meta} Body={Body} other={legalCopy.terms} />
}
