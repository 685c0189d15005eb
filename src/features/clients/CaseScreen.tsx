import styled from 'styled-components'
import { theme } from '../../theme/tokens'
import { OpeningPanel } from '../../ui/OpeningPanel'
import { ScreenActions, ScreenReasons } from '../../ui/ScreenParts'
import type {
  CaseScreen as CaseScreenData,
  FactorsScreen,
  LanesScreen,
  QueueScreen,
  ScreenFocus,
  ScreenLane,
} from './caseStudy'

/**
 * The picture of a case study's opening: one screen of what was built (content/clients, `screen`),
 * in a window frame. Each case has a shape of its own, drawn from its own records, so no two read
 * alike at a glance: an analyst's alert queue beside the open alert (`queue`), a tutor's table of
 * the last fourteen days with a drafted message (`activity`), a scanned invoice with its fields
 * boxed (`document`), an editor's timeline of drafts (`feed`), a release board (`lanes`) and one
 * loan's score explained by its factors (`factors`). Real text at real sizes (12 px or more); to
 * assistive technology the whole is one image named by the record's `label`, and nothing in it is
 * a control. Plain HTML and CSS, no script.
 */

const c = theme.color

const Screen = styled.div`
  container: case-screen / inline-size;
  font-size: ${theme.fontSize.xs};
  [data-opening-panel] {
    max-width: none;
  }
`

/* ---- queue: the list beside the open item ---- */

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
`

const Kicker = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${c.sunOnDark};
`

const FocusTitle = styled.p`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.fontSize.md};
  font-weight: 700;
  line-height: 1.3;
  color: ${c.textOnDark};
  font-variant-numeric: tabular-nums;
`

function Actions({ actions }: { actions: ScreenFocus['actions'] }) {
  return (
    <ScreenActions>
      <span>{actions[0]}</span>
      <span>{actions[1]}</span>
    </ScreenActions>
  )
}

function Reasons({ reasons }: { reasons: readonly string[] }) {
  return (
    <ScreenReasons>
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ScreenReasons>
  )
}

/** The flagged item's card: what was flagged, why, and the two actions open to the person. */
function FocusCard({ focus }: { focus: ScreenFocus }) {
  return (
    <Focus>
      <Kicker>{focus.kicker}</Kicker>
      <FocusTitle>{focus.title}</FocusTitle>
      <p>{focus.detail}</p>
      <Reasons reasons={focus.reasons} />
      <Actions actions={focus.actions} />
    </Focus>
  )
}

function QueueView({ screen }: { screen: QueueScreen }) {
  const { focus } = screen
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
      <FocusCard focus={focus} />
    </Queue>
  )
}

/* ---- activity: fourteen days a row, and the drafted message ---- */

const Activity = styled.div`
  display: grid;
  gap: ${theme.space[4]};
`

const Days = styled.table`
  width: 100%;
  border-collapse: collapse;
  line-height: 1.3;
  color: ${c.textOnDarkMuted};
  th {
    padding: 0 0 ${theme.space[2]};
    font-weight: 600;
    text-align: left;
  }
  th:last-child,
  td:last-child {
    text-align: right;
  }
  td {
    padding: ${theme.space[2]} 0;
    border-top: 1px solid ${c.lineOnDark};
    vertical-align: middle;
  }
  td:first-child {
    width: 34%;
    max-width: 0;
    padding-right: ${theme.space[2]};
  }
  b {
    display: block;
    color: ${c.textOnDark};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    max-width: 12rem;
  }
  em {
    font-style: normal;
    font-weight: 700;
    color: ${c.brandOnDark};
    font-variant-numeric: tabular-nums;
  }
  tr[data-flag] em {
    color: ${c.sunOnDark};
  }
  tr[data-flag] b::before {
    content: '';
    display: inline-block;
    width: 0.5rem;
    height: 0.5rem;
    margin-right: ${theme.space[1]};
    border-radius: 50%;
    background: ${c.sun};
  }
  /* Phones: each row is the name and the risk on one line, its fortnight across the width under
     them; the detail goes (the days tell it). */
  @container case-screen (max-width: 420px) {
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      column-gap: ${theme.space[2]};
    }
    tbody tr {
      padding: ${theme.space[2]} 0;
      border-top: 1px solid ${c.lineOnDark};
    }
    th:nth-child(2),
    td:first-child span {
      display: none;
    }
    td {
      padding: 0;
      border-top: 0;
      min-width: 0;
    }
    td:first-child {
      width: auto;
      max-width: none;
    }
    td:nth-child(2) {
      grid-column: 1 / -1;
      grid-row: 2;
      padding-top: ${theme.space[1]};
    }
  }
`

