import { clients } from '../../../content/clients'
import { FeaturedArticles } from '../blog/FeaturedArticles'
import { ClientTestimonials } from '../clients/ClientTestimonials'
import { AiStudioSection } from './AiStudioSection'
import { BusinessAnalysisSection } from './BusinessAnalysisSection'
import { HomeHero } from './HomeHero'
import { MlopsSection } from './MlopsSection'
import { ClosingBand } from './ClosingBand'
import { homeTestimonialCount } from './homeCopy'
import { SolutionsSection } from './SolutionsSection'
import { TrustedBy } from './TrustedBy'
import { WhyUs } from './WhyUs'

/**
 * Home (/): sections in a fixed order, with two proofs added: the client logos under
 * the hero and client quotes after the solutions. The on-premises call to action and the
 * invitation to join share one navy band (ClosingBand).
 */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <TrustedBy />
      <WhyUs />
      <AiStudioSection />
      <MlopsSection />
      <BusinessAnalysisSection />
      <SolutionsSection />
      <ClientTestimonials items={clients.slice(0, homeTestimonialCount)} layout="lead" portraits />
      <ClosingBand />
      <FeaturedArticles />
    </>
  )
}
