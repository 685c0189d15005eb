import styled from 'styled-components'
import { clients } from '../../../content/clients'
import { quotePortraitId } from '../../../content/clients/quotePortraits'
import { Reveal } from '../../ui/Reveal'
import { Section, type SectionTone } from '../../ui/Section'
import { SnapRow } from '../../ui/SnapRow'
import { Testimonial } from '../../ui/Testimonial'
import { ILLUSTRATION_SIZE, illustrationUrl } from '../team/teamMember'
import type { Client } from './client'
import { testimonialsSection } from './clientsCopy'

export interface ClientTestimonialsProps {
  /** Whose quotes to show (default: every client). */
  items?: readonly Client[]
  tone?: SectionTone
}

/**
 * From 1024 px an asymmetric grid: the first quote featured, two columns wide and two rows tall on
 * navy, the others beside and below it.
 */
const Quotes = styled(SnapRow)`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > * {
      grid-column: auto;
    }
    > :first-child {
      grid-column: span 2;
      grid-row: span 2;
    }
    /* The featured quote: large type on navy, set in the middle of its space. */
    > :first-child figure {
      background: ${({ theme }) => theme.color.ink};
      border-color: ${({ theme }) => theme.color.ink};
    }
    > :first-child figure > div > svg {
      color: ${({ theme }) => theme.color.brandOnDark};
      fill: none;
    }
    > :first-child blockquote {
      display: flex;
      align-items: center;
      max-width: 32ch;
      font-size: ${({ theme }) => theme.fontSize['3xl']};
      font-weight: 600;
      line-height: ${({ theme }) => theme.lineHeight.tight};
      color: ${({ theme }) => theme.color.textOnDark};
    }
    > :first-child figcaption {
      border-top-color: ${({ theme }) => theme.color.lineOnDark};
      color: ${({ theme }) => theme.color.textOnDarkMuted};
      strong {
        color: ${({ theme }) => theme.color.textOnDark};
      }
      /* A light hairline keeps the portrait's tile crisp on the navy card. */
      > :first-child {
        box-shadow: 0 0 0 1px ${({ theme }) => theme.color.lineOnDark};
      }
      img {
        width: 4.5rem;
        height: 4.5rem;
      }
    }
  }
`

/**
 * Client quotes from the `quote` field of content/clients: on phones a row to swipe through (the
 * list takes focus there, so a keyboard can scroll it too), from 1024 px the first one featured.
 */
export function ClientTestimonials({ items = clients, tone = 'plain' }: ClientTestimonialsProps) {
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
              portrait={{
                src: illustrationUrl(quotePortraitId(client.id)),
                ...ILLUSTRATION_SIZE.portrait,
              }}
            />
          </Reveal>
        ))}
      </Quotes>
    </Section>
  )
}
