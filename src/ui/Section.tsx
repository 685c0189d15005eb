import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Container } from './Container'
import { labelText } from './labelText'
import { pindoStripe } from './Motif'

export type SectionTone = 'plain' | 'alt' | 'dark' | 'brand'

/**
 * Where the heading block sits (docs/ART-DIRECTION.md §4: not every section is centred):
 * - `stack` (default): above the content, centred or left-aligned (`center`);
 * - `inline`: above the content, the title on the left and the intro beside it on the right, for a
 *   grid of cards that needs the whole width;
 * - `split`: an editorial column on the left (it stays in view while the content scrolls past on
 *   wide screens) and the content on the right, for a list, a story or a form.
 */
export type SectionLayout = 'stack' | 'inline' | 'split'

/**
 * What every section shares. (Two neighbouring bands of one colour get a hairline between them:
 * a site-wide rule in GlobalStyle, keyed on `data-tone`, since not every band is a Section.)
 */
const Band = styled.section`
  position: relative;
`

/*
 * A dark band that closes the page would run straight into the navy footer: a kanga border (pindo)
 * along its foot keeps the two apart. Only dark tones carry the rule, so other pages pay nothing.
 */
const closingBorder = css`
  main > &:last-child::after {
    ${pindoStripe}
  }
`

const Wrapper = styled(Band)<{ $tone: SectionTone; $compact: boolean; $phoneFlush: boolean }>`
  padding: ${({ theme, $compact }) => ($compact ? theme.space[7] : theme.space[8])} 0;
  ${({ theme, $phoneFlush }) =>
    $phoneFlush &&
    css`
      @media (max-width: ${theme.breakpoint.md - 1}px) {
        padding-top: ${theme.space[4]};
      }
    `}
  ${({ $tone }) => ($tone === 'dark' || $tone === 'brand') && closingBorder}
  ${({ theme, $tone }) => {
    switch ($tone) {
      case 'alt':
        return css`
          background: ${theme.color.surfaceAlt};
        `
      case 'dark':
        return css`
          background: ${theme.color.ink};
          color: ${theme.color.textOnDark};
          h2,
          h3 {
            color: ${theme.color.textOnDark};
          }
          a:not([data-button]) {
            color: ${theme.color.textOnDark};
          }
        `
      case 'brand':
        return css`
          background: linear-gradient(135deg, ${theme.color.brandStrong}, ${theme.color.ink});
          color: ${theme.color.textOnDark};
          h2,
          h3 {
            color: ${theme.color.textOnDark};
          }
        `
      default:
        return css`
          background: ${theme.color.surface};
        `
    }
  }}
`

/* The lead is read, not skimmed past: body colour (not grey) at a readable measure. */
const Lead = styled.p`
  max-width: 60ch;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.text};
  section[data-tone='dark'] &,
  section[data-tone='brand'] & {
    color: ${({ theme }) => theme.color.textOnDark};
  }
`

