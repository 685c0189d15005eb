import styled from 'styled-components'
import { CountUp } from '../../ui/CountUp'
import { Section } from '../../ui/Section'
import { FigureNote } from '../../ui/FigureNote'
import { media } from '../../theme/tokens'
import { community, whyUs, whyUsBasis, whyUsGroups, whyUsStatement } from './homeCopy'

/*
 * The figures staged by claim, not listed: each group opens with its claim and where its figures
 * come from, so a source line can only belong to the figures under it. Speed leads with the one
 * statement figure (40x, set large, its caption a sentence at reading size) over its three
 * supporting figures; reach (users, downloads, the community) stands beside it from 1024 px as a
 * ruled ledger. On a phone and a tablet the groups stack and each group's figures sit three abreast.
 */

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    gap: ${({ theme }) => theme.space[5]};
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: start;
  }
`

const Group = styled.div`
  border-top: 3px solid ${({ theme }) => theme.color.brand};
  padding-top: ${({ theme }) => theme.space[3]};
`

const GroupHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** The statement: the numeral, its label and a caption that reads as a sentence. */
const Statement = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
  ${media.md} {
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  }
`

const Big = styled.p`
  grid-row: span 2;
  font-size: clamp(4.5rem, 3rem + 5vw, 7rem);
  font-weight: 800;
  line-height: 0.85;
  letter-spacing: -0.045em;
  color: ${({ theme }) => theme.color.brandStrong};
  font-variant-numeric: tabular-nums;
  /* On a phone the sentence runs under the numeral and its label, across the whole width. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    grid-row: auto;
  }
`

const StatementLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.ink};
  text-wrap: balance;
  align-self: end;
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    align-self: center;
  }
`

const Sentence = styled.p`
  align-self: start;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.5;
  color: ${({ theme }) => theme.color.text};
  text-wrap: pretty;
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    grid-column: 1 / -1;
  }
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`

/**
 * A group's figures: three abreast (figure over label, a hairline above each); `$ledger` turns
 * them into ruled rows from 1024 px (figure column, label beside), for the narrower column.
 */
const Figures = styled.ul<{ $ledger?: boolean }>`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  li > span:first-child {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
    line-height: 1.1;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  li > span:last-child {
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.text};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
  ${media.md} {
    gap: ${({ theme }) => theme.space[5]};
  }
  ${({ $ledger, theme }) =>
    $ledger &&
    `
    @media (min-width: ${theme.breakpoint.lg}px) {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
      li {
        display: grid;
        grid-template-columns: 5.5rem minmax(0, 1fr);
        gap: ${theme.space[4]};
        align-items: baseline;
        padding: ${theme.space[3]} 0;
      }
      li:last-child {
        border-bottom: 1px solid ${theme.color.border};
      }
    }
  `}
`

/** What makes a label specific: after it from 768 px; on a phone the label alone. */
const Detail = styled.span`
  display: none;
  ${media.md} {
    display: inline;
  }
`

/** Who the community are: said beside the counter where there is room (from 1024 px). */
const CommunityText = styled.span`
  display: none;
  ${media.lg} {
    display: inline;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** Why-us: the heading, then the figures grouped by the claim they support, each with its source. */
export function WhyUs() {
  return (
    <Section
      center={false}
      id={whyUs.id}
      eyebrow={whyUs.eyebrow}
      title={whyUs.title}
      intro={whyUs.intro}
      tone="alt"
      compact
    >
      <Groups>
        {whyUsGroups.map((group, i) => (
          <Group
            key={group.id}
            role="group"
            aria-labelledby={`why-us-${group.id}`}
            data-claim={group.id}
          >
            <GroupHead>
              <h3 id={`why-us-${group.id}`}>{group.claim}</h3>
              <p data-evidence>{group.evidence}</p>
            </GroupHead>
            {i === 0 && (
              <Statement data-statement-figure>
                <Big>
                  <CountUp value={whyUsStatement.value} />
                </Big>
                <StatementLabel>{whyUsStatement.label}</StatementLabel>
                <Sentence>{whyUsStatement.sentence}</Sentence>
              </Statement>
            )}
            <Figures $ledger={i > 0}>
              {group.metrics.map((m) => (
                <li key={m.label}>
                  <span>
                    <CountUp value={m.value} />
                  </span>
                  <span>
                    {m.label}
                    <Detail> {m.detail}</Detail>
                  </span>
                </li>
              ))}
              {i === whyUsGroups.length - 1 && (
                <li data-community>
                  <span>
                    <CountUp value={community.value} />
                  </span>
                  <span>
                    {community.label}
                    <CommunityText>: {community.text}</CommunityText>
                  </span>
                </li>
              )}
            </Figures>
          </Group>
        ))}
      </Groups>
      <FigureNote>{whyUsBasis}</FigureNote>
    </Section>
  )
}
