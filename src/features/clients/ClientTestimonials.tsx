import { clients } from '../../../content/clients'
import { Reveal } from '../../ui/Reveal'
import { Section, type SectionTone } from '../../ui/Section'
import { SnapRow } from '../../ui/SnapRow'
import { Testimonial } from '../../ui/Testimonial'
import type { Client } from './client'
import { testimonialsSection } from './clientsContent'

export interface ClientTestimonialsProps {
  /** Whose quotes to show (default: every client). */
  items?: readonly Client[]
  tone?: SectionTone
}

/**
 * Client quotes from the `quote` field of content/clients: three to a row on wide screens, a row to
 * swipe through on phones (the list takes focus there, so a keyboard can scroll it too).
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
      <SnapRow $columns={3} tabIndex={0} aria-label={testimonialsSection.listLabel}>
        {items.map((client, index) => (
          <Reveal as="li" key={client.id} delay={0.05 + (index % 3) * 0.05}>
            <Testimonial
              text={client.quote.text}
              person={client.quote.person}
              role={client.quote.role}
              organisation={client.name}
              index={index}
            />
          </Reveal>
        ))}
      </SnapRow>
    </Section>
  )
}