const Header = styled.header<{ $center: boolean; $layout: SectionLayout; $phoneFlush: boolean }>`
  max-width: 46rem;
  /* Centred: auto sides; left-aligned: flush with the content below it. Space below either way. */
  margin: 0 ${({ $center }) => ($center ? 'auto' : '0')} ${({ theme }) => theme.space[6]};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  ${({ theme, $layout }) =>
    $layout === 'inline'
      ? css`
          max-width: none;
          @media (min-width: ${theme.breakpoint.md}px) {
            display: grid;
            grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
            gap: ${theme.space[4]} ${theme.space[7]};
            align-items: end;
            ${Lead}, h2 {
              margin: 0;
            }
          }
        `
      : $layout === 'split'
        ? css`
            @media (min-width: ${theme.breakpoint.lg}px) {
              position: sticky;
              top: calc(${theme.layout.headerHeight} + ${theme.space[6]});
              margin: 0;
            }
          `
        : ''}
  /* Phones, where the opening right above has said it: the heading is kept for screen readers only
     and the content follows the opening at once. */
  ${({ theme, $phoneFlush }) =>
    $phoneFlush &&
    css`
      @media (max-width: ${theme.breakpoint.md - 1}px) {
        position: absolute;
        width: 1px;
        height: 1px;
        margin: 0;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
    `}
`

/**
 * The split layout's two columns: the heading block (5/12, or 4/12 when `wide`) and the content,
 * from 1024 px, or from 768 px (`$fromTablet`) where stacking would leave the tablet page taller
 * than the phone's.
 */
const SplitGrid = styled.div<{ $wide: boolean; $fromTablet: boolean }>`
  @media (min-width: ${({ theme, $fromTablet }) =>
      $fromTablet ? theme.breakpoint.md : theme.breakpoint.lg}px) {
    display: grid;
    grid-template-columns: ${({ $wide }) =>
      $wide ? 'minmax(0, 4fr) minmax(0, 8fr)' : 'minmax(0, 5fr) minmax(0, 7fr)'};
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
  /* On a tablet two equal columns: the heading keeps to fewer lines. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
      theme.breakpoint.lg - 1}px) {
    ${({ $fromTablet }) => $fromTablet && `grid-template-columns: 1fr 1fr;`}
  }
`

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  ${labelText}
`

/*
 * The signature of every section (docs/ART-DIRECTION.md §3, §4): a running head, like a printed
 * report's section marker. A hairline across the container with the section's number (a CSS
 * counter, in order down the page) and its label set on it. Centred closing bands leave it out.
 */
const RunningHead = styled.div<{ $phoneFlush: boolean; $bare: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  ${labelText}
  counter-increment: section-head;
  &::before {
    content: counter(section-head, decimal-leading-zero);
    /* The number is for the eye (the label is the words): assistive technology skips it. */
    content: counter(section-head, decimal-leading-zero) / '';
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.04em;
  }
  /* The rule runs from the label to the container's edge. */
  &::after {
    content: '';
    flex: 1;
    min-width: ${({ theme }) => theme.space[6]};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  section[data-tone='dark'] &::before,
  section[data-tone='brand'] &::before {
    color: ${({ theme }) => theme.color.textOnDark};
  }
  section[data-tone='dark'] &::after,
  section[data-tone='brand'] &::after {
    border-color: ${({ theme }) => theme.color.lineOnDark};
  }
  section[data-tone='dark'] & {
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  /* A section without a label keeps the rule but takes no number: a bare numeral reads as a
     fault (critique 15 #9), and the numbers count the labelled sections only. */
  ${({ $bare }) =>
    $bare &&
    css`
      counter-increment: none;
      &::before {
        content: none;
      }
    `}
  /* Phones: one tight line (a phone page is long enough; the rule is the divider). */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    margin-bottom: ${({ theme }) => theme.space[3]};
    line-height: 1;
    ${({ $phoneFlush }) => $phoneFlush && 'display: none;'}
  }
`

/* Left-aligned and strong: the section's one sentence, in ink, set tight. */
const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: 800;
  letter-spacing: -0.02em;
`

export interface SectionProps {
  id?: string
  tone?: SectionTone
  eyebrow?: ReactNode
  title?: ReactNode
  intro?: ReactNode
  /**
   * Centre the heading block, without a running head: the exception, for a closing band (default:
   * true on the `brand` tone, false otherwise; `inline` and `split` are always left-aligned).
   */
  center?: boolean
  /** Where the heading block sits (see SectionLayout); `stack` by default. */
  layout?: SectionLayout
  compact?: boolean
  /** Split layout: a narrower heading column (4/12 instead of 5/12) for wide content such as a grid. */
  wide?: boolean
  /** Split layout: two columns from 768 px instead of 1024 px (short content beside its heading). */
  splitOnTablets?: boolean
  /** Split layout: under the intro, in the heading column (a link, a figure). */
  aside?: ReactNode
  children?: ReactNode
  /** Accessible name when there is no visible title. */
  label?: string
  /**
   * Phones only: the heading block is read but not shown, and the section starts close under the
   * opening (whose first screen it completes, such as /industries' sector cards).
   */
  flushOnPhones?: boolean
}

/**
 * A page section: a landmark-free `<section>` with an optional heading block. When `title` is set the
 * section is labelled by it, so screen-reader users can jump between sections by name.
 */
export function Section({
  id,
  tone = 'plain',
  eyebrow,
  title,
  intro,
  center,
  layout = 'stack',
  compact = false,
  wide = false,
  splitOnTablets = false,
  aside,
  children,
  label,
  flushOnPhones = false,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined
  const centred = (center ?? tone === 'brand') && layout === 'stack'
  /* A titled section that is not a centred band opens on its running head (the label, if any, set
     on the rule); a centred band keeps the eyebrow over its title. */
  const ruled = !centred && Boolean(title)
  const heading = (
    <>
      {eyebrow && !ruled && <Eyebrow>{eyebrow}</Eyebrow>}
      {title && <SectionTitle id={headingId}>{title}</SectionTitle>}
    </>
  )
  const header = (eyebrow || title || intro) && (
    <Header $center={centred} $layout={layout} $phoneFlush={flushOnPhones}>
      {/* Inline: the eyebrow and title make the left cell, the intro the right. */}
      {layout === 'inline' ? <div>{heading}</div> : heading}
      {intro && <Lead>{intro}</Lead>}
      {layout === 'split' && aside}
    </Header>
  )
  return (
    <Wrapper
      id={id}
      $tone={tone}
      $compact={compact}
      $phoneFlush={flushOnPhones}
      data-tone={tone}
      data-ruled={(ruled && !flushOnPhones) || undefined}
      aria-labelledby={title && headingId ? headingId : undefined}
      aria-label={!title ? label : undefined}
    >
      <Container>
        {ruled && (
          <RunningHead
            $phoneFlush={flushOnPhones}
            $bare={!eyebrow}
            aria-hidden={eyebrow ? undefined : true}
            data-running-head=""
          >
            {eyebrow}
          </RunningHead>
        )}
        {layout === 'split' ? (
          <SplitGrid $wide={wide} $fromTablet={splitOnTablets}>
            {header}
            <div>{children}</div>
          </SplitGrid>
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </Container>
    </Wrapper>
  )
}
