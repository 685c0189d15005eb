import styled, { css } from 'styled-components'
import { CountUp } from '../../ui/CountUp'
import { Reveal } from '../../ui/Reveal'
import type { IconStat } from './offeringTypes'
import { staggerDelay } from './stagger'

/**
 * Figures read as a ruled row, not as boxed tiles: each figure, its label, and the sentence that says
 * what it measures. Two a row on phones and tablets, four from 1024 px; a row's items share one
 * height (the grid stretches them), so rules line up when a context sentence wraps.
 */
const List = styled.ul<{ $onDark: boolean; $pairs: boolean; $lead: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(${({ $pairs }) => ($pairs ? 2 : 4)}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
  > li > div {
    height: 100%;
  }
  ${({ $lead, theme }) =>
    $lead &&
    css`
      /* The lead variant: the first figure as the statement across the row, the others a quieter
         row of three under it (three across on phones too: short figures, short labels). */
      && {
        grid-template-columns: repeat(3, minmax(0, 1fr));
        gap: ${theme.space[5]} ${theme.space[3]};
      }
      > li:first-child {
        grid-column: 1 / -1;
      }
      > li:first-child [data-stat-tile] {
        flex-flow: row wrap;
        align-items: baseline;
        column-gap: ${theme.space[4]};
        border-top-width: 4px;
        /* The icon alone on the first line (its margin takes the rest), the context on the last. */
        > svg {
          flex: none;
          margin-inline-end: calc(100% - 1.25rem);
        }
        > span:nth-of-type(3) {
          flex-basis: 100%;
        }
        > span:nth-of-type(1) {
          font-size: clamp(3.5rem, 2.4rem + 5vw, 6rem);
          line-height: 1;
          letter-spacing: -0.03em;
        }
        > span:nth-of-type(2) {
          font-size: ${theme.fontSize.xl};
        }
      }
      > li:not(:first-child) [data-stat-tile] {
        border-top-width: 1px;
        > span:nth-of-type(1) {
          font-size: ${theme.fontSize['2xl']};
        }
        > span:nth-of-type(2) {
          font-size: ${theme.fontSize.sm};
          font-weight: 600;
        }
      }
    `}
`

const Item = styled.div<{ $onDark: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  box-sizing: border-box;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 3px solid
    ${({ theme, $onDark }) => ($onDark ? theme.color.brandOnDark : theme.color.brand)};
  svg {
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme, $onDark }) => ($onDark ? theme.color.brandOnDark : theme.color.brand)};
  }
`

const Value = styled.span<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: 800;
  line-height: 1.05;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.textOnDark : theme.color.ink)};
`

const Label = styled.span<{ $onDark: boolean }>`
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.textOnDark : theme.color.text)};
`

const Context = styled.span<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.xs};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.textOnDarkMuted : theme.color.textMuted)};
`

/** Figures with what each one measures; they count up like the stat tiles, final value in the HTML. */
export function ContextStats({
  items,
  onDark = false,
  pairs = false,
  lead = false,
}: {
  items: readonly IconStat[]
  onDark?: boolean
  /** Two a row at every width (beside a heading column). */
  pairs?: boolean
  /** The first figure as the statement, the others a quieter row of three under it. */
  lead?: boolean
}) {
  return (
    <List $onDark={onDark} $pairs={pairs} $lead={lead}>
      {items.map(({ icon: Icon, value, label, context }, i) => (
        <Reveal as="li" key={label} delay={staggerDelay(i)}>
          <Item $onDark={onDark} data-stat-tile="">
            <Icon aria-hidden="true" />
            <Value $onDark={onDark}>
              <CountUp value={value} />
            </Value>
            <Label $onDark={onDark}>{label}</Label>
            {context && <Context $onDark={onDark}>{context}</Context>}
          </Item>
        </Reveal>
      ))}
    </List>
  )
}
