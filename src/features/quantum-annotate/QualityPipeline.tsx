import styled from 'styled-components'
import { CountUp } from '../../ui/CountUp'
import { Reveal } from '../../ui/Reveal'
import type { IconStat } from '../offerings/offeringTypes'
import { staggerDelay } from '../offerings/stagger'

/**
 * The annotation page's figures as the quality pipeline they come from: a label passes the
 * annotator, the reviewer and the gold-set check before it is delivered at the agreed accuracy.
 * Each station carries one figure; the last, the accuracy, in the warm accent. A row with arrows
 * from 1024 px; two by two below it.
 */
const Stations = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  counter-reset: station;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
  > li {
    position: relative;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    > li:not(:last-child)::after {
      content: '';
      position: absolute;
      top: 50%;
      right: calc(-1 * ${({ theme }) => theme.space[6]} + 6px);
      width: calc(${({ theme }) => theme.space[6]} - 12px);
      height: 2px;
      background: ${({ theme }) => theme.color.brandOnDark};
    }
  }
`

const Station = styled.div<{ $last: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.cardOnDark};
  border: 1px solid ${({ theme, $last }) => ($last ? theme.color.sun : theme.color.lineOnDark)};
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
  margin-top: ${({ theme }) => theme.space[2]};
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
            <Station $last={last} data-stat-tile="">
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
