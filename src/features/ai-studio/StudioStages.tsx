import styled from 'styled-components'

/*
 * How a studio project runs, as a project plan: a track of four segments (pale to navy as the work
 * hardens from idea to production), each with its time and what happens in it. Two by two from 768 px,
 * across the width from 1024 px; down the page on phones, the segment as a bar at each stage's left.
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
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const Stage = styled.li<{ $step: number }>`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  padding-left: ${({ theme }) => theme.space[5]};
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
}

export function StudioStages({ items }: { items: readonly StudioStage[] }) {
  return (
    <Stages>
      {items.map((stage, i) => (
        <Stage key={stage.title} $step={i}>
          <When>{stage.when}</When>
          <h3>{stage.title}</h3>
          <p>{stage.text}</p>
        </Stage>
      ))}
    </Stages>
  )
}
