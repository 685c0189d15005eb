import { Fragment } from 'react'
import { useParams } from 'react-router-dom'
import { logoInk } from './ClientLogoWall'
import styled from 'styled-components'
import { ArrowLeft } from 'lucide-react'
import { clients } from '../../../content/clients'
import { site } from '../../config/site'
import { JsonLd } from '../../layout/JsonLd'
import { Seo } from '../../layout/Seo'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Badge, Card, cardLinkStyles } from '../../ui/Card'
import { Section } from '../../ui/Section'
import { WrapList } from '../../ui/WrapList'
import { metaDescription } from '../collections/uploads'
import { NotFoundView } from '../not-found/NotFoundPage'
import { caseStudyHref, quotePortrait, relatedClients, type Client } from './client'
import { SystemDiagram } from './SystemDiagram'
import { CaseOpening } from './CaseOpening'
import { caseStudyJsonLd } from './caseStudyJsonLd'
import { caseStudyPage, clientsCta } from './clientsCopy'
import { Link } from '../../ui/Link'
import { featuredArticles } from '../../generated/indexes/featuredArticles'
import { storyHref } from '../stories/storyHref'

/**
 * The story in labelled parts at reading width; from 1024 px the system diagram beside it, held in
 * view while the story scrolls. In the source the diagram follows the part it belongs to, which is
 * where it sits on phones and tablets.
 */
const Chapters = styled.div<{ $rows: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1fr) 400px;
    column-gap: ${({ theme }) => theme.space[8]};
    row-gap: ${({ theme }) => theme.space[6]};
    > * {
      grid-column: 1;
    }
    > [data-system-slot] {
      grid-column: 2;
      /* As many rows as the story has parts (and the tags): no empty rows, no gap after them. */
      grid-row: 1 / span ${({ $rows }) => $rows};
      position: sticky;
      top: ${({ theme }) => theme.space[8]};
    }
  }
`

const Chapter = styled.div`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  h2 {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[3]};
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    text-wrap: balance;
  }
  /* The part's number, in the brand colour, tabular so the headings line up. */
  h2 span {
    flex: none;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 700;
    color: ${({ theme }) => theme.color.brand};
    font-variant-numeric: tabular-nums;
  }
  p {
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: ${({ theme }) => theme.lineHeight.body};
  }
  p:last-child {
    margin-bottom: 0;
  }
`

/**
 * Phones: the diagram runs almost the screen's full width, 12 px from its edges (its smallest
 * words, 12.5 units, still render at 12 px or more at 375 px), the heading and caption on the
 * page's 16 px gutter.
 */
const SystemSlot = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    margin-inline: calc(50% - 50vw);
    [data-system-diagram] {
      max-width: none;
      padding-inline: ${({ theme }) => theme.space[3]};
      border-inline: 0;
      border-radius: 0;
    }
    [data-system-diagram] svg {
      max-width: none;
    }
    /* The heading and the caption keep the page's margin. */
    [data-system-diagram] > p,
    [data-system-diagram] > figcaption {
      margin-inline: ${({ theme }) => theme.space[1]};
    }
  }
`

