import { Check, CornerDownRight } from 'lucide-react'
import styled from 'styled-components'
import { MockChip, MockLabel, MockMarker, MockWell, MockWindow } from '../offerings/Mock'
import { reviewTrail } from './annotateCopy'

/**
 * Quantum Annotate's signature (round 7): one gold item from a batch, opened at review. The
 * annotator's labels, the reviewer's correction (the old label struck through, the new one beside
 * it, the reason), the gold-set check and the hand-over: the four stations whose figures stand
 * beside it, numbered the same. Every word is page text; the window is decorative (the stations
 * beside it say what it shows).
 */

const Item = styled(MockWell)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`

const Sentence = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 2;
  color: ${({ theme }) => theme.color.textOnDark};
  mark {
    padding: 0.1em 0.35em;
    border-radius: 4px;
    font-weight: 700;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.brandOnDark};
  }
  mark[data-warm] {
    background: ${({ theme }) => theme.color.sunOnDark};
  }
`

const Gloss = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

const Trail = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  display: grid;
  > li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  }
  > li > :not(:first-child) {
    grid-column: 2;
  }
`

const Who = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: 700;
  color: ${({ theme }) => theme.color.textOnDark};
  small {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 500;
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    font-variant-numeric: tabular-nums;
  }
`

const Labels = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  s {
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    text-decoration-thickness: 2px;
    text-decoration-color: ${({ theme }) => theme.color.sun};
  }
`

const Note = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.sunOnDark};
  svg {
    flex: none;
    width: 0.9rem;
    height: 0.9rem;
    margin-top: 0.1rem;
  }
`

export function ReviewSheet() {
  const { annotator, reviewer, gold, delivered } = reviewTrail
  return (
    <MockWindow
      title={reviewTrail.window}
      status={<MockChip $tone="warm">{reviewTrail.status}</MockChip>}
      hidden
      raised
    >
      <Item>
        <MockLabel>{reviewTrail.kind}</MockLabel>
        <Sentence>
          <mark data-warm="">Amina</mark> amelipa <mark>TSh 120,000</mark> huko <mark>Mwanza</mark>{' '}
          jana.
        </Sentence>
        <Gloss>{reviewTrail.gloss}</Gloss>
      </Item>
      <Trail>
        <li>
          <MockMarker>1</MockMarker>
          <Who>
            {annotator.who} <small>{annotator.when}</small>
          </Who>
          <Labels>
            Amina <MockChip $tone="warm">Person</MockChip> · Mwanza{' '}
            <MockChip $tone="neutral">{annotator.wrong}</MockChip>
          </Labels>
        </li>
        <li>
          <MockMarker>2</MockMarker>
          <Who>
            {reviewer.who} <small>{reviewer.when}</small>
          </Who>
          <Labels>
            Mwanza <s>{annotator.wrong}</s> <MockChip>Location</MockChip>
          </Labels>
          <Note>
            <CornerDownRight aria-hidden="true" />
            {reviewer.note}
          </Note>
        </li>
        <li>
          <MockMarker>3</MockMarker>
          <Who>
            {gold.who} <small>{gold.when}</small>
          </Who>
          <Labels>
            <MockChip>
              <Check aria-hidden="true" />
              {gold.result}
            </MockChip>
          </Labels>
        </li>
        <li>
          <MockMarker>4</MockMarker>
          <Who>
            {delivered.who} <small>{delivered.when}</small>
          </Who>
          <Labels>{delivered.result}</Labels>
        </li>
      </Trail>
    </MockWindow>
  )
}
