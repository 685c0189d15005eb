import styled from 'styled-components'
import { clients } from '../../../content/clients'
import { Reveal } from '../../ui/Reveal'
import { Section, type SectionTone } from '../../ui/Section'
import { SnapRow, snapRowOnPhones } from '../../ui/SnapRow'
import { Testimonial } from '../../ui/Testimonial'
import { caseStudyHref, quotePortrait, type Client } from './client'
import { testimonialsSection } from './clientsCopy'
import { logoInk } from './ClientLogoWall'

/** The logo files are 240 × 80 (public/clients/); shown 36 px tall beside the name. */
const LOGO_SIZE = { width: 240, height: 80 } as const

export interface ClientTestimonialsProps {
  /** Whose quotes to show (default: every client). */
  items?: readonly Client[]
  tone?: SectionTone
  /**
   * `row` (default): on phones a row to swipe through. `lead`, for a short list (home's three): on
   * phones the same row to swipe; on a tablet the first across the width over the others in pairs.
   */
  layout?: 'row' | 'lead'
  /** Show each person's drawn portrait beside their name (on /clients). */
  portraits?: boolean
}

/**
 * From 1024 px a six-column grid: the first quote featured across the width (large, on navy, the
 * attribution beside it), then two quotes side by side, then the rest three to a row.
 */
const Quotes = styled(SnapRow)`
  /* The company's logo in ink, as on the wall (the quote is not its case study). */
  [data-client-logo] {
    ${logoInk}
  }
  /* The portrait as a small print: whole head on its paper ground, square with soft corners (a
     circle would cut the hair), a light rim that parts it from the navy of the featured quote. */
  [data-portrait] {
    border-radius: ${({ theme }) => theme.radius.md};
  }
  /* Phones: the portrait beside the name and role (they fill the rest of the row), the logo on the
     line under them. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    [data-portrait] + span {
      flex: 1 1 calc(100% - 4.5rem);
      min-width: 0;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    /* The featured quote is navy: its logo in white, no chip. */
    > :first-child [data-client-logo] {
      padding: 0;
      background: none;
      filter: brightness(0) invert(1);
      opacity: 0.9;
    }
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
 * The `lead` layout. Phones: the quotes whole, side by side in a row to swipe, each card the row's
 * height. From 768 px the first across the width, the others two to a row; from 1024 px the same
 * as Quotes.
 */
const LeadQuotes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  /* Phones: every quote whole, in one row to swipe (CSS scroll snap), the next card peeking in;
     cards a little tighter than on the wall, so the row is no taller than the words need. */
  ${snapRowOnPhones}
  /* The quoted person's portrait (home), as on the wall of /clients. */
  [data-portrait] {
    border-radius: ${({ theme }) => theme.radius.md};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    grid-auto-columns: min(20rem, calc(100vw - 4.5rem));
    [data-portrait] + span {
      flex: 1 1 calc(100% - 4.5rem);
      min-width: 0;
    }
    [data-testimonial] > div {
      padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} 0;
    }
    [data-testimonial] figcaption {
      margin: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
      padding-top: ${({ theme }) => theme.space[3]};
      row-gap: 0;
    }
    [data-testimonial] figcaption img[data-client-logo] {
      height: 1.75rem;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    > * {
      grid-column: span 3;
    }
    > :first-child {
      grid-column: 1 / -1;
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
  layout = 'row',
  portraits = false,
}: ClientTestimonialsProps) {
  const quotes = items.map((client, index) => (
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
  ))
  return (
    <Section
      id={testimonialsSection.id}
      eyebrow={testimonialsSection.eyebrow}
      title={testimonialsSection.title}
      intro={testimonialsSection.intro}
      tone={tone}
    >
      {layout === 'lead' ? (
        <LeadQuotes aria-label={testimonialsSection.listLabel}>{quotes}</LeadQuotes>
      ) : (
        <Quotes $columns={2} tabIndex={0} aria-label={testimonialsSection.listLabel}>
          {quotes}
        </Quotes>
      )}
    </Section>
  )
}
