import { CapabilityMosaic } from '../offerings/CapabilityLayouts'
import { ContextStats } from '../offerings/ContextStats'
import { CtaBand } from '../offerings/CtaBand'
import { ProcessSteps } from '../offerings/ProcessSteps'
import { ProductHero, ProductSection } from '../offerings/ProductPage'
import { ReasonList } from '../offerings/ReasonList'
import { MlopsDevopsVisual } from '../offerings/visuals/MlopsDevopsVisual'
import { mlopsDevopsPage } from './mlopsDevopsCopy'
import { Toolchain } from './Toolchain'

/**
 * /mlops-devops: the five foundations (two wide cards over three), the twelve tools mapped onto the
 * pipeline on navy, the results, the five steps, the benefits. Sections fade and slide in on load.
 */
export default function MlopsDevopsPage() {
  const { hero, capabilities, technologies, stats, process, whyChoose, cta } = mlopsDevopsPage
  return (
    <>
      <ProductHero hero={hero} visual={<MlopsDevopsVisual />} />
      <ProductSection copy={capabilities} layout="inline">
        <CapabilityMosaic
          items={capabilities.items}
          label={capabilities.title}
          hint={`${capabilities.items.length} foundations · swipe for more`}
        />
      </ProductSection>
      {technologies && (
        <ProductSection copy={technologies} tone="dark">
          <Toolchain items={technologies.items} />
        </ProductSection>
      )}
      <ProductSection copy={stats} layout="inline">
        <ContextStats items={stats.items} />
      </ProductSection>
      <ProductSection copy={process} tone="alt">
        <ProcessSteps steps={process.steps} />
      </ProductSection>
      {whyChoose && (
        <ProductSection copy={whyChoose} layout="split" wide>
          <ReasonList items={whyChoose.items} />
        </ProductSection>
      )}
      <CtaBand id="get-started" {...cta} />
    </>
  )
}
