import { useLocation } from 'react-router-dom'
import { Link } from '../../ui/Link'
import styled from 'styled-components'
import { ArrowRight, CalendarCheck, CircleCheck } from 'lucide-react'
import { site } from '../../config/site'
import { Seo } from '../../layout/Seo'
import { findRoute } from '../../routes/table'
import { AnchorButton, ButtonRow } from '../../ui/Button'
import { IconBadge } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Section } from '../../ui/Section'
import { marks } from '../../enhance/marks'
import { InquiryProgress } from './InquiryProgress'
import { bookingOffer, inquirySentHero, waysOn } from './inquirySentCopy'

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${ButtonRow} {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`

const WayList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const WayLink = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  strong {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  span {
    grid-column: 1;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  svg {
    grid-column: 2;
    grid-row: 1 / span 2;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &:hover strong {
    text-decoration: underline;
  }
`

/**
 * Where a native form post ends (`/contact/thank-you`): the local collector answers an inquiry
 * posted without JavaScript (or before the page hydrated) with `303 See Other` to this page. It
 * confirms the inquiry, offers the booking calendar (opened in a new tab; like the booking dialog,
 * it never shows the calendar's address) and ways on. Kept out of search results and the sitemap.
 * The inquiry was sent, so an unsent draft of it on this device is forgotten (docs/INQUIRY-FORM.md,
 * "Without JavaScript").
 */
export default function InquirySentPage() {
  const { pathname } = useLocation()
  const entry = findRoute(pathname)
  return (
    <>
      {entry && <Seo title={entry.title} description={entry.description} path={pathname} noindex />}
      <PageHero
        eyebrow={inquirySentHero.eyebrow}
        title={inquirySentHero.title}
        lead={<p>{inquirySentHero.lead}</p>}
        aside={<InquiryProgress />}
      />
      <Section id="next" tone="alt" label={waysOn.title}>
        {/* The site script forgets the unsent draft of the inquiry on this device. */}
        <Layout {...{ [marks.inquirySent]: '' }}>
          <Panel>
            <IconBadge aria-hidden="true">
              <CalendarCheck />
            </IconBadge>
            <h2>{bookingOffer.title}</h2>
            <p>{bookingOffer.text}</p>
            <ButtonRow>
              <AnchorButton href={site.bookingUrl} newTab size="lg">
                {bookingOffer.cta}
                <span className="visually-hidden"> {bookingOffer.newTabNote}</span>
              </AnchorButton>
            </ButtonRow>
          </Panel>
          <Panel>
            <IconBadge aria-hidden="true">
              <CircleCheck />
            </IconBadge>
            <h2>{waysOn.title}</h2>
            <WayList>
              {waysOn.links.map((way) => (
                <li key={way.to}>
                  <WayLink to={way.to}>
                    <strong>{way.label}</strong>
                    <span>{way.text}</span>
                    <ArrowRight aria-hidden="true" size={20} />
                  </WayLink>
                </li>
              ))}
            </WayList>
          </Panel>
        </Layout>
      </Section>
    </>
  )
}
