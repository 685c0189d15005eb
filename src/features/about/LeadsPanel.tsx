import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { PindoBand } from '../../ui/Motif'
import { scenes } from '../../../content/team/scenes'
import { ScenePicture } from '../team/Portrait'
import { aboutHeroPanel as copy, team } from './aboutCopy'

const Panel = styled.figure`
  overflow: hidden;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: ${({ theme }) => theme.color.cardOnDark};
  color: ${({ theme }) => theme.color.textOnDark};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  > img,
  > picture img {
    display: block;
    width: 100%;
    height: auto;
  }
`

/**
 * Each name under its person: four columns whose middles sit under the four heads of the group
 * picture (the generator spaces them evenly, 7% in from each side).
 */
const Names = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} 7% 0;
  list-style: none;
  text-align: center;
  li {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    line-height: 1.3;
    color: ${({ theme }) => theme.color.textOnDark};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
`

const Founded = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  ${media.lg} {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
    line-height: 1;
    color: ${({ theme }) => theme.color.textOnDark};
    font-variant-numeric: tabular-nums;
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.06em;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

/**
 * The /about hero's visual: the four leads together in one picture (the group illustration, or
 * their photo once `content/team/scenes.ts` names one), each name under its person, and when and
 * where the company started.
 */
export function LeadsPanel() {
  return (
    <Panel data-founding-panel>
      <PindoBand />
      <ScenePicture
        scene={scenes.about}
        priority
        sizes="(min-width: 1024px) 500px, (min-width: 768px) 700px, 100vw"
      />
      <figcaption>
        <Names aria-label={team.title}>
          {team.leads.map((lead) => (
            <li key={lead.id}>{lead.name}</li>
          ))}
        </Names>
        <Founded>
          <strong>{copy.year}</strong>
          {copy.foundedLabel}
          <span>{copy.coordinates}</span>
        </Founded>
      </figcaption>
    </Panel>
  )
}
