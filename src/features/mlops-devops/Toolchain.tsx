import styled from 'styled-components'
import { Reveal } from '../../ui/Reveal'
import type { TechnologyTile } from '../offerings/offeringTypes'
import { staggerDelay } from '../offerings/stagger'
import { toolStages } from './mlopsDevopsCopy'
import { ToolMark } from './ToolMark'

/**
 * /mlops-devops's signature: the twelve tools as a toolchain map, each placed on the pipeline stage
 * it serves (code → build → train → deploy → monitor). From 1024 px the stages are five columns on a
 * rail; below that, rows down a rail, the tools under their stage as name chips (the category and
 * the sentence on what each does show from 1024 px; screen readers read them at every width).
 */
const Stages = styled.div`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  position: relative;
  counter-reset: stage;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`

const Stage = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[3]};
  }
  /* The rail: down the left below 1024 px, across the top from 1024 px. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    background: ${({ theme }) => theme.color.lineOnDark};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    padding-left: 2.75rem;
    &:not(:last-child)::before {
      left: calc(1rem - 1px);
      top: 2.25rem;
      bottom: calc(-1 * ${({ theme }) => theme.space[4]});
      width: 2px;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    align-content: start;
    &:not(:last-child)::before {
      top: calc(1rem - 1px);
      left: 2.5rem;
      right: calc(-1 * ${({ theme }) => theme.space[4]} + 0.5rem);
      height: 2px;
    }
  }
`

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3::before {
    counter-increment: stage;
    content: counter(stage);
    display: grid;
    place-items: center;
    flex: none;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brandOnDark};
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 800;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    h3 {
      margin-left: -2.75rem;
    }
  }
  /* Five columns: the line under each stage takes two lines, so the tools start level. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    p {
      min-height: calc(
        2 * ${({ theme }) => theme.lineHeight.body} * ${({ theme }) => theme.fontSize.sm}
      );
    }
  }
`

const Tools = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
  }
`

const Tool = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.cardOnDark};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  > span {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  /*
   * Below 1024 px: the tool's name only, chips that wrap beside each other; the category and the sentence
   * stay in the text for screen readers (the stage above says what the tools are for).
   */
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    > span,
    > p {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    padding: ${({ theme }) => theme.space[3]};
  }
`

/** The tool's mark beside its name. */
const Named = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    gap: ${({ theme }) => theme.space[1]};
  }
`

export function Toolchain({ items }: { items: readonly TechnologyTile[] }) {
  const byName = new Map(items.map((t) => [t.name, t]))
  return (
    <Stages role="list">
      {toolStages.map(({ stage, job, tools }) => (
        <Stage key={stage} role="listitem">
          <Head>
            <h3>{stage}</h3>
            <p>{job}</p>
          </Head>
          <Tools aria-label={`${stage}: tools`}>
            {tools.map((name) => {
              const tool = byName.get(name)
              if (!tool) return null
              return (
                <Reveal as="li" key={name} delay={staggerDelay(items.indexOf(tool))}>
                  <Tool>
                    <span>{tool.category}</span>
                    <Named>
                      <ToolMark name={tool.name} />
                      <h4>{tool.name}</h4>
                    </Named>
                    <p>{tool.description}</p>
                  </Tool>
                </Reveal>
              )
            })}
          </Tools>
        </Stage>
      ))}
    </Stages>
  )
}
