import styled from 'styled-components'
import { figureBasis } from '../../data/figures'
import { media } from '../../theme/tokens'
import { disclosureChevron } from '../../ui/disclosureChevron'

/*
 * On phones a closed disclosure row (the definitions are a long read on a narrow screen); from
 * 768 px always open, the summary giving way to a heading, as the footer's groups do. A browser
 * without `::details-content` keeps the disclosure at every width.
 */
const Wrap = styled.details`
  margin-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  summary {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    min-height: 3rem;
    padding-top: ${({ theme }) => theme.space[3]};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSize.lg};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  ${disclosureChevron('1 / 2')}
  summary::after {
    border-color: ${({ theme }) => theme.color.brandOnDark};
  }
  h3 {
    display: none;
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  @supports selector(::details-content) {
    ${media.md} {
      padding-top: ${({ theme }) => theme.space[5]};
      summary {
        display: none;
      }
      h3 {
        display: block;
      }
      &::details-content {
        content-visibility: visible;
        display: block;
      }
    }
  }
`

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  ${media.md} {
    margin: 0;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.textOnDark};
  }
  dt span {
    display: block;
    color: ${({ theme }) => theme.color.brandOnDark};
    font-variant-numeric: tabular-nums;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
`

/**
 * What each of the site's figures counts, in one place (other pages link here from their
 * figures), so 20+ engagements, 100+ AI projects and 15+ companies read as one consistent set.
 */
export function HowWeCount() {
  return (
    <Wrap id="how-we-count">
      <summary>How we count</summary>
      <h3>How we count</h3>
      <List>
        {figureBasis.map((item) => (
          <div key={item.term}>
            <dt>
              <span>{item.figures.join(' · ')}</span>
              {item.term}
            </dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </List>
    </Wrap>
  )
}
