import styled from 'styled-components'
import { CheckList } from '../../ui/Card'
import type { Capability } from '../offerings/offeringTypes'

/*
 * The four features in the order the work happens (upload, analysis, forecast, advice), numbered so
 * the order reads, no boxes: two columns on tablets and large phones; from 1024 px, beside the
 * section's heading (split layout), a ruled table of four rows, the feature's name in the first
 * column and what it does in the second, like the report's own pages (round 8: not the heading over
 * a row of cards again).
 */
const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  counter-reset: feature;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[6]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1fr);
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  > li {
    counter-increment: feature;
    border-top: 2px solid ${({ theme }) => theme.color.ink};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    > li + li {
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
  }
`

const Feature = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]} 0;
  h3 {
    padding-right: 2rem;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  h3 svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.color.brand};
  }
  position: relative;
  &::before {
    content: counter(feature, decimal-leading-zero);
    position: absolute;
    top: ${({ theme }) => theme.space[5]};
    right: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.textMuted};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${CheckList} {
    font-size: ${({ theme }) => theme.fontSize.sm};
    gap: ${({ theme }) => theme.space[1]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 13rem minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[6]};
    padding-right: 2.5rem;
    h3 {
      grid-row: span 2;
      align-self: start;
      align-items: flex-start;
      padding-right: 0;
    }
    h3 svg {
      margin-top: 0.2rem;
    }
  }
`

export function FeatureGrid({ items }: { items: readonly Capability[] }) {
  return (
    <Grid>
      {items.map(({ icon: Icon, title, description, benefits }) => (
        <li key={title}>
          <Feature>
            <h3>
              <Icon aria-hidden="true" />
              {title}
            </h3>
            <p>{description}</p>
            <CheckList aria-label={`${title}: benefits`}>
              {benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </CheckList>
          </Feature>
        </li>
      ))}
    </Grid>
  )
}
