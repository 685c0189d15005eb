import { defineIsland } from '../../islands/defineIsland'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { ClientsOpening } from './ClientsOpening'
import { clients } from '../../../content/clients'
import { ClientDialogs } from './ClientDialogs'
import { ClientStories } from './ClientStories'
import { ClientTestimonials } from './ClientTestimonials'
import { caseStudiesSection, clientsCta } from './clientsCopy'
import { homeTestimonialCount } from '../home/homeCopy'

/**
 * The quotes home does not show: a visitor who came from home reads new voices here (every quote
 * is also on its own case study's page).
 */
const quoted = clients.slice(homeTestimonialCount)

// The page's island is the client dialog alone (the cards are static links): light, it starts as
// soon as the page has painted.
const ClientStoriesIsland = defineIsland('client-stories', ClientDialogs)

/**
 * Clients (/clients): a light opening (the headline and the claim beside the proof wall: each
 * client's wordmark with its result), six case-study cards (each a link to its case study's page),
 * the quotes of the clients home does not quote; the client dialog is the page's island.
 */
export default function ClientsPage() {
  return (
    <>
      <ClientsOpening />

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

      <ClientTestimonials items={quoted} portraits />

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
