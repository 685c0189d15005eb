import styled from 'styled-components'
import { CircleCheck, Globe, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { site } from '../../config/site'
import { IconBadge } from '../../ui/Card'
import { Section } from '../../ui/Section'
import { defineIsland } from '../../islands/defineIsland'
import { ContactForm } from './ContactForm'
import { assurances, contactStrip, formIntro } from './contactCopy'
import { ContactOpening } from './ContactOpening'

const FORM_TITLE_ID = 'inquiry-form-title'

/** The form is the page's one island: it hydrates once the page has painted. */
const ContactFormIsland = defineIsland('contact-form', ContactForm)

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    column-gap: ${({ theme }) => theme.space[7]};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`

const FormCard = styled.div`
  /* The fields' container: they go two a row when the form is wide enough (FieldGrid). */
  container: inquiry / inline-size;
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

/* Three short assurances: what a visitor may want settled before writing. */
const Assurances = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
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

/*
 * The other ways to reach us, under the assurances: one row per way, an icon, its name and its
 * value, divided by hairlines (no cards floating beside the form).
 */
const Reach = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Strip = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  /* From the small tablet up: two ways a row. */
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[5]};
  }
`

const StripItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  min-width: 0;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

const StripText = styled.div`
  display: grid;
  font-size: ${({ theme }) => theme.fontSize.sm};
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
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

/**
 * Contact (/contact): the desk (who reads it, the form, what follows) on the first screen, then
 * what to know and the other ways to reach us.
 */
export default function ContactPage() {
  return (
    <>
      <ContactOpening>
        <FormCard>
          <h2 id={FORM_TITLE_ID}>{formIntro.title}</h2>
          <Muted>
            {formIntro.text} {formIntro.requiredNote}
          </Muted>
          <ContactFormIsland labelledBy={FORM_TITLE_ID} />
        </FormCard>
      </ContactOpening>

      <Section tone="alt" label={assurances.title}>
        <Layout>
          <div>
            <h2 id="assurances-title">{assurances.title}</h2>
            <Assurances>
              {assurances.items.map((item) => (
                <li key={item.title}>
                  <CircleCheck aria-hidden="true" size={20} />
                  <strong>{item.title}</strong>
                  <span>{item.text}</span>
                </li>
              ))}
            </Assurances>
          </div>
          <Reach id="reach-us" aria-labelledby="reach-us-title">
            <h2 id="reach-us-title">{contactStrip.title}</h2>
            <p>{contactStrip.intro}</p>
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
          </Reach>
        </Layout>
      </Section>
    </>
  )
}
