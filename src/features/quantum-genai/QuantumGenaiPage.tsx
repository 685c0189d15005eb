import { ProductPage } from '../offerings/ProductPage'
import { GenaiVisual } from '../offerings/visuals/GenaiVisual'
import { genaiPage } from './genaiCopy'

/** /quantum-genai: the generative-AI service on the shared product-page layout. */
export default function QuantumGenaiPage() {
  return <ProductPage content={genaiPage} visual={<GenaiVisual />} />
}
