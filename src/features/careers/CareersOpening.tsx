import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { ButtonRow } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { ScrollLink } from '../../ui/ScrollLink'
import { Eyebrow } from '../../ui/Section'
import { team } from '../../../content/team'
import { Portrait } from '../team/Portrait'
import { JobBoard } from './JobBoard'
import { careersHero, peopleSection, teamCluster } from './careersCopy'

/**
 * /careers' opening, on light: the title and lead, then the open roles as a job board (the count
 * large, every role a row leading to its card) beside the faces of the people you would work with.
 * Not the navy banner with a summary card beside it: the roles and the people come first.
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
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[5]};
  ${media.md} {
    margin-top: ${({ theme }) => theme.space[6]};
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 15rem;
    gap: ${({ theme }) => theme.space[6]};
    align-items: start;
  }
`

/** The faces: a row of overlapping squares on phones and tablets, a three-by-three block beside the board from 1024 px. */
const Cluster = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  ul {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.lg} {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space[2]};
    }
  }
  li {
    flex: none;
    width: 2.75rem;
    ${media.md} {
      width: 3.5rem;
    }
    ${media.lg} {
      width: auto;
    }
  }
  li + li {
    margin-left: -0.5rem;
    ${media.lg} {
      margin-left: 0;
    }
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border: 2px solid ${({ theme }) => theme.color.surface};
    border-radius: 50%;
    ${media.lg} {
      border-radius: ${({ theme }) => theme.radius.md};
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: 700;
    color: ${({ theme }) => theme.color.brandStrong};
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
          <Cluster>
            <h2>{teamCluster.title}</h2>
            <ul aria-hidden="true">
              {team.map((member) => (
                <li key={member.id}>
                  <Portrait member={member} frame="square" sizes="80px" priority />
                </li>
              ))}
            </ul>
            <p>
              {teamCluster.count(
                team.length,
                team.filter((member) => member.base !== 'remote').length,
              )}
            </p>
            <a href={`#${peopleSection.id}`}>{teamCluster.link}</a>
          </Cluster>
        </Below>
      </Container>
    </Opening>
  )
}
