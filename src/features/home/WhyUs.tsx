import styled from 'styled-components'
import { Users } from 'lucide-react'
import { CountUp } from '../../ui/CountUp'
import { Section } from '../../ui/Section'
import { FigureNote } from '../../ui/FigureNote'
import { media } from '../../theme/tokens'
import { community, whyUs, whyUsBasis, whyUsMetrics, whyUsStatement } from './homeCopy'

/*
 * One figure as a statement, the rest quieter: the first metric set large under the intro (in the
 * heading column from 1024 px), the other five as a ruled ledger beside it, and the community
 * counter inside a sentence. Not a wall of identical tiles.
 */

const Statement = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  align-items: end;
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 3px solid ${({ theme }) => theme.color.brand};
  p {
    margin: 0;
  }
`

const Big = styled.p`
  font-size: clamp(4.5rem, 3rem + 6vw, 7.5rem);
  font-weight: 800;
  line-height: 0.85;
  letter-spacing: -0.045em;
  color: ${({ theme }) => theme.color.brandStrong};
  font-variant-numeric: tabular-nums;
`

const StatementText = styled.div`
  padding-bottom: ${({ theme }) => theme.space[1]};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.lg};
    text-wrap: balance;
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.ink};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.xl};
    }
  }
  p {
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** The other five: a figure column (right-aligned, tabular) and its label, one ruled row each. */
const Ledger = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  /* On a tablet, where the heading stacks above it, two columns of rows. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
      theme.breakpoint.lg - 1}px) {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[6]};
    max-width: 46rem;
  }
  li {
    display: grid;
    grid-template-columns: 5.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
    align-items: baseline;
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    ${media.md} {
      grid-template-columns: 7rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[5]};
      padding: ${({ theme }) => theme.space[3]} 0;
    }
  }
  li > span:first-child {
    justify-self: end;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
    line-height: 1.1;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  li > span:last-child {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.text};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
`

/** The community counter in a sentence, after the figures. */
const Community = styled.p`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  margin: ${({ theme }) => theme.space[5]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.textMuted};
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  svg {
    margin-top: 0.1em;
    color: ${({ theme }) => theme.color.brand};
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  strong > span {
    color: ${({ theme }) => theme.color.brandStrong};
    font-variant-numeric: tabular-nums;
  }
  /* On phones the counter and its label; who the community are is said again under 'Join the
     movement', further down. */
  strong + span {
    display: none;
    ${media.md} {
      display: inline;
    }
  }
`

/** Why-us: the heading with one statement figure, five figures as a ledger, the community counter. */
export function WhyUs() {
  const [lead, ...rest] = whyUsMetrics
  return (
    <Section
      layout="split"
      id={whyUs.id}
      eyebrow={whyUs.eyebrow}
      title={whyUs.title}
      intro={whyUs.intro}
      tone="alt"
      aside={
        lead && (
          <Statement data-statement-figure>
            <Big>
              <CountUp value={lead.value} />
            </Big>
            <StatementText>
              <strong>{lead.label}</strong>
              <p>{whyUsStatement.note}</p>
            </StatementText>
          </Statement>
        )
      }
    >
      <Ledger>
        {rest.map((m) => (
          <li key={m.label}>
            <span>
              <CountUp value={m.value} />
            </span>
            <span>{m.label}</span>
          </li>
        ))}
      </Ledger>
      <Community>
        <Users aria-hidden="true" size={22} />
        <span>
          <strong>
            <CountUp value={community.value} /> {community.label}
          </strong>
          <span>: {community.text}</span>
        </span>
      </Community>
      <FigureNote>{whyUsBasis}</FigureNote>
    </Section>
  )
}
