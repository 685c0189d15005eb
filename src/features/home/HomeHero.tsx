import styled from 'styled-components'
import { site } from '../../config/site'
import { LinkButton, ButtonRow } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { Eyebrow } from '../../ui/Section'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { ScrollLink } from '../../ui/ScrollLink'
import { marks } from '../../enhance/marks'
import { media } from '../../theme/tokens'
import { HeroVisual } from './HeroVisual'
import { homeHero } from './homeCopy'

const Hero = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  min-height: min(88vh, 46rem);
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[7]};
  ${media.md} {
    padding: ${({ theme }) => theme.space[8]} 0;
  }
  color: ${({ theme }) => theme.color.textOnDark};
  background: ${({ theme }) => theme.color.ink};
  h1 {
    color: ${({ theme }) => theme.color.textOnDark};
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    max-width: 18ch;
  }
  ${Eyebrow} {
    color: ${({ theme }) => theme.color.brandOnDark};
    text-wrap: balance;
  }
`

const Poster = styled(ResponsiveImage)`
  position: absolute;
  inset: 0;
  z-index: -3;
  width: 100%;
  height: 100%;
  object-fit: cover;
`

const Video = styled.video`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  object-fit: cover;
`

const Shade = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(
    100deg,
    ${({ theme }) => theme.color.heroShade} 20%,
    ${({ theme }) => theme.color.heroShadeLight}
  );
`

/** Text left, the work on the right from 1024 px; below that the visual follows the text. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]};
  }
`

const Lead = styled.p`
  max-width: 56ch;
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

/**
 * Home hero. The HTML shows the poster; the external video element has no source until the site
 * script gives it one, after the first paint and only when motion and data use allow
 * (src/enhance/pageBehaviours.ts), so it never delays the page.
 */
export function HomeHero() {
  return (
    <Hero aria-labelledby="home-title" data-surface="dark">
      <Poster name="hero-poster" alt="" priority />
      {site.heroVideoUrl && (
        <Video
          {...{ [marks.heroVideo]: site.heroVideoUrl }}
          hidden
          poster="/media/hero-poster.svg"
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
        />
      )}
      <Shade />
      <Container>
        <Layout>
          <div>
            <Eyebrow>{homeHero.eyebrow}</Eyebrow>
            <h1 id="home-title">{homeHero.title}</h1>
            <Lead>{homeHero.lead}</Lead>
            <ButtonRow>
              <LinkButton to={homeHero.primary.to} size="lg">
                {homeHero.primary.label}
              </LinkButton>
              <ScrollLink targetId={homeHero.scroll.targetId} variant="onDark" size="lg">
                {homeHero.scroll.label}
              </ScrollLink>
            </ButtonRow>
          </div>
          <HeroVisual />
        </Layout>
      </Container>
    </Hero>
  )
}
