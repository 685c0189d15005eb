import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { ButtonRow } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { ScrollLink } from '../../ui/ScrollLink'
import { Eyebrow } from '../../ui/Section'
import { JobBoard } from './JobBoard'
import { careersHero } from './careersCopy'

/**
 * /careers' opening, on light: the title and lead, then the open roles as a job board across the
 * width (the count large, every role a row that opens in place to its description and Apply Now).
 * The board is the positions section: each role is said once on the page. The faces are shown
 * once, with names, in the roster that follows.
 */
const Opening = styled.section`
  padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${media.md} {
    padding: ${({ theme }) => theme.space[7]} 0;
  }
`

const Masthead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: end;
  }
  h1 {
    margin: 0;
    max-width: 18ch;
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.color.ink};
    text-wrap: balance;
  }
  > div:last-child > p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.body};
    color: ${({ theme }) => theme.color.textMuted};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
`

const Below = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  ${media.md} {
    margin-top: ${({ theme }) => theme.space[6]};
  }
`

export function CareersOpening() {
  return (
    <Opening aria-labelledby="page-title" data-opening="board">
      <Container>
        <Masthead>
          <div>
            <Eyebrow>{careersHero.eyebrow}</Eyebrow>
            <h1 id="page-title">{careersHero.title}</h1>
          </div>
          <div>
            <p>{careersHero.lead}</p>
            <ButtonRow>
              <ScrollLink targetId={careersHero.viewPositions.targetId}>
                {careersHero.viewPositions.label}
              </ScrollLink>
            </ButtonRow>
          </div>
        </Masthead>
        <Below>
          <JobBoard />
        </Below>
      </Container>
    </Opening>
  )
}
