import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Container } from './Container'
import { Eyebrow } from './Section'
import { pindoFoot } from './Motif'

/**
 * The openings of the inner pages, one system in two shapes:
 * - `banner` (default): the navy opening. With an `aside` (a picture of the page's own: the sector
 *   grid, the reading list, a product mock-up…) the text takes the left and the aside the right from
 *   1024 px, and the aside follows the text on smaller screens.
 * - `editorial`: a light, shorter opening for pages that are read rather than browsed (the FAQ, a
 *   blog category): the title on the left, the lead and actions in a column beside it, a kanga
 *   border (pindo) along its foot. No picture, so nothing is left empty.
 * - `daylight`: the banner's layout (text, then the picture) on the light surface with the kanga
 *   border along its foot, the product mock-up a dark window on it: the product family's second
 *   opening, so neighbours are not mistaken for each other at first sight (/mlops beside
 *   /mlops-devops; /services, /ai-studio, /try-now and /business-analysis beside the navy
 *   Quantum pages).
 *
 * The company and knowledge pages (about, careers, partnerships, clients, industries, blog,
 * resources, glossary) and the articles open with compositions of their own in their feature folders.
 */
export type PageHeroVariant = 'banner' | 'editorial' | 'daylight'

const Wrapper = styled.section<{ $variant: PageHeroVariant }>`
  position: relative;
  overflow: hidden;
  ${({ theme, $variant }) =>
    $variant !== 'banner'
      ? css`
          padding: ${theme.space[7]} 0 calc(${theme.space[7]} + 8px);
          background: ${theme.color.surfaceAlt};
          color: ${theme.color.text};
          /* The pindo band along the foot: the opening's one motif placement. */
          ${pindoFoot}
          h1 {
            color: ${theme.color.ink};
            max-width: 20ch;
          }
        `
      : css`
          /* Phones: a little less air, so the picture under the text reaches the first screen. */
          padding: ${theme.space[7]} 0;
          @media (min-width: ${theme.breakpoint.md}px) {
            padding: ${theme.space[8]} 0;
          }
          /* One teal glow from the top right. */
          background:
            radial-gradient(1200px 400px at 85% -10%, ${theme.color.glowOnDark}, transparent 60%),
            ${theme.color.ink};
          color: ${theme.color.textOnDark};
          h1 {
            color: ${theme.color.textOnDark};
            max-width: 22ch;
          }
          ${Eyebrow} {
            color: ${theme.color.brandOnDark};
          }
        `}
  h1 {
    font-size: ${({ theme }) => theme.fontSize['4xl']};
  }
`

const Grid = styled.div<{ $columns: 'one' | 'aside' | 'editorial' }>`
  display: grid;
  gap: ${({ theme, $columns }) => ($columns === 'editorial' ? theme.space[4] : theme.space[6])};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    ${({ theme, $columns }) =>
      $columns === 'aside'
        ? 'grid-template-columns: 1.2fr 1fr;'
        : $columns === 'editorial'
          ? css`
              grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
              gap: ${theme.space[7]};
              align-items: end;
            `
          : ''}
  }
  /* An aside that leaves phones (it marks itself data-phone="none") takes no row, and no gap. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 0.02}px) {
    > div:has(> [data-phone='none']) {
      display: none;
    }
  }
  > * {
    min-width: 0;
  }
`

const Side = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    padding-left: ${({ theme }) => theme.space[6]};
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
`

const LeadText = styled.div<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.textOnDarkMuted : theme.color.textMuted)};
  max-width: 60ch;
  p {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`

export interface PageHeroProps {
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  /** Buttons (LinkButton, ScrollLink…). */
  actions?: ReactNode
  /** The page's own picture beside the text on wide screens, under it on phones (banner only). */
  aside?: ReactNode
  /**
   * `section` (default): a region named by the h1. `header`: the header of an `<article>` that the
   * h1 names, so the article holds its title and no second region repeats the name.
   */
  as?: 'section' | 'header'
  /** The opening's shape (see PageHeroVariant); `banner` by default. */
  variant?: PageHeroVariant
}

/** The top of an inner page: its one h1, a lead paragraph, calls to action, and a picture or not. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  aside,
  as = 'section',
  variant = 'banner',
}: PageHeroProps) {
  const labelledBy = as === 'section' ? 'page-title' : undefined
  const onDark = variant === 'banner'
  if (variant === 'editorial') {
    return (
      <Wrapper as={as} $variant={variant} aria-labelledby={labelledBy} data-opening="editorial">
        <Container>
          <Grid $columns="editorial">
            <div>
              {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
              <h1 id="page-title">{title}</h1>
            </div>
            {(lead || actions) && (
              <Side>
                {lead && <LeadText $onDark={false}>{lead}</LeadText>}
                {actions}
              </Side>
            )}
          </Grid>
        </Container>
      </Wrapper>
    )
  }
  return (
    <Wrapper
      as={as}
      $variant={variant}
      aria-labelledby={labelledBy}
      data-opening={aside ? 'visual' : 'banner'}
    >
      <Container>
        <Grid $columns={aside ? 'aside' : 'one'}>
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h1 id="page-title">{title}</h1>
            {lead && <LeadText $onDark={onDark}>{lead}</LeadText>}
            {actions}
          </div>
          {aside && <div>{aside}</div>}
        </Grid>
      </Container>
    </Wrapper>
  )
}
