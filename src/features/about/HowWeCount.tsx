import styled from 'styled-components'
import { figureBasis } from '../../data/figures'
import { media } from '../../theme/tokens'
import { disclosureChevron } from '../../ui/disclosureChevron'
import { howWeCount } from './aboutCopy'

/*
 * A closed disclosure at every width (no script): one summary line under the figures, the
 * definitions behind it. The id sits on the list inside, so a "How we count" link from another
 * page (/about#how-we-count) opens the disclosure as the browser scrolls to it.
 */
const Wrap = styled.details`
  margin-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
  summary {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${({ theme }) => theme.space[4]};
    align-items: center;
    padding: ${({ theme }) => theme.space[3]} 0;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  ${disclosureChevron('1 / 2 / span 2 / auto')}
  summary::after {
    border-color: ${({ theme }) => theme.color.brandOnDark};
  }
  summary strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  summary > span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
`

/** One ruled row per kind of figure: the figures, the term, what it counts, in aligned columns. */
const List = styled.dl`
  /* Under the header (the page's scroll padding) with the summary line above it in view. */
  scroll-margin-top: 4rem;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
    ${media.md} {
      grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
      gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[5]};
    }
    ${media.lg} {
      grid-template-columns: minmax(0, 3fr) minmax(0, 3fr) minmax(0, 6fr);
      align-items: baseline;
    }
  }
  dt {
    display: grid;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[5]};
    font-weight: 700;
    color: ${({ theme }) => theme.color.textOnDark};
    ${media.md} {
      grid-column: 1 / -1;
      grid-template-columns: subgrid;
    }
    ${media.lg} {
      grid-column: 1 / 3;
    }
  }
  dt span:first-child {
    color: ${({ theme }) => theme.color.brandOnDark};
    font-variant-numeric: tabular-nums;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    ${media.md} {
      grid-column: 2;
    }
    ${media.lg} {
      grid-column: 3;
    }
  }
`

/**
 * What each of the site's figures counts, in one place (other pages link here from their
 * figures), so 20+ engagements, 100+ AI projects and 15+ companies read as one consistent set.
 */
export function HowWeCount() {
  return (
    <Wrap>
      <summary>
        <strong>{howWeCount.title}</strong>
        <span>{howWeCount.summary}</span>
      </summary>
      <List id="how-we-count">
        {figureBasis.map((item) => (
          <div key={item.term}>
            <dt>
              <span>{item.figures.join(' · ')}</span>
              <span>{item.term}</span>
            </dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </List>
    </Wrap>
  )
}
