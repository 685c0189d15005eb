import styled from 'styled-components'
import { clients } from '../../../content/clients'
import { Reveal } from '../../ui/Reveal'
import { Section, type SectionTone } from '../../ui/Section'
import { SnapRow } from '../../ui/SnapRow'
import { Testimonial } from '../../ui/Testimonial'
import { caseStudyHref, quotePortrait, type Client } from './client'
import { testimonialsSection } from './clientsCopy'

/** The logo files are 240 × 80 (public/clients/); shown 36 px tall beside the name. */
const LOGO_SIZE = { width: 240, height: 80 } as const

export interface ClientTestimonialsProps {
  /** Whose quotes to show (default: every client). */
  items?: readonly Client[]
  tone?: SectionTone
  /** Show each person's drawn portrait beside their name (on /clients). */
  portraits?: boolean
}

/**
 * From 1024 px a six-column grid: the first quote featured across the width (large, on navy, the
 * attribution beside it), then two quotes side by side, then the rest three to a row.
 */
const Quotes = styled(SnapRow)`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    > * {
      grid-column: span 2;
    }
    > :first-child {
      grid-column: 1 / -1;
    }
    > :nth-child(2),
    > :nth-child(3) {
      grid-column: span 3;
    }
  }
`

/**
 * Client quotes from the `quote` field of content/clients: on phones a row to swipe through (the
 * list takes focus there, so a keyboard can scroll it too), from 1024 px the first one featured.
 * Each is attributed to the company (its logo, the person's name and role), as a business reader
 * expects, with a link to the story of the work.
 */
export function ClientTestimonials({
  items = clients,
  tone = 'plain',
  portraits = false,
}: ClientTestimonialsProps) {
  return (
    <Section
      id={testimonialsSection.id}
      eyebrow={testimonialsSection.eyebrow}
      title={testimonialsSection.title}
      intro={testimonialsSection.intro}
      tone={tone}
    >
      <Quotes $columns={2} tabIndex={0} aria-label={testimonialsSection.listLabel}>
        {items.map((client, index) => (
          <Reveal as="li" key={client.id} delay={0.05 + (index % 3) * 0.05}>
            <Testimonial
              text={client.quote.text}
              person={client.quote.person}
              role={client.quote.role}
              organisation={client.name}
              index={index}
              logo={{ src: client.logoUrl, ...LOGO_SIZE }}
              story={{
                href: caseStudyHref(client.id),
                label: testimonialsSection.storyLabel(client.name),
              }}
              featured={index === 0}
              portrait={portraits ? quotePortrait(client.id) : undefined}
            />
          </Reveal>
        ))}
      </Quotes>
    </Section>
  )
}
