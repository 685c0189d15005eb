import styled from 'styled-components'

/*
 * How a studio project runs, as a project plan: four stages (pale to navy as the work hardens from
 * idea to production), each with its time and what happens in it. Down the page on phones, the
 * segment as a bar at each stage's left; two by two from 768 px; from 1024 px a plan chart (round 8:
 * not a row of four columns under the heading): one row per stage, its words on the left and its
 * bar on a week axis on the right, the last one running on past week 8.
 */
const Stages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[1]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`

/* The plan's columns from 1024 px: the stage's time, its words, then its weeks. */
const planColumns = '7rem minmax(0, 5fr) minmax(0, 6fr)'
/** The week axis: weeks 1 to 8, then two columns for "after". */
const AXIS = 10

const Axis = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: grid;
    grid-template-columns: ${planColumns};
    column-gap: ${({ theme }) => theme.space[6]};
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 2px solid ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.textMuted};
    > span:first-child {
      grid-column: 1 / 3;
      grid-row: 1;
    }
    > span + span {
      grid-column: 2;
      grid-row: 1;
      justify-self: end;
    }
    > ol {
      grid-column: 3;
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(${AXIS}, minmax(0, 1fr));
    }
    > ol > li:last-child {
      grid-column: span 2;
    }
  }
`

/* A stage's bar on the week axis (from 1024 px). */
const Bar = styled.span`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: block;
    grid-column: 3;
    grid-row: 1 / span 2;
    align-self: center;
    height: 14px;
    margin-left: calc((var(--from) - 1) / ${AXIS} * 100%);
    width: calc((var(--to) - var(--from) + 1) / ${AXIS} * 100%);
    border-radius: 7px;
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  }
`

/* On phones a stage's time and title share a line (the time first), its words under them. */
const Stage = styled.li<{ $step: number }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: baseline;
  align-content: start;
  padding-left: ${({ theme }) => theme.space[5]};
  > p {
    grid-column: 1 / -1;
  }
  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.2rem;
    bottom: 0.2rem;
    width: 6px;
    border-radius: 3px;
    background: ${({ theme, $step }) =>
      [theme.color.brandSoft, theme.color.brand, theme.color.brandStrong, theme.color.ink][$step] ??
      theme.color.ink};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr);
    padding-left: 0;
    padding-top: ${({ theme }) => theme.space[5]};
    padding-right: ${({ theme }) => theme.space[4]};
    &::before {
      left: 0;
      right: 0;
      top: 0;
      bottom: auto;
      width: auto;
      height: 10px;
      border-radius: 5px;
    }
  }
  ${Bar} {
    box-shadow: inset 0 0 0 1px
      ${({ theme, $step }) => ($step === 0 ? theme.color.brand : theme.color.border)};
    background: ${({ theme, $step }) =>
      [theme.color.brandSoft, theme.color.brand, theme.color.brandStrong][$step] ??
      `linear-gradient(to right, ${theme.color.ink} 55%, transparent)`};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: ${planColumns};
    column-gap: ${({ theme }) => theme.space[6]};
    align-content: center;
    padding: ${({ theme }) => theme.space[4]} 0;
    &::before {
      display: none;
    }
    & + & {
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
    > span:first-child {
      grid-column: 1;
      grid-row: 1;
    }
    > h3,
    > p {
      grid-column: 2;
    }
    > p {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
`

const When = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.brandStrong};
`

export interface StudioStage {
  when: string
  title: string
  text: string
  /** The weeks the stage runs, on the plan's axis (11 for the open-ended "then"). */
  weeks: readonly [number, number]
}

export function StudioStages({
  items,
  axis,
}: {
  items: readonly StudioStage[]
  /** The plan's column heads: the stages', then the weeks' (8 of them) and "then". */
  axis: { stage: string; week: string; weeks: readonly string[] }
}) {
  return (
    <div>
      <Axis aria-hidden="true">
        <span>{axis.stage}</span>
        <span>{axis.week}</span>
        <ol>
          {axis.weeks.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ol>
      </Axis>
      <Stages>
        {items.map((stage, i) => (
          <Stage
            key={stage.title}
            $step={i}
            style={{ ['--from' as string]: stage.weeks[0], ['--to' as string]: stage.weeks[1] }}
          >
            <When>{stage.when}</When>
            <h3>{stage.title}</h3>
            <p>{stage.text}</p>
            <Bar aria-hidden="true" />
          </Stage>
        ))}
      </Stages>
    </div>
  )
}