/** After the story: the tags and, where there is one, the article that tells it at length. */
const Meta = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.layout.proseWidth};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.md};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** The same project told in full: a featured article, linked after the story. */
const StoryLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  b {
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:hover b {
    text-decoration: underline;
  }
`

/**
 * The client's words on navy: the person's drawn portrait, the quote large, who said it with the
 * company's logo. Phones: the quote first, the portrait small beside the name.
 */
const Words = styled.figure`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  grid-template-areas: 'quote quote' 'face who';
  gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  align-items: center;
  max-width: 60rem;
  margin: 0 auto;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: 11rem minmax(0, 1fr);
    grid-template-areas: 'face quote' 'face who';
    column-gap: ${({ theme }) => theme.space[7]};
    align-items: start;
  }
  > img {
    grid-area: face;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    /* A print on its paper ground, whole head centred (a circle would cut the hair). */
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 3px solid ${({ theme }) => theme.color.brandOnDark};
    background: ${({ theme }) => theme.color.surface};
  }
  blockquote {
    grid-area: quote;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 600;
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.textOnDark};
    text-wrap: pretty;
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      font-size: ${({ theme }) => theme.fontSize['2xl']};
    }
  }
  blockquote p {
    margin: 0;
  }
  blockquote p::before {
    content: '“';
  }
  blockquote p::after {
    content: '”';
  }
  figcaption {
    grid-area: who;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  figcaption strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  /* The logo on a white chip, its colours as the client drew them. */
  figcaption img {
    display: block;
    width: auto;
    height: 2.75rem;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
`

const WordsTitle = styled.h2`
  margin: 0 auto ${({ theme }) => theme.space[6]};
  max-width: 60rem;
  font-size: ${({ theme }) => theme.fontSize.md};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.color.brandOnDark};
`

/** Two other case studies: where to go next, each with its headline figure. */
const Rail = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  article {
    height: 100%;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    text-wrap: balance;
  }
`

const RailTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  img {
    display: block;
    width: 120px;
    height: 40px;
    object-fit: contain;
    object-position: left center;
    /* Another client's logo: in ink, as on the wall (colour is for the page's own client). */
    ${logoInk}
  }
`

const RailTitle = styled(Link)`
  ${cardLinkStyles}
`

/** The case's first result, large: why it is worth reading. */
const RailFigure = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 2px solid ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textMuted};
  b {
    flex: none;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
`

function CaseStudy({ client }: { client: Client }) {
  const p = caseStudyPage
  const story = client.story ? featuredArticles.find((a) => a.slug === client.story) : undefined
  return (
    <>
      <Seo
        title={p.seoTitle(client.name, client.title)}
        description={metaDescription(client.description)}
        path={caseStudyHref(client.id)}
        type="article"
        // The case-study artwork is an SVG, which most link previews ignore: the page keeps its
        // generated PNG sharing card (scripts/build/ogImages.ts), as the research pages do.
      />
      <JsonLd data={caseStudyJsonLd(client, { name: site.name, url: site.url })} />
      <CaseOpening client={client} number={clients.indexOf(client) + 1} of={clients.length} />

      <Section id="story" label={p.storyTitle}>
        <Chapters $rows={client.sections.length + 1}>
          {client.sections.map((section, index) => (
            <Fragment key={section.heading}>
              <Chapter>
                <h2>
                  <span>{String(index + 1).padStart(2, '0')}</span>
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </Chapter>
              {section.system && (
                <SystemSlot data-system-slot="">
                  <SystemDiagram system={client.system} title={p.systemTitle} />
                </SystemSlot>
              )}
            </Fragment>
          ))}
          <Meta>
            <div>
              <h2>{p.tagsTitle}</h2>
              <WrapList>
                {client.tags.map((tag) => (
                  <li key={tag}>
                    <Badge $tone="neutral" $size="md">
                      {tag}
                    </Badge>
                  </li>
                ))}
              </WrapList>
            </div>
            {story && (
              <div>
                <h2>{p.storyLink.title}</h2>
                <StoryLink to={storyHref(story.slug)}>
                  <b>{story.title}</b>
                  <span>{p.storyLink.meta(story.author, story.readTime)}</span>
                </StoryLink>
              </div>
            )}
          </Meta>
        </Chapters>
      </Section>

      <Section id="words" tone="dark" label={p.quoteTitle}>
        <WordsTitle>{p.quoteTitle}</WordsTitle>
        <Words data-testimonial="">
          <img {...quotePortrait(client.id)} alt="" loading="lazy" decoding="async" />
          <blockquote>
            <p>{client.quote.text}</p>
          </blockquote>
          <figcaption>
            <span>
              <strong>{client.quote.person}</strong>
              {client.quote.role}, {client.name}
            </span>
            <img
              src={client.logoUrl}
              alt=""
              width={120}
              height={40}
              loading="lazy"
              decoding="async"
            />
          </figcaption>
        </Words>
      </Section>

      <Section id="more" tone="alt" eyebrow={p.more.eyebrow} title={p.more.title} center={false}>
        <Rail>
          {relatedClients(client, clients).map((other) => (
            <li key={other.id}>
              <Card $interactive>
                <RailTop>
                  <img
                    src={other.logoUrl}
                    alt=""
                    width={120}
                    height={40}
                    loading="lazy"
                    decoding="async"
                  />
                  <Badge>{other.industry}</Badge>
                </RailTop>
                <h3>
                  <RailTitle to={caseStudyHref(other.id)}>
                    {other.title}
                    <span className="visually-hidden">: {other.name}</span>
                  </RailTitle>
                </h3>
                {other.results[0] && (
                  <RailFigure>
                    <b>{other.results[0].value}</b>
                    {other.results[0].label}
                  </RailFigure>
                )}
              </Card>
            </li>
          ))}
        </Rail>
      </Section>

      <Section id="start" title={clientsCta.title} intro={clientsCta.text} compact>
        <ButtonRow $center>
          <LinkButton to={clientsCta.to} size="lg">
            {clientsCta.label}
          </LinkButton>
          <LinkButton to={p.back.to} variant="secondary" size="lg">
            <ArrowLeft aria-hidden="true" size={18} />
            {p.back.label}
          </LinkButton>
        </ButtonRow>
      </Section>
    </>
  )
}

/**
 * /clients/{id}: one client's case study on its own page, prerendered for each client in
 * content/clients: the case-study masthead (CaseOpening: nameplate, headline and standfirst, the
 * client's wordmark over a facts table with the visit link, what changed in figures, and a screen of
 * what was built, each case's in a shape of its own); the story in numbered parts with the system
 * diagram beside them; every tag; the client's words with the person's drawn portrait; two more
 * case studies of nearby industries; the call to action. The cards of /clients link here; once
 * that page's island has hydrated they open the same case study in the client dialog instead
 * (which shows the details joined from the same parts, and the image).
 */
export default function ClientCaseStudyPage() {
  const { id = '' } = useParams()
  const client = clients.find((c) => c.id === id)
  return client ? <CaseStudy client={client} /> : <NotFoundView />
}
