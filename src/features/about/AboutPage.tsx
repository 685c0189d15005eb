import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { StatGrid, StatTile } from '../../ui/StatTile'
import { PindoBand } from '../../ui/Motif'
import { site } from '../../config/site'
import { media } from '../../theme/tokens'
import { disclosureChevron } from '../../ui/disclosureChevron'
import { PlacePanel } from './PlacePanel'
import { AboutOpening } from './AboutOpening'
import { HowWeCount } from './HowWeCount'
import { aboutCta, aboutStats, leadQuote, mission, story, team, values, vision } from './aboutCopy'

/** Heading on the left, the two statements on the right: an editorial opening, not two cards. */
const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.lg} {
    grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
    gap: ${({ theme }) => theme.space[7]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    text-wrap: balance;
    ${media.lg} {
      max-width: 12ch;
    }
  }
`

const Statements = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
  div {
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 3px solid ${({ theme }) => theme.color.brand};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.body};
    color: ${({ theme }) => theme.color.ink};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.lg};
      line-height: ${({ theme }) => theme.lineHeight.snug};
    }
  }
`

/** The founding story as three numbered steps down a line, beside the place from 1024 px. */
const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    gap: ${({ theme }) => theme.space[5]};
  }
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space[7]};
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.9rem;
    top: 2.25rem;
    bottom: calc(-1 * ${({ theme }) => theme.space[5]});
    width: 2px;
    background: ${({ theme }) => theme.color.border};
  }
  li:last-child::before {
    display: none;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 700;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.brandStrong};
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
`

const StepNumber = styled.span`
  position: absolute;
  left: 0;
  top: 0;
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.textOnDark};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`

/** The story on the left, the place (the map of Dar es Salaam) on the right; stacked below 1024 px. */
const StoryGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.lg} {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: start;
  }
`

/** The four values as numbered tiles, two by two from 768 px; each opens to its detail. */
const ValueGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`

const Value = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 3px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  &[open] {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  summary {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
    align-items: baseline;
    min-height: 2.75rem;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    list-style: none;
    ${media.md} {
      padding: ${({ theme }) => theme.space[4]};
    }
    cursor: pointer;
    &::-webkit-details-marker {
      display: none;
    }
  }
  ${disclosureChevron('1 / 3 / span 2 / auto')}
  h3 {
    grid-column: 2;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  summary > span:last-of-type {
    grid-column: 2;
    color: ${({ theme }) => theme.color.textMuted};
  }
  > div {
    padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
    ${media.md} {
      padding-left: calc(${({ theme }) => theme.space[4]} * 2 + 2.5ch);
    }
  }
  > div p {
    margin: 0;
  }
`

const ValueNumber = styled.span`
  grid-row: 1 / span 2;
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.color.brand};
  font-variant-numeric: tabular-nums;
`

/**
 * The quote that opens the figures band, set large across the band's whole width (not a quote in
 * the left half of an empty band): the words at the page's display size, the quotation marks in
 * teal, who said them under it. Her face is in the opening above:
 * a face appears once on the page.
 */
const Quote = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
  ${media.md} {
    gap: ${({ theme }) => theme.space[5]};
    margin-bottom: ${({ theme }) => theme.space[7]};
    padding-bottom: ${({ theme }) => theme.space[7]};
  }
  blockquote {
    position: relative;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 700;
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.textOnDark};
    text-wrap: balance;
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize['3xl']};
    }
    ${media.lg} {
      font-size: clamp(2.5rem, 1.5rem + 2.6vw, 3.5rem);
      line-height: ${({ theme }) => theme.lineHeight.tight};
      letter-spacing: -0.02em;
      /* Lines that run the band's width (balance would leave its right third empty). */
      text-wrap: pretty;
    }
  }
  blockquote p {
    margin: 0;
  }
  blockquote p::before {
    content: '“';
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  blockquote p::after {
    content: '”';
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  figcaption {
    justify-self: start;
    padding-left: ${({ theme }) => theme.space[3]};
    border-left: 3px solid ${({ theme }) => theme.color.brandOnDark};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.color.textOnDark};
  }
`

/**
 * The four figures as a ruled row on the navy, not four boxes: each figure left-aligned after a
 * hairline, quieter than the quote above them. "09+" is set as the spec writes it, in one tone: a
 * muted leading zero read as a rendering fault (critique 13).
 */
const Figures = styled.div`
  [data-stat-tile] {
    align-items: start;
    padding: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[1]}
      ${({ theme }) => theme.space[4]};
    border: 0;
    border-left: 2px solid ${({ theme }) => theme.color.lineOnDark};
    border-radius: 0;
    background: none;
    text-align: left;
  }
