import { Suspense, use } from 'react'
import { useLoaderData, useParams } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { ArrowLeft } from 'lucide-react'
import { site } from '../../config/site'
import { JsonLd } from '../../layout/JsonLd'
import { Seo } from '../../layout/Seo'
import { LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { featuredArticles, featuredArticleTexts } from '../../generated/indexes/featuredArticles'
import type { FeaturedArticle, FeaturedArticleText } from '../collections/collectionTypes'
import { metaDescription } from '../collections/uploads'
import { articleJsonLd } from '../blog/articleJsonLd'
import { NotFoundView } from '../not-found/NotFoundPage'
import { PullQuote } from '../../ui/PullQuote'
import { clients } from '../../../content/clients'
import { caseStudyHref } from '../clients/client'
import { storyCaseStudy, storyPage } from './storiesCopy'
import { storyHref } from './storyHref'
import { ArticleBlocks } from './ArticleBlocks'
import { StoryLayout } from './StoryLayout'
import { storyDiagram } from './diagrams'

/** What the prerender hands the page: the article's text. */
export type StoryData = FeaturedArticleText

/** The text, with its pull quote and diagram closing the sections they belong to. */
function StoryText({ text }: { text: StoryData }) {
  const Diagram = text.diagram ? storyDiagram[text.diagram.name] : undefined
  return (
    <ArticleBlocks
      blocks={text.blocks}
      closing={(section) => (
        <>
          {text.pullQuote?.section === section && (
            <PullQuote text={text.pullQuote.text} tone="light" />
          )}
          {Diagram && text.diagram?.section === section && <Diagram />}
        </>
      )}
    />
  )
}

/**
 * The prerender's loader: the article's text, so the page's HTML holds it whole (never behind a
 * Suspense fallback). Null for an unknown name.
 */
export async function loader({
  params,
}: {
  params: Record<string, string | undefined>
}): Promise<StoryData | null> {
  const load = params.slug === undefined ? undefined : featuredArticleTexts[params.slug]
  if (!load) return null
  const { blocks, results, pullQuote, diagram } = await load()
  // Only what is set: the loader's data is serialised into the page.
  return {
    blocks,
    ...(results && { results }),
    ...(pullQuote && { pullQuote }),
    ...(diagram && { diagram }),
  }
}

/** The dev server renders pages in the browser, with no loader: it loads the text there. */
const devTexts = new Map<string, Promise<StoryData>>()
function DevText({ slug }: { slug: string }) {
  let text = devTexts.get(slug)
  if (!text) {
    text = featuredArticleTexts[slug]?.() ?? Promise.resolve({ blocks: [] })
    devTexts.set(slug, text)
  }
  return <StoryText text={use(text)} />
}

function Story({ article, text }: { article: FeaturedArticle; text: StoryData | null }) {
  const path = storyHref(article.slug)
  const client = clients.find((c) => c.story === article.slug)
  return (
    <>
      <Seo
        title={article.title}
        description={metaDescription(article.excerpt)}
        path={path}
        type="article"
      />
      <JsonLd data={articleJsonLd(article, { name: site.name, url: site.url }, path)} />
      <Head>
        <meta property="article:published_time" content={article.date} />
        <meta property="article:modified_time" content={article.updated} />
      </Head>
      <StoryLayout
        article={article}
        text={text}
        eyebrow={
          <>
            {storyPage.kicker[article.category]}
            {article.draft && (
              <>
                {' '}
                <Badge $tone="accent">Draft</Badge>
              </>
            )}
          </>
        }
        actions={
          <>
            <LinkButton to={storyPage.contact.to}>{storyPage.contact.label}</LinkButton>
            {client && (
              <LinkButton to={caseStudyHref(client.id)} variant="secondary">
                {storyCaseStudy.label(client.name)}
              </LinkButton>
            )}
            <LinkButton to={storyPage.more.to} variant="secondary">
              <ArrowLeft aria-hidden="true" size={18} />
              {storyPage.more.label}
            </LinkButton>
          </>
        }
      >
        {text ? (
          <StoryText text={text} />
        ) : (
          <Suspense fallback={<p>{storyPage.loading}</p>}>
            <DevText slug={article.slug} />
          </Suspense>
        )}
      </StoryLayout>
    </>
  )
}

/**
 * /stories/{slug}: a featured article of the home page on its own page (category, title, author,
 * date, reading time, excerpt, cover, its figures, the text as sub-heads and paragraphs with a pull
 * quote and a diagram, tags), prerendered for each. The home
 * page's cards link here; once the home page's island has hydrated they open the same article in
 * the post dialog instead, with this address in the address bar.
 */
export default function StoryPage() {
  const { slug = '' } = useParams()
  const text = (useLoaderData() as StoryData | null | undefined) ?? null
  const article = featuredArticles.find((a) => a.slug === slug)
  if (!article) return <NotFoundView />
  return <Story article={article} text={text} />
}
