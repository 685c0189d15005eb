import styled from 'styled-components'
import { Check, ExternalLink } from 'lucide-react'
import { media } from '../../theme/tokens'
import { AnchorButton, ButtonRow, LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { PindoBand } from '../../ui/Motif'
import { PageHero } from '../../ui/PageHero'
import { Eyebrow, Section } from '../../ui/Section'
import { PartnerDiagram } from './PartnerDiagram'
import { partners, partnersCta, partnersHero, partnersSection } from './partnersCopy'

const Rows = styled.div`
  display: grid;
`

/**
 * One partner per row: the logo (which carries the name, so it is the heading) and its kind on the
 * left; what we do together, its mission and its site on the right.
 */
const Partner = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  ${media.md} {
    grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
    gap: ${({ theme }) => theme.space[7]};
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

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`

const About = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  p {
    margin: 0;
  }
`

const MissionFigure = styled.figure`
  margin: 0;
`

const Mission = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.ink};
  p::before {
    content: '“';
  }
  p::after {
    content: '”';
  }
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
      <PageHero
        eyebrow={partnersHero.eyebrow}
        title={partnersHero.title}
        lead={<p>{partnersHero.lead}</p>}
        aside={<PartnerDiagram />}
      />

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
              <About>
                <p>{partner.description}</p>
                <MissionFigure>
                  <Mission>
                    <p>{partner.mission}</p>
                  </Mission>
                  <figcaption className="visually-hidden">
                    {partnersSection.missionLabel} of {partner.name}
                  </figcaption>
                </MissionFigure>
                <AnchorButton href={partner.link} newTab variant="secondary" size="sm">
                  {partnersSection.visitLabel}
                  <span className="visually-hidden">: {partner.name} (opens in a new tab)</span>
                  <ExternalLink aria-hidden="true" size={16} />
                </AnchorButton>
              </About>
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
