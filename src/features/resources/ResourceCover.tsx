import styled from 'styled-components'
import { site } from '../../config/site'
import { theme } from '../../theme/tokens'
import type { FeaturedCategory } from './resourcesCopy'

/**
 * A featured resource's cover across its card's top: the document itself, standing on a field in the
 * library's colours (the hero shelf's spines): a guide's printed page, a toolkit's checklist, a
 * video's player with its running time. Pure picture (aria-hidden): the card's heading, category and
 * description say what it is. Its few words are at least 13 px and in the page's font.
 */

const field: Record<FeaturedCategory, string> = {
  Guide: theme.sectorTone.navy.from,
  Tools: theme.sectorTone.teal.from,
  Video: theme.sectorTone.ochre.from,
}

const Field = styled.div<{ $field: string }>`
  position: relative;
  height: 9.5rem;
  margin: -${theme.space[5]} -${theme.space[5]} ${theme.space[4]};
  overflow: hidden;
  border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
  background: ${({ $field }) => $field};
  /* The kanga dots along the foot of the field, as on the site's rule. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 10px;
    height: 4px;
    background: radial-gradient(circle, ${theme.color.outlineOnDark} 1.5px, transparent 2px) 0 0 /
      12px 4px repeat-x;
  }
`

/* The document: a white page, set slightly askew and lifted off the field. */
const Page = styled.div`
  position: absolute;
  left: 50%;
  top: 1.25rem;
  width: 9.5rem;
  height: 11rem;
  padding: ${theme.space[3]};
  border-radius: 4px;
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
  transform: translateX(-50%) rotate(-4deg);
  font-size: ${theme.fontSize.xs};
  color: ${theme.color.ink};
  b {
    display: block;
    font-weight: 800;
    line-height: 1.2;
  }
  i {
    display: block;
    height: 5px;
    margin-top: 6px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.border};
  }
`

const Kicker = styled.span`
  display: block;
  margin-bottom: ${theme.space[1]};
  font-weight: 800;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${theme.color.brand};
`

/* A toolkit's checklist: ticked boxes down the page. */
const Checks = styled.span`
  display: grid;
  gap: 7px;
  margin-top: ${theme.space[2]};
  span {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  span::before {
    content: '';
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 2px;
    border: 1.5px solid ${theme.color.brand};
  }
  span:nth-child(-n + 2)::before {
    background: ${theme.color.brand};
  }
  span::after {
    content: '';
    flex: 1;
    height: 5px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.border};
  }
`

/* A video: a dark player with a play button and its running time. */
const Player = styled.div`
  position: absolute;
  left: 50%;
  top: 1.5rem;
  width: 13rem;
  height: 7.25rem;
  border: 1px solid ${theme.color.lineOnDark};
  border-radius: ${theme.radius.md};
  background: ${theme.color.ink};
  box-shadow: ${theme.shadow.lg};
  transform: translateX(-50%) rotate(-3deg);
  /* The play button. */
  &::before {
    content: '';
    position: absolute;
    left: 50%;
    top: 42%;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    background: ${theme.color.sun};
    transform: translate(-50%, -50%);
  }
  &::after {
    content: '';
    position: absolute;
    left: calc(50% - 5px);
    top: calc(42% - 8px);
    border-style: solid;
    border-width: 8px 0 8px 13px;
    border-color: transparent transparent transparent ${theme.color.ink};
  }
  /* The scrubber, a third watched. */
  i {
    position: absolute;
    left: ${theme.space[3]};
    right: ${theme.space[3]};
    bottom: ${theme.space[3]};
    height: 4px;
    border-radius: ${theme.radius.pill};
    background:
      linear-gradient(${theme.color.sun}, ${theme.color.sun}) left / 34% 100% no-repeat,
      ${theme.color.lineOnDark};
  }
  span {
    position: absolute;
    right: ${theme.space[3]};
    bottom: calc(${theme.space[3]} + 8px);
    font-size: ${theme.fontSize.xs};
    font-weight: 700;
    color: ${theme.color.textOnDark};
    font-variant-numeric: tabular-nums;
  }
`

/** The cover's small print: who published it, as on a report's cover. */
const publisher = site.name

export function ResourceCover({
  category,
  title,
  runningTime,
}: {
  category: FeaturedCategory
  title: string
  /** A video's length as its player shows it ("38:20"). */
  runningTime?: string
}) {
  return (
    <Field $field={field[category]} aria-hidden="true" data-resource-cover={category}>
      {category === 'Video' ? (
        <Player>
          <i />
          {runningTime && <span>{runningTime}</span>}
        </Player>
      ) : (
        <Page>
          <Kicker>{publisher}</Kicker>
          <b>{title}</b>
          {category === 'Tools' ? (
            <Checks>
              <span />
              <span />
              <span />
            </Checks>
          ) : (
            <>
              <i />
              <i style={{ width: '80%' }} />
              <i />
              <i style={{ width: '60%' }} />
            </>
          )}
        </Page>
      )}
    </Field>
  )
}
