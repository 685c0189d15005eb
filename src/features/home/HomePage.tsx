import { FeaturedArticles } from '../blog/FeaturedArticles'
import { AiStudioSection } from './AiStudioSection'
import { BusinessAnalysisSection } from './BusinessAnalysisSection'
import { HomeHero } from './HomeHero'
import { JoinMovement } from './JoinMovement'
import { MlopsSection } from './MlopsSection'
import { OnPremisesCta } from './OnPremisesCta'
import { SolutionsSection } from './SolutionsSection'
import { WhyUs } from './WhyUs'

/** Home (spec "Home (/)"): sections in the spec's order. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <WhyUs />
      <AiStudioSection />
      <MlopsSection />
      <BusinessAnalysisSection />
      <SolutionsSection />
      <OnPremisesCta />
      <JoinMovement />
      <FeaturedArticles />
    </>
  )
}