/** The fortnight as cells: filled when the student was active, outlined when not. */
const Cells = styled.span`
  display: grid;
  grid-template-columns: repeat(14, minmax(0, 1fr));
  gap: 3px;
  max-width: 17rem;
  i {
    aspect-ratio: 1;
    min-width: 0.5rem;
    border-radius: 2px;
    border: 1px solid ${c.lineOnDark};
  }
  i[data-on] {
    border-color: transparent;
    background: ${c.brandOnDark};
    opacity: 0.85;
  }
  tr[data-flag] & i:not([data-on]) {
    border-color: ${c.sun};
  }
`

/** The drafted message, as the student would receive it: a chat bubble with its reasons. */
const Draft = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  @container case-screen (min-width: 500px) {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
    column-gap: ${theme.space[4]};
    align-items: start;
  }
`

const Bubble = styled.p`
  position: relative;
  margin: ${theme.space[1]} 0 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.lg} ${theme.radius.lg} ${theme.radius.lg} 2px;
  background: ${c.brand};
  color: ${c.onBrand};
  font-size: ${theme.fontSize.sm};
  line-height: 1.4;
`

function ActivityView({ screen }: { screen: QueueScreen }) {
  const { focus } = screen
  return (
    <Activity>
      <Days>
        <thead>
          <tr>
            <th>{screen.caption}</th>
            <th aria-hidden="true" />
            <th>Risk</th>
          </tr>
        </thead>
        <tbody>
          {screen.rows.map((row) => (
            <tr key={row.label} data-flag={row.flag ? '' : undefined}>
              <td>
                <b>{row.label}</b>
                <span>{row.detail}</span>
              </td>
              <td>
                <Cells>
                  {[...(row.days ?? '')].map((d, i) => (
                    <i key={i} data-on={d === '#' ? '' : undefined} />
                  ))}
                </Cells>
              </td>
              <td>
                <em>{row.value}</em>
              </td>
            </tr>
          ))}
        </tbody>
      </Days>
      <Draft>
        <div>
          <Kicker>{focus.kicker}</Kicker>
          <Bubble>{focus.message}</Bubble>
        </div>
        <div>
          <Reasons reasons={focus.reasons} />
          <Actions actions={focus.actions} />
        </div>
      </Draft>
    </Activity>
  )
}

/* ---- document: the scanned page with its fields boxed ---- */

const Doc = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  @container case-screen (min-width: 500px) {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    align-items: start;
  }
`

/** The scan: a sheet of paper, slightly turned, with the fields found on it outlined. */
const Sheet = styled.div`
  position: relative;
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border-radius: 3px;
  background: ${c.surfaceAlt};
  color: ${c.text};
  box-shadow: ${theme.shadow.lg};
  transform: rotate(-1.2deg);
  > p {
    margin: 0 0 ${theme.space[1]};
    display: flex;
    justify-content: space-between;
    font-weight: 800;
    letter-spacing: 0.12em;
    color: ${c.ink};
  }
  > p span {
    font-weight: 600;
    letter-spacing: 0;
    color: ${c.textMuted};
  }
  /* Printed lines of the invoice, drawn as grey rules. */
  > i {
    display: block;
    height: 0.375rem;
    border-radius: 2px;
    background: ${c.border};
  }
  > i:nth-of-type(2n) {
    width: 70%;
  }
  /* Phones: the invoice's number alone heads the sheet. */
  @container case-screen (max-width: 420px) {
    > p span {
      display: none;
    }
  }
`

const Field = styled.div<{ $flag: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[2]};
  border: 2px solid ${({ $flag }) => ($flag ? c.sun : c.brand)};
  border-radius: 4px;
  background: ${({ $flag }) => ($flag ? c.accentSoft : c.brandSoft)};
  line-height: 1.3;
  span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${c.ink};
  }
  small {
    display: block;
    font-size: inherit;
    color: ${c.textMuted};
  }
  em {
    flex: none;
    font-style: normal;
    font-weight: 700;
    color: ${({ $flag }) => ($flag ? c.accent : c.brandStrong)};
    font-variant-numeric: tabular-nums;
  }