`

const NumbersTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSize.xl};
`

/** Two panels side by side: work with us, join us. */
const Ways = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Way = styled.div<{ $dark?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  overflow: hidden;
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  }
  background: ${({ theme, $dark }) => ($dark ? theme.color.ink : theme.color.surfaceAlt)};
  color: ${({ theme, $dark }) => ($dark ? theme.color.textOnDarkMuted : theme.color.textMuted)};
  > span:first-child {
    margin: 0 calc(-1 * ${({ theme }) => theme.space[4]}) ${({ theme }) => theme.space[1]};
    ${media.md} {
      margin: 0 calc(-1 * ${({ theme }) => theme.space[5]}) ${({ theme }) => theme.space[2]};
    }
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme, $dark }) => ($dark ? theme.color.textOnDark : theme.color.ink)};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.xl};
    }
  }
  p {
    margin: 0;
  }
`

/** About (/about): the leads and the place, mission, vision, founding story beside the map, values, figures, links. */
export default function AboutPage() {
  const quotePerson = team.leads.find((lead) => lead.id === leadQuote.personId)
  return (
    <>
      <AboutOpening />

      <Section id="mission" label="Mission and vision" compact>
        <Split>
          <h2>Mission and vision</h2>
          <Statements>
            <div>
              <h3>{mission.title}</h3>
              <p>{mission.text}</p>
            </div>
            <div>
              <h3>{vision.title}</h3>
              <p>{vision.text}</p>
            </div>
          </Statements>
        </Split>
      </Section>

      <Section
        id="story"
        title={story.title}
        eyebrow={`Founded ${site.foundedYear}`}
        tone="alt"
        center={false}
        compact
      >
        <StoryGrid>
          <Steps>
            {story.paragraphs.map((p, i) => (
              <li key={p.slice(0, 24)}>
                <StepNumber aria-hidden="true">{i + 1}</StepNumber>
                <h3>{story.steps[i]}</h3>
                <p>{p}</p>
              </li>
            ))}
          </Steps>
          <PlacePanel />
        </StoryGrid>
      </Section>

      <Section id="values" title="Our values" center={false} compact>
        <ValueGrid>
          {values.map((value, i) => (
            <Value key={value.name} data-value>
              <summary>
                <ValueNumber aria-hidden="true">{String(i + 1).padStart(2, '0')}</ValueNumber>
                <h3>{value.name}</h3>
                <span>{value.summary}</span>
              </summary>
              <div>
                <p>{value.detail}</p>
              </div>
            </Value>
          ))}
        </ValueGrid>
      </Section>

      <Section id="numbers" tone="dark" label="By the numbers" compact>
        {quotePerson && (
          <Quote>
            <blockquote>
              <p>{leadQuote.text}</p>
            </blockquote>
            <figcaption>
              <strong>{quotePerson.name}</strong>
              {quotePerson.role}
            </figcaption>
          </Quote>
        )}
        <NumbersTitle>By the numbers</NumbersTitle>
        <Figures>
          <StatGrid>
            {aboutStats.map((s) => (
              <StatTile key={s.label} {...s} onDark />
            ))}
          </StatGrid>
        </Figures>
        <HowWeCount />
      </Section>

      <Section id="join" title={aboutCta.title} center={false} compact>
        <Ways>
          <Way>
            <PindoBand />
            <h3>{aboutCta.work.title}</h3>
            <p>{aboutCta.work.text}</p>
            <ButtonRow>
              <LinkButton to="/contact">{aboutCta.contact}</LinkButton>
            </ButtonRow>
          </Way>
          <Way $dark>
            <PindoBand />
            <h3>{aboutCta.join.title}</h3>
            <p>{aboutCta.join.text}</p>
            <ButtonRow>
              <LinkButton to="/careers" variant="onDark">
                {aboutCta.careers}
              </LinkButton>
            </ButtonRow>
          </Way>
        </Ways>
      </Section>
    </>
  )
}
