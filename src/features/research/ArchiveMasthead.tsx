import styled from 'styled-components'
import { researchSolutions } from '../../generated/indexes/research'
import { Container } from '../../ui/Container'
import { Eyebrow } from '../../ui/Section'
import { ArchiveTimelineVisual, yearSpan } from './ArchiveTimelineVisual'
import { researchHero } from './researchCopy'

/*
 * /research's opening: a page of the lab's notebook. Warm paper ruled as graph paper, a register
 * line along the top (what the archive is, the years it spans, how many entries), the heading set
 * large with the lead under it, and the launches as index cards on one axis across the page. Not a
 * window on navy and not the title-beside-lead masthead of the knowledge pages: the index itself is
 * the picture. A double rule closes it, like the foot of a ledger page.
 */
const Wrapper = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[7]};
  background-color: ${({ theme }) => theme.color.archivePaper};
  background-image:
    linear-gradient(${({ theme }) => theme.color.archiveRule} 1px, transparent 1px),
    linear-gradient(90deg, ${({ theme }) => theme.color.archiveRule} 1px, transparent 1px);
  background-size: 32px 32px;
  background-position: -1px -1px;
  border-bottom: 4px double ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.text};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[8]};
  }
`

/* The register line: the archive's name on the left, its span and size on the right, over a rule. */
const Register = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.ink};
  ${Eyebrow} {
    margin: 0;
  }
  > span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Head = styled.div`
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[6]};
  h1 {
    max-width: 20ch;
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: clamp(2.25rem, 1rem + 5.2vw, 5rem);
    font-weight: 800;
    line-height: 1.03;
    letter-spacing: -0.03em;
    text-wrap: balance;
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    max-width: 60ch;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[7]};
  }
`

export function ArchiveMasthead() {
  return (
    <Wrapper aria-labelledby="page-title" data-opening="archive">
      <Container>
        <Register>
          <Eyebrow>{researchHero.eyebrow}</Eyebrow>
          <span>
            {researchHero.register(yearSpan(researchSolutions), researchSolutions.length)}
          </span>
        </Register>
        <Head>
          <h1 id="page-title">{researchHero.title}</h1>
          <p>{researchHero.lead}</p>
        </Head>
        <ArchiveTimelineVisual />
      </Container>
    </Wrapper>
  )
}
