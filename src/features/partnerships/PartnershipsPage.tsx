import styled from 'styled-components'
import { Check, ExternalLink } from 'lucide-react'
import { media } from '../../theme/tokens'
import { AnchorButton, ButtonRow, LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { PindoBand } from '../../ui/Motif'
import { Eyebrow, Section } from '../../ui/Section'
import { PartnersOpening } from './PartnersOpening'
import { partners, partnersCta, partnersSection } from './partnersCopy'

/* The partners as a two-by-two grid of cards on wide screens, one column on phones. */
const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

/**
 * One partner per card: the logo (which carries the name, so it is the heading) and its kind on a
 * tinted head; its mission set large (labelled, not quoted); then what we do together and its site.
 */
const Partner = styled.article`
  display: grid;
  overflow: hidden;
  /* Side by side, the two cards of a row share their parts' heights (subgrid): the missions, the
     joint work and the links line up across the row. */
  ${media.md} {
    grid-row: span 4;
    grid-template-rows: subgrid;
    row-gap: 0;
  }
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  h3 {
    margin: 0;
    line-height: 0;
  }
  h3 img {
    display: block;
    width: 180px;
    height: 60px;
  }
`

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  /* Narrower cards: the kind under the logo on every card, not beside one and under the next. */
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    flex-direction: column;
    align-items: flex-start;
  }
`

/**
 * The partner's mission, in its own words but not as a quote (nobody is quoted): a label, then
 * the statement large, on a rule in the brand teal.
 */
const Mission = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  margin: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} 0;
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.color.brand};
  p {
    margin: 0;
  }
  p:first-child {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  p:last-child {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 700;
    line-height: ${({ theme }) => theme.lineHeight.snug};
    letter-spacing: -0.01em;
    text-wrap: pretty;
    color: ${({ theme }) => theme.color.ink};
  }
`

/* What we do together: a short label, the joint work in bold, then the longer description. */
const Together = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]} 0;
  padding-top: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  .label {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brand};
  }
  .what {
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
`

const Visit = styled.div`
  align-self: end;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]}
    ${({ theme }) => theme.space[5]};
`

/** The call to partner: the case on the left, what a partnership means on the right. */
const Invite = styled.div`
  overflow: hidden;
  display: grid;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[5]};
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
    ${media.md} {
      grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
      gap: ${({ theme }) => theme.space[7]};
      padding: ${({ theme }) => theme.space[7]};
    }
  }
  ${Eyebrow} {
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[5]};
  }
`

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: center;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
    color: ${({ theme }) => theme.color.textOnDark};
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

/** Partnerships: four partners, each with logo, description, mission and site. */
export default function PartnershipsPage() {
  return (
    <>
      <PartnersOpening />

      <Section
        id={partnersSection.id}
        eyebrow={partnersSection.eyebrow}
        title={partnersSection.title}
        intro={partnersSection.intro}
        center={false}
      >
        <Rows>
          {partners.map((partner) => (
            <Partner key={partner.id} data-partner={partner.id}>
              <Identity>
                <h3>
                  <img
                    src={partner.logo}
                    alt={partner.name}
                    width={180}
                    height={60}
                    loading="lazy"
                    decoding="async"
                  />
                </h3>
                <Badge $tone="neutral">{partner.kind}</Badge>
              </Identity>
              <Mission data-mission>
                <p>{partnersSection.missionLabel}</p>
                <p>{partner.mission}</p>
              </Mission>
              <Together>
                <p className="label">{partnersSection.togetherLabel}</p>
                <p className="what">{partner.together}</p>
                <p>{partner.description}</p>
              </Together>
              <Visit>
                <AnchorButton href={partner.link} newTab variant="secondary" size="sm">
                  {partnersSection.visitLabel}
                  <span className="visually-hidden">: {partner.name} (opens in a new tab)</span>
                  <ExternalLink aria-hidden="true" size={16} />
                </AnchorButton>
              </Visit>
            </Partner>
          ))}
        </Rows>
      </Section>

      <Section id="become-a-partner" tone="alt" label={partnersCta.title} compact>
        <Invite>
          <PindoBand />
          <div>
            <div>
              <Eyebrow>{partnersCta.eyebrow}</Eyebrow>
              <h2>{partnersCta.title}</h2>
              <p>{partnersCta.text}</p>
              <ButtonRow>
                <LinkButton to={partnersCta.to} size="lg">
                  {partnersCta.label}
                </LinkButton>
              </ButtonRow>
            </div>
            <Points>
              {partnersCta.points.map((point) => (
                <li key={point}>
                  <Check aria-hidden="true" size={20} />
                  {point}
                </li>
              ))}
            </Points>
          </div>
        </Invite>
      </Section>
    </>
  )
}
