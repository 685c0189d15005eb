import { ProductPage } from '../offerings/ProductPage'
import { MlopsDevopsVisual } from '../offerings/visuals/MlopsDevopsVisual'
import { mlopsDevopsPage } from './mlopsDevopsCopy'

/** /mlops-devops: MLOps & DevOps on the shared product-page layout. */
export default function MlopsDevopsPage() {
  return <ProductPage content={mlopsDevopsPage} visual={<MlopsDevopsVisual />} />
}
