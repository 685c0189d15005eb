import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Section } from '../../ui/Section'
import { Reveal } from '../../ui/Reveal'
import { ActionRow } from './ActionButtons'
import type { CtaCopy } from './offeringTypes'

/**
 * On phones each button grows to fill its line: two that fit share the row in equal measure, two
 * that do not become a tidy stack of full-width buttons, not one left hanging under the other.
 */
const Actions = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    a {
      flex: 1 1 auto;
    }
  }
`

/**
 * A quieter second offer under the buttons (e.g. the research archive on /services): a dotted rule,
 * then one line of its own, so the page ends on one band instead of a thin section before it.
 */
const Footnote = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 2px dotted ${({ theme }) => theme.color.brandOnDark};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: center;
  text-align: center;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  p {
    margin: 0;
    max-width: 60ch;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    justify-items: start;
    text-align: start;
    gap: ${({ theme }) => theme.space[5]};
  }
`

/**
 * The printed sheet's close (the pages that open on paper): the offer set as the foot of a sheet,
 * a double rule over it like a letterhead's, the title and its line on the left, the buttons on the
 * right, a perforated, punched strip along its foot.
 */
const Sheet = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]}
    ${({ theme }) => theme.space[7]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px double ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
  p {
    margin: 0;
    max-width: 52ch;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* The tractor-feed foot of a printed sheet: a row of punched holes along its lower edge. */
  position: relative;
  margin-bottom: ${({ theme }) => theme.space[2]};
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 ${({ theme }) => theme.space[3]};
    height: 10px;
    border-top: 1px dashed ${({ theme }) => theme.color.border};
    background: radial-gradient(
        circle at 8px 7px,
        ${({ theme }) => theme.color.surfaceAlt} 3px,
        transparent 3.5px
      )
      0 0 / 16px 10px repeat-x;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: end;
    column-gap: ${({ theme }) => theme.space[7]};
    padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[7]}
      ${({ theme }) => theme.space[8]};
    > :nth-child(2) > div {
      justify-content: flex-end;
    }
  }
`

/**
 * The road's close (/mlops opens on the model's road from notebook to production): on navy, the
 * title and line on the left, the buttons on the right where the road arrives, the road drawn
 * across under them ending at a teal milestone.
 */
const RoadClose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
  p {
    margin: 0;
    max-width: 52ch;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: end;
    column-gap: ${({ theme }) => theme.space[7]};
    > :nth-child(2) > div {
      justify-content: flex-end;
    }
  }
`

const Road = styled.div`
  grid-column: 1 / -1;
  position: relative;
  height: 1.5rem;
  margin-top: ${({ theme }) => theme.space[3]};
  /* The carriageway, its kerbs and the dashed centre line. */
  background:
    linear-gradient(
        ${({ theme }) => theme.color.brandOnDark},
        ${({ theme }) => theme.color.brandOnDark}
      )
      left center / 100% 2px no-repeat,
    ${({ theme }) => theme.color.inkSoft};
  border-block: 1px solid ${({ theme }) => theme.color.lineOnDark};
  &::before {
    content: '';
    position: absolute;
    inset: 50% 2rem auto 0;
    height: 2px;
    translate: 0 -50%;
    background: repeating-linear-gradient(
      90deg,
      ${({ theme }) => theme.color.inkSoft} 0 1.25rem,
      transparent 1.25rem 2.25rem
    );
  }
  /* The milestone: where the road arrives. */
  &::after {
    content: '';
    position: absolute;
    right: 0;
    top: 50%;
    width: 1.25rem;
    height: 1.25rem;
    translate: 0 -50%;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brandOnDark};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.color.ink};
  }
`

/**
 * Which close a page takes, echoing its opening: `band` (the teal band, centred), `sheet` (the foot
 * of a printed sheet, for pages that open on paper) or `road` (navy with the road, for /mlops).
 */
export type CtaVariant = 'band' | 'sheet' | 'road'

export interface CtaBandProps extends CtaCopy {
  id: string
  children?: ReactNode
  /** A quieter second offer under the buttons, after a dotted rule. */
  footnote?: ReactNode
  variant?: CtaVariant
}

/** The closing call to action of a page: the teal band, a printed sheet's foot or the road. */
export function CtaBand({
  id,
  title,
  text,
  actions,
  children,
  footnote,
  variant = 'band',
}: CtaBandProps) {
  if (variant !== 'band') {
    const sheet = variant === 'sheet'
    const Frame = sheet ? Sheet : RoadClose
    return (
      <Section id={id} tone={sheet ? 'alt' : 'dark'} label={title}>
        <Reveal>
          <Frame data-close={variant}>
            <div>
              <h2 id={`${id}-title`}>{title}</h2>
              <p>{text}</p>
            </div>
            <Actions>
              <ActionRow actions={actions} onDark={!sheet} size="lg" />
            </Actions>
            {children}
            {!sheet && <Road aria-hidden="true" />}
          </Frame>
        </Reveal>
      </Section>
    )
  }
  return (
    <Section id={id} tone="brand" title={title} intro={text}>
      <Reveal>
        {children}
        <Actions>
          <ActionRow actions={actions} onDark center size="lg" />
        </Actions>
        {footnote && <Footnote>{footnote}</Footnote>}
      </Reveal>
    </Section>
  )
}
