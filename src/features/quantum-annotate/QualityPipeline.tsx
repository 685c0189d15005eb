import styled from 'styled-components'
import { CountUp } from '../../ui/CountUp'
import { Reveal } from '../../ui/Reveal'
import type { IconStat } from '../offerings/offeringTypes'
import { staggerDelay } from '../offerings/stagger'

/**
 * The annotation page's figures as the quality pipeline they come from: a label passes the
 * annotator, the reviewer and the gold-set check before it is delivered at the agreed accuracy.
 * Each station carries one figure, numbered as the review sheet beside it; the last, the accuracy,
 * in the warm accent. A ruled list, not a row of cards: station over figure and label, one hairline
 * between stations; two columns of it on tablets, one down beside the sheet from 1024 px.
 */
const Stations = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
      theme.breakpoint.lg - 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[6]};
  }
`

/** One station: its number and name over the figure, the label and context beside the figure. */
const Station = styled.div`
  display: grid;
  grid-template-columns: 6.5rem minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[4]} 0;
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 8.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[5]};
  }
  > :first-child {
    grid-column: 1 / -1;
  }
  > :nth-child(2) {
    grid-row: 2 / span 2;
    margin-top: 0;
  }
  > :nth-child(n + 3) {
    grid-column: 2;
  }
  > :nth-child(3) {
    padding-top: 0.35rem;
  }
`

const Step = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  svg {
    width: 1.1rem;
    height: 1.1rem;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

const Value = styled.span<{ $last: boolean }>`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: 800;
  line-height: 1.05;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $last }) => ($last ? theme.color.sunOnDark : theme.color.textOnDark)};
`

const Label = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.color.textOnDark};
`

const Context = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

export function QualityPipeline({
  stations,
}: {
  stations: readonly (IconStat & { station: string })[]
}) {
  return (
    <Stations>
      {stations.map(({ station, icon: Icon, value, label, context }, i) => {
        const last = i === stations.length - 1
        return (
          <Reveal as="li" key={label} delay={staggerDelay(i)}>
            <Station data-stat-tile="">
              <Step>
                <Icon aria-hidden="true" />
                {i + 1} · {station}
              </Step>
              <Value $last={last}>
                <CountUp value={value} />
              </Value>
              <Label>{label}</Label>
              {context && <Context>{context}</Context>}
            </Station>
          </Reveal>
        )
      })}
    </Stations>
  )
}
