import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { PindoBand } from '../../ui/Motif'
import { Portrait } from '../team/Portrait'
import { aboutHeroPanel as copy, team } from './aboutContent'

const Panel = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: ${({ theme }) => theme.color.panelOnDark};
  color: ${({ theme }) => theme.color.textOnDark};
`

/** Four across on phones (a strip under the title), two by two beside it from 1024 px. */
const People = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
  }
  figure {
    margin: 0;
  }
  /* Wider than tall beside the title (head and shoulders), so the hero fits a laptop screen. */
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    object-position: 50% 60%;
    border-radius: ${({ theme }) => theme.radius.md};
    ${media.lg} {
      aspect-ratio: 5 / 4;
    }
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    line-height: 1.3;
    color: ${({ theme }) => theme.color.textOnDark};
    span {
      display: none;
      font-weight: 400;
      color: ${({ theme }) => theme.color.textOnDarkMuted};
    }
    ${media.lg} {
      font-size: ${({ theme }) => theme.fontSize.sm};
      span {
        display: block;
      }
    }
  }
`

const Founded = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
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

/** The /about hero's visual: the four leads, and when and where the company started. */
export function LeadsPanel() {
  return (
    <Panel data-founding-panel>
      <PindoBand />
      <People aria-label={team.title}>
        {team.leads.map((lead, index) => (
          <li key={lead.id}>
            <figure>
              <Portrait
                member={lead}
                priority={index < 2}
                sizes="(min-width: 1024px) 200px, 22vw"
              />
              <figcaption>
                {lead.name}
                <span>{lead.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </People>
      <Founded>
        <strong>{copy.year}</strong>
        {copy.foundedLabel}
        <span>{copy.coordinates}</span>
      </Founded>
    </Panel>
  )
}
