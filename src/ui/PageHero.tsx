import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from './Container'
import { Eyebrow } from './Section'

const Wrapper = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[8]};
  /* One teal glow from the top right; the orange one that sat bottom-left read as a brown smudge. */
  background:
    radial-gradient(1200px 400px at 85% -10%, rgba(60, 198, 178, 0.28), transparent 60%),
    ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.textOnDark};
  h1 {
    color: ${({ theme }) => theme.color.textOnDark};
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    max-width: 22ch;
  }
  ${Eyebrow} {
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

const Grid = styled.div<{ $hasAside: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: ${({ $hasAside }) => ($hasAside ? '1.2fr 1fr' : '1fr')};
  }
`

const LeadText = styled.div`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  max-width: 60ch;
  p {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`

export interface PageHeroProps {
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  /** Buttons (LinkButton, ScrollLink…). */
  actions?: ReactNode
  /** Optional illustration or figures beside the text on wide screens. */
  aside?: ReactNode
  /**
   * `section` (default): a region named by the h1. `header`: the header of an `<article>` that the
   * h1 names, so the article holds its title and no second region repeats the name.
   */
  as?: 'section' | 'header'
}

/** The top of an inner page: its one h1, a lead paragraph and calls to action on the brand background. */
export function PageHero({ eyebrow, title, lead, actions, aside, as = 'section' }: PageHeroProps) {
  return (
    <Wrapper as={as} aria-labelledby={as === 'section' ? 'page-title' : undefined}>
      <Container>
        <Grid $hasAside={Boolean(aside)}>
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h1 id="page-title">{title}</h1>
            {lead && <LeadText>{lead}</LeadText>}
            {actions}
          </div>
          {aside && <div>{aside}</div>}
        </Grid>
      </Container>
    </Wrapper>
  )
}
