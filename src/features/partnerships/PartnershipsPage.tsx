import styled from 'styled-components'
import { ExternalLink } from 'lucide-react'
import { AnchorButton, ButtonRow, LinkButton } from '../../ui/Button'
import { Card, CardFooter, CardGrid } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { partners, partnersCta, partnersHero, partnersSection } from './partnersContent'

const Grid = styled(CardGrid)`
  > * > article {
    height: 100%;
  }
`

const Logo = styled.img`
  display: block;
  width: 180px;
  height: 60px;
`

const MissionFigure = styled.figure`
  margin: 0;
`

const Mission = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
  font-style: italic;
  color: ${({ theme }) => theme.color.text};
  p::before {
    content: '“';
  }
  p::after {
    content: '”';
  }
`

/** Partnerships: four partner cards and a call to get in touch. */
export default function PartnershipsPage() {
  return (
    <>
      <PageHero
        eyebrow={partnersHero.eyebrow}
        title={partnersHero.title}
        lead={<p>{partnersHero.lead}</p>}
      />

      <Section
        id={partnersSection.id}
        eyebrow={partnersSection.eyebrow}
        title={partnersSection.title}
        intro={partnersSection.intro}
        tone="alt"
      >
        <Grid $columns={2}>
          {partners.map((partner, index) => (
            <Reveal key={partner.id} delay={0.05 + index * 0.05}>
              <Card data-partner={partner.id}>
                <Logo
                  src={partner.logo}
                  alt={`${partner.name} logo`}
                  width={180}
                  height={60}
                  loading="lazy"
                  decoding="async"
                />
                <h3>{partner.name}</h3>
                <p>{partner.description}</p>
                <MissionFigure>
                  <Mission>
                    <p>{partner.mission}</p>
                  </Mission>
                  <figcaption className="visually-hidden">
                    {partnersSection.missionLabel} of {partner.name}
                  </figcaption>
                </MissionFigure>
                <CardFooter>
                  <AnchorButton href={partner.link} newTab variant="secondary" size="sm">
                    {partnersSection.visitLabel}
                    <span className="visually-hidden">: {partner.name} (opens in a new tab)</span>
                    <ExternalLink aria-hidden="true" size={16} />
                  </AnchorButton>
                </CardFooter>
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>

      <Section id="become-a-partner" title={partnersCta.title} intro={partnersCta.text}>
        <ButtonRow $center>
          <LinkButton to={partnersCta.to} size="lg">
            {partnersCta.label}
          </LinkButton>
        </ButtonRow>
      </Section>
    </>
  )
}
