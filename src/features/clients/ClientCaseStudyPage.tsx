import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { ArrowLeft, ExternalLink } from 'lucide-react'
import { clients } from '../../../content/clients'
import { site } from '../../config/site'
import { JsonLd } from '../../layout/JsonLd'
import { Seo } from '../../layout/Seo'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { ResultFigures } from '../../ui/ResultFigures'
import { Section } from '../../ui/Section'
import { Testimonial } from '../../ui/Testimonial'
import { WrapList } from '../../ui/WrapList'
import { metaDescription } from '../collections/uploads'
import { NotFoundView } from '../not-found/NotFoundPage'
import { caseStudyHref, detailParagraphs, uploadsUrl, type Client } from './client'
import { caseStudyJsonLd } from './caseStudyJsonLd'
import { caseStudyPage, clientsCta } from './clientsCopy'
import { OpeningFacts as Facts } from '../../ui/OpeningFacts'
import { Link } from '../../ui/Link'
import { featuredArticles } from '../../generated/indexes/featuredArticles'
import { storyHref } from '../stories/storyHref'

/** The client's logo on a white tile (logos are drawn for light backgrounds), with the visit link. */
const Visit = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brandStrong};
  font-weight: 600;
  text-decoration: none;
  img {
    display: block;
    width: 150px;
    height: 50px;
  }
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
  &:hover {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: underline;
  }
`

const Figure = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  /* The drawing's navy field on the navy hero: a hairline frames it. */
  outline: 1px solid ${({ theme }) => theme.color.lineOnDark};
  outline-offset: -1px;
`

/** The story at reading width; beside it on wide screens, the tags and the client's words. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  }
`

const Story = styled.div`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
  p {
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: ${({ theme }) => theme.lineHeight.body};
  }
`

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.md};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** The same project told in full: a featured article, linked from the aside. */
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
      <PageHero
        eyebrow={p.eyebrow}
        title={client.title}
        lead={
          <>
            <p>{client.description}</p>
            <Facts>
              <div>
                <dt>{p.facts.client}</dt>
                <dd>{client.name}</dd>
              </div>
              <div>
                <dt>{p.facts.industry}</dt>
                <dd>
                  <Badge>{client.industry}</Badge>
                </dd>
              </div>
            </Facts>
          </>
        }
        actions={
          <ButtonRow>
            <Visit href={client.logoLinkUrl} target="_blank" rel="noopener noreferrer">
              <img src={client.logoUrl} alt={`${client.name} logo`} width={150} height={50} />
              <span>
                {p.visitLabel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </span>
              <ExternalLink aria-hidden="true" />
            </Visit>
          </ButtonRow>
        }
        aside={
          <Figure
            src={uploadsUrl(client.imageUrl)}
            alt={client.imageAlt}
            width={800}
            height={450}
            fetchPriority="high"
          />
        }
      />

      <Section id="results" tone="alt" label={p.resultsTitle} compact>
        <ResultFigures results={client.results} label={p.resultsTitle} />
      </Section>

      <Section id="story" label={p.storyTitle}>
        <Columns>
          <Story>
            <h2>{p.storyTitle}</h2>
            {detailParagraphs(client.details).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </Story>
          <Aside aria-label={client.name}>
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
            <div>
              <h2>{p.quoteTitle}</h2>
              <Testimonial
                text={client.quote.text}
                person={client.quote.person}
                role={client.quote.role}
                organisation={client.name}
              />
            </div>
          </Aside>
        </Columns>
      </Section>

      <Section id="start" tone="alt" title={clientsCta.title} intro={clientsCta.text} compact>
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
 * /clients/{id}: one client's case study on its own page (logo with the visit link, industry,
 * headline, description, image, the details as paragraphs, every tag, the client's words and a call
 * to action), prerendered for each client in content/clients. The cards of /clients link here; once
 * that page's island has hydrated they open the same case study in the client dialog instead.
 */
export default function ClientCaseStudyPage() {
  const { id = '' } = useParams()
  const client = clients.find((c) => c.id === id)
  return client ? <CaseStudy client={client} /> : <NotFoundView />
}
