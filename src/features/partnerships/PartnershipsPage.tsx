import styled from 'styled-components'
import { Check, ExternalLink } from 'lucide-react'
import { media } from '../../theme/tokens'
import { AnchorButton, ButtonRow, LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { PindoBand } from '../../ui/Motif'
import { Eyebrow, Section } from '../../ui/Section'
import { PartnersOpening } from './PartnersOpening'
import { partners, partnersCta, partnersSection } from './partnersCopy'

/*
 * The partners as a ledger, not a grid of cards: one ruled entry per partner, its identity in the
 * first column, its mission set large in the second and the joint work with its site in the third
 * (on tablets the identity heads the entry; on phones the parts stack).
 */
const Rows = styled.div`
  display: grid;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

const Partner = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  grid-template-areas: 'identity' 'mission' 'together' 'visit';
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: 'identity identity' 'mission together' 'mission visit';
    column-gap: ${({ theme }) => theme.space[6]};
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 5fr) minmax(0, 4fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'identity mission together' 'identity mission visit';
    column-gap: ${({ theme }) => theme.space[7]};
    padding: ${({ theme }) => theme.space[7]} 0;
  }
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

/* The partner's identity: its place in the ledger, its logo (the heading) and its kind. */
const Identity = styled.div`
  grid-area: identity;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  ${media.lg} {
    flex-flow: column nowrap;
    align-items: flex-start;
  }
  .place {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/**
 * The partner's mission, in its own words but not as a quote (nobody is quoted): a label, then
 * the statement large, on a rule in the brand teal.
 */
const Mission = styled.div`
  grid-area: mission;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
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
  grid-area: together;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  p {
    margin: 0;
  }
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
  grid-area: visit;
  align-self: end;
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
          {partners.map((partner, i) => (
            <Partner key={partner.id} data-partner={partner.id}>
              <Identity>
                <span className="place" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')} / {String(partners.length).padStart(2, '0')}
                </span>
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
