import type { ReactNode } from 'react'
import { Reveal } from '../../ui/Reveal'
import { Section, type SectionLayout, type SectionTone } from '../../ui/Section'
import type { SectionCopy } from './offeringTypes'

/**
 * A section of a product page from its copy: heading block laid out as asked, content faded and
 * slid in on load (CSS only, see Reveal).
 */
export function ProductSection({
  copy,
  tone = 'plain',
  layout = 'stack',
  center = false,
  wide = false,
  children,
}: {
  copy: SectionCopy
  tone?: SectionTone
  layout?: SectionLayout
  center?: boolean
  wide?: boolean
  children: ReactNode
}) {
  return (
    <Section
      id={copy.id}
      tone={tone}
      layout={layout}
      center={center}
      wide={wide}
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
    >
      <Reveal>{children}</Reveal>
    </Section>
  )
}
