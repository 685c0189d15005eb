import { ProductPage } from '../offerings/ProductPage'
import { annotatePage } from './annotateContent'

/** /quantum-annotate: the annotation service on the shared product-page layout. */
export default function QuantumAnnotatePage() {
  return <ProductPage content={annotatePage} />
}
