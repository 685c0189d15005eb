import { HomeHero } from './HomeHero'
import { WhyUs } from './WhyUs'

/** Home (spec "Home (/)"): sections in the spec's order. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <WhyUs />
    </>
  )
}
