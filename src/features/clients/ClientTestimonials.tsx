import { clients } from '../../../content/clients'
import { CardGrid } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { Section, type SectionTone } from '../../ui/Section'
import { Testimonial } from '../../ui/Testimonial'
import type { Client } from './client'
import { testimonialsSection } from './clientsContent'

export interface ClientTestimonialsProps {
  /** Whose quotes to show (default: every client). */
  items?: readonly Client[]
  tone?: SectionTone
}

/** Client quotes from the `quote` field of content/clients, three to a row on wide screens. */
export function ClientTestimonials({ items = clients, tone = 'plain' }: ClientTestimonialsProps) {
  return (
    <Section
      id={testimonialsSection.id}
      eyebrow={testimonialsSection.eyebrow}
      title={testimonialsSection.title}
      intro={testimonialsSection.intro}
      tone={tone}
    >
      <CardGrid $columns={3}>
        {items.map((client, index) => (
          <Reveal key={client.id} delay={0.05 + (index % 3) * 0.05}>
            <Testimonial
              text={client.quote.text}
              person={client.quote.person}
              role={client.quote.role}
              organisation={client.name}
              index={index}
            />
          </Reveal>
        ))}
      </CardGrid>
    </Section>
  )
}
