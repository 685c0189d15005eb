import Body, { meta } from '../../generated/indexes/legal/terms'
import { legalCopy } from './legalCopy'
import { LegalPage } from './LegalPage'

/** /terms: content/legal/terms.mdx. */
export default function TermsPage() {
  return <LegalPage meta={meta} Body={Body} other={legalCopy.privacy} />
}
