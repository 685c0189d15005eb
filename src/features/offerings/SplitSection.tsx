import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Eyebrow, Section, type SectionTone } from '../../ui/Section'

/**
 * An editorial section: the heading block on the left (it stays in view while a long column
 * scrolls past it) and the content on the right from 1024 px; on phones the heading sits left-aligned
 * above the content. The alternative to the centred label → heading → cards stack, so a page's
 * sections do not all read alike (docs/ART-DIRECTION.md §4).
 */
const Grid = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: ${({ $wide }) =>
      $wide ? 'minmax(0, 4fr) minmax(0, 8fr)' : 'minmax(0, 5fr) minmax(0, 7fr)'};
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`

const Head = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
  > p:last-child {
    margin-bottom: 0;
  }
`

const Lead = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  section[data-tone='dark'] &,
  section[data-tone='brand'] & {
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
`

export interface SplitSectionProps {
  id: string
  tone?: SectionTone
  eyebrow?: ReactNode
  /** The section's heading; also its accessible name. */
  title: string
  intro?: ReactNode
  /** Under the intro, in the heading column (a link, a figure). */
  aside?: ReactNode
  /** A narrower heading column (4/12 instead of 5/12) for wide content such as a grid. */
  wide?: boolean
  compact?: boolean
  children: ReactNode
}

export function SplitSection({
  id,
  tone,
  eyebrow,
  title,
  intro,
  aside,
  wide = false,
  compact,
  children,
}: SplitSectionProps) {
  return (
    <Section id={id} tone={tone} label={title} compact={compact}>
      <Grid $wide={wide}>
        <Head>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h2 id={`${id}-title`}>{title}</h2>
          {intro && <Lead>{intro}</Lead>}
          {aside}
        </Head>
        <div>{children}</div>
      </Grid>
    </Section>
  )
}
