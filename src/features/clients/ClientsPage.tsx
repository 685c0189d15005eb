import styled from 'styled-components'
import { defineIsland } from '../../islands/defineIsland'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { PageHero } from '../../ui/PageHero'
import { Section } from '../../ui/Section'
import { PindoBand } from '../../ui/Motif'
import { ClientLogoWall } from './ClientLogoWall'
import { clients } from '../../../content/clients'
import { ClientDialogs } from './ClientDialogs'
import { ClientStories } from './ClientStories'
import { ClientTestimonials } from './ClientTestimonials'
import { caseStudiesSection, clientsClaim, clientsCta, clientsHero, logoWall } from './clientsCopy'

const Claim = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textOnDark};
  /* A sentence with its figure in bold, not a second heading under the h1. */
  strong {
    font-weight: 700;
    color: ${({ theme }) => theme.color.textOnDark};
  }
`

/**
 * The hero's right half: the logo wall on a glass panel with the pindo band on top. On phones it
 * would follow the hero text below the first screen, and every logo opens its case study just
 * below: the panel is left out there.
 */
const LogoPanel = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
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

// The page's island is the client dialog alone (the cards are static links): light, it starts as
// soon as the page has painted.
const ClientStoriesIsland = defineIsland('client-stories', ClientDialogs)

/**
 * Clients (/clients): hero with the claim and the logo wall, six case-study cards (each a link
 * to its case study's page), the clients' quotes; the client dialog is the page's island.
 */
export default function ClientsPage() {
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
        center={false}
      >
        <ClientStoriesIsland ids={clients.map((c) => c.id)} staticContent={<ClientStories />} />
      </Section>

      <ClientTestimonials portraits />

      <Section id="start" title={clientsCta.title} intro={clientsCta.text}>
        <ButtonRow $center>
          <LinkButton to={clientsCta.to} size="lg">
            {clientsCta.label}
          </LinkButton>
        </ButtonRow>
      </Section>
    </>
  )
}
