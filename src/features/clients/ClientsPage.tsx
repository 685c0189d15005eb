import { useState } from 'react'
import styled from 'styled-components'
import { clients } from '../../../content/clients'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { CardGrid } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { PindoBand } from '../../ui/Motif'
import { ClientCard } from './ClientCard'
import { ClientDialog } from './ClientDialog'
import { ClientLogoWall } from './ClientLogoWall'
import { ClientTestimonials } from './ClientTestimonials'
import {
  caseStudiesSection,
  clientsClaim,
  clientsCta,
  clientsHero,
  logoWall,
} from './clientsContent'

/** Spec §9: client cards appear 100 ms apart. */
const CARD_DELAY_S = 0.1

/** Cards in a row share one height (each sits in its Reveal wrapper). */
const Grid = styled(CardGrid)`
  > * > article {
    height: 100%;
  }
`

const Claim = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textOnDark};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

/** The hero's right half: the logo wall on a glass panel with the pindo band on top. */
const LogoPanel = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: ${({ theme }) => theme.color.panelOnDark};
  > div {
    padding: ${({ theme }) => theme.space[5]};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.textOnDark};
  }
`

/**
 * Clients (spec "Clients"): hero with the claim and the logo wall, six case-study cards, the clients'
 * quotes and the client dialog.
 */
export default function ClientsPage() {
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const selected = clients.find((c) => c.id === selectedId) ?? null

  return (
    <>
      <PageHero
        eyebrow={clientsHero.eyebrow}
        title={clientsHero.title}
        lead={
          <>
            <p>{clientsHero.lead}</p>
            <Claim>
              <strong>{clientsClaim.text}</strong> {clientsClaim.detail}
            </Claim>
          </>
        }
        actions={
          <ButtonRow>
            <LinkButton to={clientsHero.services.to} variant="onDark">
              {clientsHero.services.label}
            </LinkButton>
          </ButtonRow>
        }
        aside={
          <LogoPanel>
            <PindoBand />
            <div>
              <h2 id="clients-logos-title">{logoWall.heroTitle}</h2>
              <ClientLogoWall onDark labelledBy="clients-logos-title" />
            </div>
          </LogoPanel>
        }
      />

      <Section
        id={caseStudiesSection.id}
        eyebrow={caseStudiesSection.eyebrow}
        title={caseStudiesSection.title}
        intro={caseStudiesSection.intro}
        tone="alt"
      >
        <Grid $columns={3}>
          {clients.map((client, index) => (
            <Reveal key={client.id} delay={index * CARD_DELAY_S}>
              <ClientCard client={client} onOpen={setSelectedId} />
            </Reveal>
          ))}
        </Grid>
      </Section>

      <ClientTestimonials />

      <Section id="start" title={clientsCta.title} intro={clientsCta.text}>
        <ButtonRow $center>
          <LinkButton to={clientsCta.to} size="lg">
            {clientsCta.label}
          </LinkButton>
        </ButtonRow>
      </Section>

      <ClientDialog client={selected} onDismiss={() => setSelectedId(null)} />
    </>
  )
}
