import Body, { meta } from '../../generated/content/legal/terms'
import { legalCopy } from './legalContent'
import { LegalPage } from './LegalPage'

/** /terms: content/legal/terms.mdx. */
export default function TermsPage() {
  return <LegalPage meta={meta} Body={Body} other={legalCopy.privacy} />
}
