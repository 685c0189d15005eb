import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Check,
  PenLine,
  RefreshCw,
  type LucideIcon,
} from 'lucide-react'
import styled from 'styled-components'
import { MockChip, MockLabel, MockMarker, MockWell, MockWindow } from '../offerings/Mock'
import { loopSteps } from './analyticsCopy'

/**
 * The analytics platform's signature: the human-feedback loop as a working screen. The model
 * suggests, an analyst confirms or corrects, the model retrains on the corrections, and the effect
 * is measured, round and round, the four numbered stations of a 3 × 3 grid with arrows in between.
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 1.75rem minmax(0, 1fr);
  grid-template-rows: auto 2.5rem auto;
  gap: ${({ theme }) => theme.space[1]};
  align-items: stretch;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr) 2.5rem minmax(0, 1fr);
    grid-template-rows: auto 4.5rem auto;
  }
  /* From 1024 px the loop is one cell of the capability grid: shorter turns, level with the cards. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-rows: auto 2.75rem auto;
  }
`

const Arrow = styled.span`
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.brandOnDark};
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`

const Hub = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  svg {
    width: 1.1rem;
    height: 1.1rem;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

const Station = styled(MockWell)<{ $hot?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  ${({ $hot, theme }) => ($hot ? `border-color: ${theme.color.sun};` : '')}
  > ${MockChip} {
    align-self: flex-start;
  }
  header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: 700;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: 1.1;
  }
  small {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  /* Phones: the station's name and its one mark; the detail line is for wider screens. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    padding: ${({ theme }) => theme.space[2]};
    small[data-detail] {
      display: none;
    }
  }
`

const Buttons = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`

const Track = styled.span`
  display: block;
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.color.lineOnDark};
  span {
    display: block;
    width: 72%;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.brandOnDark};
  }
`

const Footnote = styled(MockLabel)`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

function Head({ n }: { n: number }) {
  return (
    <header>
      <MockMarker>{n}</MockMarker>
      <span>{loopSteps[n - 1]}</span>
    </header>
  )
}

function Turn({ icon: Icon, area }: { icon: LucideIcon; area: string }) {
  return (
    <Arrow style={{ gridArea: area }}>
      <Icon />
    </Arrow>
  )
}

export function FeedbackLoop() {
  return (
    <MockWindow title="Churn model · feedback" status={<MockChip>Cycle 14</MockChip>} hidden>
      <Grid>
        <Station style={{ gridArea: '1 / 1' }}>
          <Head n={1} />
          <small data-detail="">Customer 4471</small>
          <MockChip $tone="warm">Churn risk 82%</MockChip>
        </Station>
        <Turn icon={ArrowRight} area="1 / 2" />
        <Station style={{ gridArea: '1 / 3' }} $hot>
          <Head n={2} />
          <small data-detail="">“Moved branch, still a customer”</small>
          <Buttons>
            <MockChip $tone="neutral">
              <Check /> Confirm
            </MockChip>
            <MockChip $tone="warm">
              <PenLine /> Correct
            </MockChip>
          </Buttons>
        </Station>
        <Turn icon={ArrowUp} area="2 / 1" />
        <Hub style={{ gridArea: '2 / 2' }}>
          <RefreshCw />
        </Hub>
        <Turn icon={ArrowDown} area="2 / 3" />
        <Station style={{ gridArea: '3 / 1' }}>
          <Head n={4} />
          <strong>+3.1 pts</strong>
          <small>retention against a control group</small>
        </Station>
        <Turn icon={ArrowLeft} area="3 / 2" />
        <Station style={{ gridArea: '3 / 3' }}>
          <Head n={3} />
          <small>v13 · 1,240 corrections</small>
          <Track>
            <span />
          </Track>
        </Station>
      </Grid>
      <Footnote as="p">Every correction becomes training data</Footnote>
    </MockWindow>
  )
}
