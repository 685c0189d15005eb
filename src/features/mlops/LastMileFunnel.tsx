import { CornerDownRight } from 'lucide-react'
import styled from 'styled-components'
import { MockChip, MockLabel, MockMarker } from '../offerings/Mock'
import { funnel } from './mlopsCopy'

/**
 * /mlops's signature: the last mile as a funnel. Models that work in a notebook thin out at each
 * stage on the way to business use, and at each leak the number of the solution that closes it.
 * The bars are drawn to show the shape, not measured; the one figure is the spec's share that never
 * gets there, which the section's text states.
 */
/*
 * A navy plate without window chrome (round 8: the three dots and title bar were only a frame; the
 * section is light, so the plate carries the drawing's ground), its title as a caption over a rule.
 */
const Plate = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.textOnDark};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  }
  > p:first-child {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 700;
    color: ${({ theme }) => theme.color.textOnDark};
  }
`

const Stages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

const Stage = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`

const Name = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: 700;
`

const Bar = styled.span<{ $share: number; $range?: number }>`
  position: relative;
  display: block;
  height: 0.875rem;
  border-radius: 4px;
  background: ${({ theme }) => theme.color.lineOnDark};
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    border-radius: inherit;
  }
  &::before {
    width: ${({ $share }) => $share}%;
    background: ${({ theme }) => theme.color.markBar};
  }
  &::after {
    ${({ $range, $share, theme }) =>
      $range
        ? `left: ${$share}%; width: ${$range - $share}%;
           background: repeating-linear-gradient(135deg, ${theme.color.sun} 0 4px, transparent 4px 8px);`
        : 'display: none;'}
  }
`

const Leak = styled.li`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.sunOnDark};
  font-size: ${({ theme }) => theme.fontSize.sm};
  > svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
  > span:last-child {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin-left: auto;
    color: ${({ theme }) => theme.color.brandOnDark};
    font-weight: 700;
  }
`

export function LastMileFunnel() {
  return (
    <Plate aria-hidden="true">
      <p>From notebook to business use</p>
      <Stages>
        {funnel.map(({ stage, share, range, leak, closedBy }) => (
          <Stage key={stage}>
            <Name>
              {stage}
              {range && <MockChip $tone="warm">Only 10–{range}% get here</MockChip>}
            </Name>
            <Bar $share={share} $range={range} />
            {leak && closedBy && (
              <ul style={{ listStyle: 'none', margin: '0.25rem 0 0', padding: 0 }}>
                <Leak>
                  <CornerDownRight />
                  {leak}
                  <span>
                    <MockMarker>{closedBy.n}</MockMarker>
                    {closedBy.name}
                  </span>
                </Leak>
              </ul>
            )}
          </Stage>
        ))}
      </Stages>
      <MockLabel as="p" style={{ margin: '1rem 0 0' }}>
        Bars show the shape, not a measurement
      </MockLabel>
    </Plate>
  )
}
