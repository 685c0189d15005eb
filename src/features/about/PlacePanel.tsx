import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { PindoBand } from '../../ui/Motif'
import { scenes } from '../../../content/team/scenes'
import { DarEsSalaamMap } from '../place/DarEsSalaamMap'
import { ScenePhoto } from '../team/Portrait'
import { story } from './aboutCopy'

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
  /* On tablets the hero stacks: the map and its caption side by side, so the panel stays short. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
      theme.breakpoint.lg - 1}px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
    > :not([data-place-map]):not(figcaption) {
      grid-column: 1 / -1;
    }
  }
`

const Where = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]}
      ${({ theme }) => theme.space[5]};
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.body};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
`

/**
 * /about's place, beside the founding story (the opening shows the people). The map of Dar es Salaam (the harbour,
 * the coast, the office's pin), and where we are; a real photo of the team at the
 * office above it once `content/team/scenes.ts` names one. The leads stand together in the opening.
 */
export function PlacePanel() {
  return (
    <Panel data-founding-panel>
      <PindoBand />
      <ScenePhoto
        scene={scenes.about}
        sizes="(min-width: 1024px) 500px, (min-width: 768px) 700px, 100vw"
      />
      <DarEsSalaamMap />
      <figcaption>
        <Where>
          <strong>{story.place.title}</strong>
          <p>{story.place.text}</p>
        </Where>
      </figcaption>
    </Panel>
  )
}
