import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { Eyebrow } from '../../ui/Section'
import { PartnerDiagram } from './PartnerDiagram'
import { partnersHero } from './partnersCopy'

/**
 * /partnerships' opening: a split on light where the picture bleeds. The title and lead on the
 * page's white, aligned with the page's grid; the partner network (us in the middle, the four
 * partners around, what we do with each) large on a pale teal ground that runs to the viewport's
 * right edge (under the text on phones, edge to edge). Not the navy banner with a card beside it.
 */
const Opening = styled.section`
  position: relative;
  display: grid;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    min-height: 34rem;
  }
`

/** The text column starts where the page's container starts (1200 px wide, centred). */
const Text = styled.div`
  align-self: center;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[6]};
  ${media.md} {
    padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[6]};
  }
  ${media.lg} {
    padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[7]}
      ${({ theme }) => theme.space[8]}
      max(
        ${({ theme }) => theme.space[6]},
        calc(
          (100vw - ${({ theme }) => theme.layout.maxWidth}) / 2 + ${({ theme }) => theme.space[6]}
        )
      );
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    max-width: 15ch;
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.color.ink};
    text-wrap: balance;
  }
  > p:last-child {
    margin: 0;
    max-width: 46ch;
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.body};
    color: ${({ theme }) => theme.color.textMuted};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
`

/** The picture's ground: pale teal, contour rings around the middle, to the viewport's edge. */
const Ground = styled.div`
  position: relative;
  display: grid;
  align-items: center;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.brandSoft};
  ${media.md} {
    padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[8]};
  }
  ${media.lg} {
    padding: ${({ theme }) => theme.space[7]}
      max(
        ${({ theme }) => theme.space[6]},
        calc(
          (100vw - ${({ theme }) => theme.layout.maxWidth}) / 2 + ${({ theme }) => theme.space[6]}
        )
      )
      ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[7]};
  }
  > * {
    position: relative;
    width: 100%;
    max-width: 40rem;
    margin: 0 auto;
  }
`

export function PartnersOpening() {
  return (
    <Opening aria-labelledby="page-title" data-opening="split">
      <Text>
        <Eyebrow>{partnersHero.eyebrow}</Eyebrow>
        <h1 id="page-title">{partnersHero.title}</h1>
        <p>{partnersHero.lead}</p>
      </Text>
      <Ground>
        <PartnerDiagram />
      </Ground>
    </Opening>
  )
}
