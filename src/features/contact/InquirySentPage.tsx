import { useLocation } from 'react-router-dom'
import { Link } from '../../ui/Link'
import styled from 'styled-components'
import { ArrowRight, CalendarCheck } from 'lucide-react'
import { site } from '../../config/site'
import { Seo } from '../../layout/Seo'
import { findRoute } from '../../routes/table'
import { AnchorButton, ButtonRow } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { Eyebrow, Section } from '../../ui/Section'
import { media } from '../../theme/tokens'
import { marks } from '../../enhance/marks'
import { InquiryProgress } from './InquiryProgress'
import { bookingOffer, inquirySentHero, waysOn } from './inquirySentCopy'
import { WhiteOpening } from '../../ui/WhiteOpening'

/*
 * The opening, on white: a confirmation reads like a short letter, so the words sit in one column
 * with the sooner way (the booking call) right under them; across the page below, the inquiry's
 * track with its first stop reached (the contact page's "What happens next", moved on one step).
 */
const Opening = styled(WhiteOpening)`
  h1 {
    max-width: 18ch;
  }
`

const Letter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: end;
  }
  p {
    margin: 0;
    max-width: 58ch;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/* The sooner way: the booking call, beside the words on wide screens, under them on phones. */
const Sooner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${media.lg} {
    padding-left: ${({ theme }) => theme.space[6]};
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  ${ButtonRow} {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`

const Track = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

/* The ways on: three links side by side from 768 px. */
const WayList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  margin: 0;
  padding: 0;
  list-style: none;
`

const WayLink = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: center;
  height: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
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
      <Opening aria-labelledby="page-title" data-opening="letter">
        <Container>
          <Eyebrow>{inquirySentHero.eyebrow}</Eyebrow>
          <Letter>
            <div>
              <h1 id="page-title">{inquirySentHero.title}</h1>
              <p>{inquirySentHero.lead}</p>
            </div>
            <Sooner>
              <h2>{bookingOffer.title}</h2>
              <p>{bookingOffer.text}</p>
              <ButtonRow>
                <AnchorButton href={site.bookingUrl} newTab size="lg">
                  <CalendarCheck aria-hidden="true" size={20} />
                  {bookingOffer.cta}
                  <span className="visually-hidden"> {bookingOffer.newTabNote}</span>
                </AnchorButton>
              </ButtonRow>
            </Sooner>
          </Letter>
          <Track>
            <InquiryProgress />
          </Track>
        </Container>
      </Opening>
      <Section id="next" tone="alt" title={waysOn.title} center={false} compact>
        {/* The site script forgets the unsent draft of the inquiry on this device. */}
        <WayList {...{ [marks.inquirySent]: '' }}>
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
      </Section>
    </>
  )
}
