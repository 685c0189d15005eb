import { ProductPage } from '../offerings/ProductPage'
import { analyticsPage } from './analyticsContent'

/** /quantum-analytics: the analytics platform on the shared product-page layout. */
export default function QuantumAnalyticsPage() {
  return <ProductPage content={analyticsPage} />
}
