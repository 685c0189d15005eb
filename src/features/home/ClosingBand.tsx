import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { Reveal } from '../../ui/Reveal'
import { Eyebrow } from '../../ui/Section'
import { media } from '../../theme/tokens'
import { ActionRow } from '../offerings/ActionButtons'
import { OnPremisesDrawing } from './OnPremisesDrawing'
import { joinMovement, onPremises } from './homeCopy'

/*
 * The page's one full-bleed navy band before the articles: two invitations in one composition. The
 * on-premises case (text on the left, its drawing on the right from 1024 px), then, under a
 * hairline and on the same two columns, the invitation to join (its heading on the left, the
 * two buttons on the right). Two sections, so each keeps its heading for screen
 * readers; one band, so the page closes once, not twice.
 */
const Band = styled.div`
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.textOnDark};
  padding-block: 2.5rem;
  ${media.md} {
    padding-block: ${({ theme }) => theme.space[8]};
  }
  h2 {
    color: ${({ theme }) => theme.color.textOnDark};
  }
  /* The two parts are sections (for their headings); the band, not they, sets the room around. */
  && section[data-tone] {
    padding-block: 0;
  }
`

/** The two columns both parts share (5/12 and 7/12 from 1024 px), so the band reads as one grid. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`

/** The invitation to join: a second, quieter row of the band, under a hairline. */
const Join = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  > div {
    padding-top: ${({ theme }) => theme.space[6]};
  }
  ${media.md} {
    margin-top: ${({ theme }) => theme.space[7]};
    > div {
      padding-top: ${({ theme }) => theme.space[7]};
    }
  }
  ${Title} {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
  /* From 768 px the heading beside the invitation (tablets too: the row is short). */
  ${Columns} {
    gap: ${({ theme }) => theme.space[3]};
    ${media.md} {
      grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
      gap: ${({ theme }) => theme.space[6]};
    }
    ${media.lg} {
      gap: ${({ theme }) => theme.space[8]};
    }
  }
`

/** The join buttons: under the heading on a phone, level with it beside it from 768 px. */
const Invite = styled.div`
  > * {
    margin-top: 0;
  }
  ${media.md} {
    align-self: end;
  }
`

/** On-premises AI and join the movement, as one navy band. */
export function ClosingBand() {
  return (
    <Band data-surface="dark" data-closing-band>
      <Container>
        <section id={onPremises.id} data-tone="dark" aria-labelledby={`${onPremises.id}-title`}>
          <Columns>
            <div>
              <Eyebrow>{onPremises.eyebrow}</Eyebrow>
              <Title id={`${onPremises.id}-title`}>{onPremises.title}</Title>
              <Text>{onPremises.text}</Text>
              <ButtonRow>
                <LinkButton to={onPremises.action.to}>{onPremises.action.label}</LinkButton>
              </ButtonRow>
            </div>
            <Reveal>
              <OnPremisesDrawing />
            </Reveal>
          </Columns>
        </section>
        <Join id={joinMovement.id} data-tone="dark" aria-labelledby={`${joinMovement.id}-title`}>
          <Columns>
            <div>
              <Eyebrow>{joinMovement.eyebrow}</Eyebrow>
              <Title id={`${joinMovement.id}-title`}>{joinMovement.title}</Title>
            </div>
            <Invite>
              <ActionRow actions={joinMovement.actions} onDark />
            </Invite>
          </Columns>
        </Join>
      </Container>
    </Band>
  )
}