`

function DocumentView({ screen }: { screen: QueueScreen }) {
  const { focus } = screen
  const [number] = screen.title.split(' · ')
  return (
    <Doc>
      <Sheet>
        <p>
          {number?.toUpperCase()} <span>{screen.caption}</span>
        </p>
        {screen.rows.map((row, i) => {
          const [name, value] = row.label.split(' · ')
          return (
            <div key={row.label}>
              <Field $flag={Boolean(row.flag)}>
                <span>
                  <small>{name}</small>
                  {value ?? row.detail}
                </span>
                <em>{row.value}</em>
              </Field>
              {i % 2 === 1 && <i />}
            </div>
          )
        })}
        <i />
        <i />
      </Sheet>
      <FocusCard focus={focus} />
    </Doc>
  )
}

/* ---- feed: a timeline of arrivals, the first one open ---- */

const Feed = styled.ol`
  position: relative;
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0 0 0 4.25rem;
  list-style: none;
  line-height: 1.35;
  color: ${c.textOnDarkMuted};
  /* The rail the items hang from. */
  &::before {
    content: '';
    position: absolute;
    top: 0.4rem;
    bottom: 0.4rem;
    left: 3.2rem;
    border-left: 1px solid ${c.lineOnDark};
  }
  > li {
    position: relative;
  }
  > li > time {
    position: absolute;
    left: -4.25rem;
    top: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  > li::before {
    content: '';
    position: absolute;
    left: calc(-1.05rem - 4px);
    top: 0.3rem;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: ${c.brandOnDark};
  }
  > li[data-flag]::before {
    background: ${c.sun};
  }
  b {
    display: block;
    color: ${c.textOnDark};
  }
  em {
    display: inline-block;
    margin-left: ${theme.space[2]};
    padding: 0 ${theme.space[2]};
    border-radius: ${theme.radius.pill};
    border: 1px solid ${c.lineOnDark};
    font-style: normal;
    font-weight: 600;
    color: ${c.brandOnDark};
  }
  > li[data-flag] em {
    color: ${c.sunOnDark};
    border-color: ${c.sun};
  }
  @container case-screen (max-width: 420px) {
    > li:nth-child(n + 4) {
      display: none;
    }
  }
`

/** The open item: its drafted summary in a quote, its tags and the two buttons. */
const Open = styled.div`
  margin-top: ${theme.space[2]};
  padding: ${theme.space[3]};
  border-left: 3px solid ${c.sun};
  background: ${c.panelOnDark};
  border-radius: 0 ${theme.radius.md} ${theme.radius.md} 0;
  p {
    margin: 0;
  }
  blockquote {
    margin: ${theme.space[1]} 0 0;
    font-size: ${theme.fontSize.sm};
    font-style: italic;
    color: ${c.textOnDark};
  }
`

function FeedView({ screen }: { screen: QueueScreen }) {
  const { focus } = screen
  return (
    <div>
      <Caption>{screen.caption}</Caption>
      <Feed>
        {screen.rows.map((row) => (
          <li key={row.label} data-flag={row.flag ? '' : undefined}>
            <time>{row.time}</time>
            <b>{row.label}</b>
            {row.detail}
            <em>{row.value}</em>
            {row.flag && (
              <Open>
                <Kicker>{focus.kicker}</Kicker>
                <blockquote>{focus.detail}</blockquote>
                <Reasons reasons={focus.reasons} />
                <Actions actions={focus.actions} />
              </Open>
            )}
          </li>
        ))}
      </Feed>
    </div>
  )
}

/* ---- lanes: a release board, the held item as a strip ---- */

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
  /* Phones: one card a lane. */
  @container case-screen (max-width: 459px) {
    li:nth-child(n + 2) {
      display: none;
    }
  }
`

/** The held release as one line under the board: what stopped it, the two buttons at its end. */
const Gate = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px dashed ${c.sun};
  border-radius: ${theme.radius.sm};
  color: ${c.textOnDarkMuted};
  p {
    margin: 0;
    flex: 1 1 14rem;
  }
  b {
    color: ${c.textOnDark};
  }
  > div {
    margin: 0;
  }
`

function LanesView({ screen }: { screen: LanesScreen }) {
  const { focus } = screen
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
      <Gate>
        <p>
          <Kicker as="span">{focus.kicker}:</Kicker> <b>{focus.title}</b> · {focus.detail}
        </p>
        <Actions actions={focus.actions} />
      </Gate>
    </LanesLayout>
  )
}

/* ---- factors: one score explained ---- */

const Factors = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  @container case-screen (min-width: 500px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
    column-gap: ${theme.space[5]};
  }
`

const Score = styled.div`
  color: ${c.textOnDarkMuted};
  p {
    margin: 0;
  }
  > b {
    display: block;
    margin-top: ${theme.space[1]};
    font-size: 2.75rem;
    font-weight: 800;
    line-height: 1;
    color: ${c.textOnDark};
    font-variant-numeric: tabular-nums;
  }
`

/** The 0–1 scale in its three bands (committee, review, approve), the score marked on it. */
const Scale = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 45fr 30fr 25fr;
  gap: 2px;
  margin: ${theme.space[3]} 0 ${theme.space[1]};
  i {
    height: 0.5rem;
    border-radius: 2px;
    background: ${c.lineOnDark};
  }
  i:last-of-type {
    background: ${c.brandOnDark};
  }
  /* The score's mark. */
  s {
    position: absolute;
    top: -0.3rem;
    width: 3px;
    height: 1.1rem;
    margin-left: -1px;
    border-radius: 2px;
    background: ${c.textOnDark};
  }
`

const ScaleLabels = styled.p`
  display: grid;
  grid-template-columns: 45fr 30fr 25fr;
  gap: 2px;
  /* The top band's name on one line, ending at the scale's end. */
  span:last-child {
    justify-self: end;
    white-space: nowrap;
    color: ${c.brandOnDark};
    font-weight: 600;
  }
`

const Bars = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: ${theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1.3fr) minmax(5rem, 1fr) 2.75rem;
    align-items: center;
    gap: ${theme.space[2]};
    color: ${c.textOnDark};
  }
  /* Either side of the zero line: raises to the right in teal, lowers to the left in the warm colour. */
  li > span:nth-child(2) {
    position: relative;
    height: 0.625rem;
    border-left: 0;
    background: linear-gradient(${c.lineOnDark}, ${c.lineOnDark}) 50% 0 / 1px 100% no-repeat;
  }
  li i {
    position: absolute;
    top: 0;
    bottom: 0;
    border-radius: 2px;
  }
  em {
    font-style: normal;
    font-weight: 700;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`

/* The day's lanes as counts (phones leave them out: the scale already names the lanes). */
const Tally = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${c.lineOnDark};
  color: ${c.textOnDarkMuted};
  b {
    margin-left: ${theme.space[1]};
    font-variant-numeric: tabular-nums;
  }
  @container case-screen (max-width: 420px) {
    display: none;
  }
`

const signed = (n: number) => `${n < 0 ? '−' : '+'}${Math.abs(n).toFixed(2).replace(/^0/, '')}`

function FactorsView({ screen }: { screen: FactorsScreen }) {
  const { focus } = screen
  return (
    <Activity>
      <Factors>
        <Score>
          <Kicker>{focus.kicker}</Kicker>
          <b>{screen.score.toFixed(2)}</b>
          <FocusTitle>{focus.title}</FocusTitle>
          <p>{focus.detail}</p>
          <Scale>
            <i />
            <i />
            <i />
            <s style={{ left: `${screen.score * 100}%` }} />
          </Scale>
          <ScaleLabels>
            {screen.lanes
              .slice()
              .reverse()
              .map((lane) => (
                <span key={lane.name}>{lane.name}</span>
              ))}
          </ScaleLabels>
        </Score>
        <div>
          <Caption>Why this score</Caption>
          <Bars>
            {screen.factors.map((f) => {
              // The largest factor reaches the track's end; the others in proportion.
              const largest = Math.max(...screen.factors.map((x) => Math.abs(x.weight)))
              const width = `${(Math.abs(f.weight) / largest) * 48}%`
              return (
                <li key={f.label}>
                  <span>{f.label}</span>
                  <span>
                    <i
                      style={
                        f.weight >= 0
                          ? { left: '50%', width, background: c.brandOnDark }
                          : { right: '50%', width, background: c.sunOnDark }
                      }
                    />
                  </span>
                  <em style={{ color: f.weight >= 0 ? c.brandOnDark : c.sunOnDark }}>
                    {signed(f.weight)}
                  </em>
                </li>
              )
            })}
          </Bars>
          <Actions actions={focus.actions} />
        </div>
      </Factors>
      <Tally>
        {screen.lanes.map((lane) => (
          <span key={lane.name}>
            {lane.name}
            <b>{lane.count}</b>
          </span>
        ))}
      </Tally>
    </Activity>
  )
}

function View({ screen }: { screen: CaseScreenData }) {
  switch (screen.kind) {
    case 'queue':
      return <QueueView screen={screen} />
    case 'activity':
      return <ActivityView screen={screen} />
    case 'document':
      return <DocumentView screen={screen} />
    case 'feed':
      return <FeedView screen={screen} />
    case 'lanes':
      return <LanesView screen={screen} />
    case 'factors':
      return <FactorsView screen={screen} />
  }
}

export function CaseScreen({
  screen,
  seed,
  labelledBy,
}: {
  screen: CaseScreenData
  seed: string
  /** The id of a visible caption that says what the screen shows (else the record's label). */
  labelledBy?: string
}) {
  return (
    <Screen
      role="img"
      aria-label={labelledBy ? undefined : screen.label}
      aria-labelledby={labelledBy}
      data-case-screen={screen.kind}
    >
      <OpeningPanel title={screen.title} meta={screen.meta} seed={seed}>
        <View screen={screen} />
      </OpeningPanel>
    </Screen>
  )
}
