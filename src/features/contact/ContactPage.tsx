import styled from 'styled-components'
import { CircleCheck, Globe, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { site } from '../../config/site'
import { IconBadge } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Section } from '../../ui/Section'
import { defineIsland } from '../../islands/defineIsland'
import { media } from '../../theme/tokens'
import { team } from '../../../content/team'
import { DarEsSalaamMap } from '../place/DarEsSalaamMap'
import { Portrait } from '../team/Portrait'
import { ContactForm } from './ContactForm'
import { assurances, contactHero, contactStrip, formIntro, readers } from './contactCopy'
import { NextStepsTimeline } from './NextStepsTimeline'

const FORM_TITLE_ID = 'inquiry-form-title'

/** The form is the page's one island: it hydrates once the page has painted. */
const ContactFormIsland = defineIsland('contact-form', ContactForm)

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`

const FormCard = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[6]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[5]});
  }
`

const Readers = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
  img {
    flex: none;
    width: 4rem;
    height: 4rem;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  span {
    display: grid;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
`

/* Three short assurances, set apart from the readers by a hairline. */
const Assurances = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  svg {
    grid-row: span 2;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.color.brand};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
`

/** The city strip: Dar es Salaam drawn on the left, the ways to reach us on the right. */
const StripLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space[7]};
  }
  [data-place-map] {
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`

const Strip = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const StripItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  min-width: 0;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`

const StripText = styled.div`
  display: grid;
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const HeroMail = styled.a`
  color: ${({ theme }) => theme.color.textOnDark};
  font-weight: 600;
  text-decoration: underline;
  &:hover {
    color: ${({ theme }) => theme.color.textOnDark};
    text-decoration-thickness: 2px;
  }
`

function StripEntry({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <StripItem>
      <IconBadge aria-hidden="true">{icon}</IconBadge>
      <StripText>
        <strong>{title}</strong>
        {children}
      </StripText>
    </StripItem>
  )
}

/** Contact (/contact): heading, e-mail link, the inquiry form and a contact strip. */
export default function ContactPage() {
  const readerMembers = team.filter((member) => readers.ids.includes(member.id))
  return (
    <>
      <PageHero
        eyebrow={contactHero.eyebrow}
        title={contactHero.title}
        lead={
          <>
            <p>{contactHero.lead}</p>
            <p>
              {contactHero.emailIntro}{' '}
              <HeroMail href={`mailto:${site.email}`}>{site.email}</HeroMail>
            </p>
          </>
        }
        aside={<NextStepsTimeline />}
      />

      <Section id="inquiry" tone="alt" label={formIntro.title}>
        <Layout>
          <FormCard>
            <h2 id={FORM_TITLE_ID}>{formIntro.title}</h2>
            <Muted>
              {formIntro.text} {formIntro.requiredNote}
            </Muted>
            <ContactFormIsland labelledBy={FORM_TITLE_ID} />
          </FormCard>
          <NextStepsTimeline placement="form" />
          <Aside aria-labelledby="readers-title">
            <h2 id="readers-title">{readers.title}</h2>
            <Muted>{readers.text}</Muted>
            <Readers>
              {readerMembers.map((member) => (
                <li key={member.id}>
                  <Portrait member={member} frame="square" sizes="64px" />
                  <span>
                    <strong>{member.name}</strong>
                    {member.role}
                  </span>
                </li>
              ))}
            </Readers>
            <Assurances aria-label={assurances.title}>
              {assurances.items.map((item) => (
                <li key={item.title}>
                  <CircleCheck aria-hidden="true" size={20} />
                  <strong>{item.title}</strong>
                  <span>{item.text}</span>
                </li>
              ))}
            </Assurances>
          </Aside>
        </Layout>
      </Section>

      {/* A light band with its own cards, so the page's end is clearly apart from the navy footer. */}
      <Section
        id="reach-us"
        title={contactStrip.title}
        intro={contactStrip.intro}
        center={false}
        compact
      >
        <StripLayout>
          <DarEsSalaamMap tone="light" />
          <Strip>
            <StripEntry icon={<Mail />} title={contactStrip.email}>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </StripEntry>
            <StripEntry icon={<Phone />} title={contactStrip.phone}>
              <a href={site.phoneHref}>{site.phone}</a>
            </StripEntry>
            <StripEntry icon={<MapPin />} title={contactStrip.city}>
              <span>{contactStrip.cityDetail}</span>
            </StripEntry>
            <StripEntry icon={<Globe />} title={contactStrip.global}>
              <span>{contactStrip.globalDetail}</span>
            </StripEntry>
          </Strip>
        </StripLayout>
      </Section>
    </>
  )
}
