import { ProductPage } from '../offerings/ProductPage'
import { AnnotateVisual } from '../offerings/visuals/AnnotateVisual'
import { annotatePage } from './annotateCopy'

/** /quantum-annotate: the annotation service on the shared product-page layout. */
export default function QuantumAnnotatePage() {
  return <ProductPage content={annotatePage} visual={<AnnotateVisual />} />
}
