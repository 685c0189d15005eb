import styled from 'styled-components'
import { theme } from '../../theme/tokens'
import { OpeningPanel } from '../../ui/OpeningPanel'
import { ScreenActions, ScreenReasons } from '../../ui/ScreenParts'
import type {
  CaseScreen as CaseScreenData,
  LanesScreen,
  QueueScreen,
  ScreenFocus,
  ScreenLane,
} from './caseStudy'

/**
 * The picture of a case study's opening: one screen of what was built (content/clients, `screen`),
 * in the opening panel's frame like the industry pages' mock-ups: an analyst's alert queue, a
 * branch's loan triage, a tutor's list of students at risk. Real text at real sizes (never below
 * 12 px); to assistive technology the whole is one image named by the record's `label`, and
 * nothing in it is a control. Plain HTML and CSS, no script.
 */

const c = theme.color

const Screen = styled.div`
  container: case-screen / inline-size;
  font-size: ${theme.fontSize.xs};
  @media (max-width: ${theme.breakpoint.lg - 1}px) {
    [data-opening-panel] {
      max-width: none;
    }
  }
`

const Queue = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  @container case-screen (min-width: 500px) {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    align-items: start;
  }
`

const Caption = styled.p`
  margin: 0 0 ${theme.space[2]};
  font-weight: 600;
  color: ${c.textOnDarkMuted};
`

const Rows = styled.ol`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space[2]};
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${c.lineOnDark};
    border-radius: ${theme.radius.sm};
    line-height: 1.3;
    color: ${c.textOnDarkMuted};
  }
  b,
  li > span > span {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  b {
    font-size: 0.8125rem;
    color: ${c.textOnDark};
    font-variant-numeric: tabular-nums;
  }
  /* The value: a score or a status, in the data colour. */
  em {
    font-style: normal;
    font-weight: 700;
    color: ${c.brandOnDark};
    font-variant-numeric: tabular-nums;
  }
  li[data-flag] {
    border-color: ${c.sun};
    border-left-width: 3px;
    background: ${c.panelOnDark};
    em {
      color: ${c.sunOnDark};
    }
  }
  /* Phones: three rows are enough to read it as a queue. */
  @container case-screen (max-width: 420px) {
    li:nth-child(n + 4) {
      display: none;
    }
  }
`

const Focus = styled.div`
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[4]};
  border: 1px solid ${c.lineOnDark};
  border-left: 3px solid ${c.sun};
  border-radius: ${theme.radius.md};
  background: ${c.panelOnDark};
  color: ${c.textOnDarkMuted};
  p {
    margin: 0;
  }
  .kicker {
    font-weight: 700;
    color: ${c.sunOnDark};
  }
  .title {
    margin-top: ${theme.space[1]};
    font-size: ${theme.fontSize.md};
    font-weight: 700;
    line-height: 1.3;
    color: ${c.textOnDark};
    font-variant-numeric: tabular-nums;
  }
`

const LanesLayout = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`

const Lanes = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[3]};
`

const LANE_TONE = {
  go: c.brandOnDark,
  check: c.textOnDarkMuted,
  hold: c.sunOnDark,
} as const

const Lane = styled.div<{ $tone: ScreenLane['tone'] }>`
  display: grid;
  align-content: start;
  gap: ${theme.space[2]};
  > p {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${theme.space[2]};
    margin: 0;
    padding-bottom: ${theme.space[1]};
    border-bottom: 2px solid ${({ $tone }) => LANE_TONE[$tone]};
    font-weight: 700;
    color: ${c.textOnDark};
  }
  > p span {
    color: ${({ $tone }) => LANE_TONE[$tone]};
    font-variant-numeric: tabular-nums;
  }
  ul {
    display: grid;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${c.lineOnDark};
    border-radius: ${theme.radius.sm};
    background: ${({ $tone }) => ($tone === 'hold' ? c.panelOnDark : 'transparent')};
    border-left: 3px solid ${({ $tone }) => LANE_TONE[$tone]};
    line-height: 1.35;
    color: ${c.textOnDarkMuted};
  }
  b {
    display: block;
    font-size: 0.8125rem;
    color: ${c.textOnDark};
    font-variant-numeric: tabular-nums;
  }
  /* Phones: the lanes are a strip of names and counts above the open card. */
  @container case-screen (max-width: 459px) {
    > p {
      flex-direction: column;
      gap: 0;
    }
    > p span {
      font-size: ${theme.fontSize.lg};
    }
    ul {
      display: none;
    }
  }
`

function FocusCard({ focus }: { focus: ScreenFocus }) {
  return (
    <Focus>
      <p className="kicker">{focus.kicker}</p>
      <p className="title">{focus.title}</p>
      <p>{focus.detail}</p>
      <ScreenReasons>
        {focus.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ScreenReasons>
      <ScreenActions>
        <span>{focus.actions[0]}</span>
        <span>{focus.actions[1]}</span>
      </ScreenActions>
    </Focus>
  )
}

function QueueView({ screen }: { screen: QueueScreen }) {
  return (
    <Queue>
      <div>
        <Caption>{screen.caption}</Caption>
        <Rows>
          {screen.rows.map((row) => (
            <li key={row.label} data-flag={row.flag ? '' : undefined}>
              <span>
                <b>{row.label}</b>
                <span>{row.detail}</span>
              </span>
              <em>{row.value}</em>
            </li>
          ))}
        </Rows>
      </div>
      <FocusCard focus={screen.focus} />
    </Queue>
  )
}

function LanesView({ screen }: { screen: LanesScreen }) {
  return (
    <LanesLayout>
      <Lanes>
        {screen.lanes.map((lane) => (
          <Lane key={lane.name} $tone={lane.tone}>
            <p>
              {lane.name} <span>{lane.count}</span>
            </p>
            <ul>
              {lane.items.map((item) => (
                <li key={item.label}>
                  <b>{item.label}</b>
                  {item.detail}
                </li>
              ))}
            </ul>
          </Lane>
        ))}
      </Lanes>
      <FocusCard focus={screen.focus} />
    </LanesLayout>
  )
}

export function CaseScreen({ screen, seed }: { screen: CaseScreenData; seed: string }) {
  return (
    <Screen role="img" aria-label={screen.label} data-case-screen={screen.kind}>
      <OpeningPanel title={screen.title} meta={screen.meta} seed={seed}>
        {screen.kind === 'queue' ? <QueueView screen={screen} /> : <LanesView screen={screen} />}
      </OpeningPanel>
    </Screen>
  )
}
