import { ProductPage } from '../offerings/ProductPage'
import { AnalyticsVisual } from '../offerings/visuals/AnalyticsVisual'
import { analyticsPage } from './analyticsCopy'

/** /quantum-analytics: the analytics platform on the shared product-page layout. */
export default function QuantumAnalyticsPage() {
  return <ProductPage content={analyticsPage} visual={<AnalyticsVisual />} />
}
