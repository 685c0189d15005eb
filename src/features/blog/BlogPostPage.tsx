import { use } from 'react'
import { useParams } from 'react-router-dom'
import { Link } from '../../ui/Link'
import { Head } from 'vite-react-ssg'
import styled from 'styled-components'
import { ArrowLeft } from 'lucide-react'
import { site } from '../../config/site'
import { JsonLd } from '../../layout/JsonLd'
import { Seo } from '../../layout/Seo'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Prose } from '../../ui/Prose'
import { Section } from '../../ui/Section'
import { NotFoundView } from '../not-found/NotFoundPage'
import { uploadUrl, metaDescription } from '../content/uploads'
import { ArticleMeta } from './ArticleMeta'
import { articleHref, articleMarks } from './articlePage'
import { articleJsonLd } from './articleJsonLd'
import { articlePage, feedTitle } from './blogContent'
import { choicePagePath } from './blogFilter'
import { PostBody } from './PostBody'
import { isMissingPost, loadBlogPost } from './postLoader'
import { TagList } from './TagList'

const CategoryLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover {
    color: inherit;
    text-decoration: underline;
  }
`

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`

/** The body and its footer, at reading width. */
const ArticleBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.layout.proseWidth};
  margin: 0 auto;
`

const Footer = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

/** The article itself, once its chunk (metadata + MDX body) is there. */
function ArticleView({ slug }: { slug: string }) {
  const loaded = use(loadBlogPost(slug))
  if (!loaded) return <NotFoundView />
  const { post } = loaded
  const path = articleHref(post.slug)
  return (
    <>
      <Seo
        title={post.title}
        description={metaDescription(post.excerpt)}
        path={path}
        type="article"
      />
      <JsonLd data={articleJsonLd(post, { name: site.name, url: site.url })} />
      <Head>
        <link
          rel="alternate"
          type="application/rss+xml"
          title={feedTitle(site.name)}
          href="/rss.xml"
        />
        <meta property="article:published_time" content={post.date} />
        <meta property="article:modified_time" content={post.updated} />
      </Head>
      {/* One article, named by its h1: its header (title, lead, cover) and its body. */}
      <article aria-labelledby="page-title">
        <PageHero
          as="header"
          eyebrow={
            <>
              <CategoryLink to={choicePagePath(post.category)}>{post.category}</CategoryLink>
              {/* Drafts exist only in development builds and the dev server: say so on the page. */}
              {post.draft && (
                <>
                  {' '}
                  <Badge $tone="accent">Draft</Badge>
                </>
              )}
            </>
          }
          title={post.title}
          lead={
            <>
              <p>{post.excerpt}</p>
              <ArticleMeta
                author={post.author}
                date={post.date}
                displayDate={post.displayDate}
                readTime={post.readTime}
                onDark
              />
            </>
          }
          aside={
            <Cover
              src={uploadUrl(post.imageUrl)}
              alt={post.imageAlt}
              width={1200}
              height={630}
              fetchPriority="high"
              {...{ [articleMarks.cover]: '' }}
            />
          }
        />
        <Section id="article">
          <ArticleBody>
            <Prose {...{ [articleMarks.body]: '' }}>
              <PostBody slug={slug} />
            </Prose>
            <Footer>
              <TagList tags={post.tags} label={articlePage.tagsLabel} />
              <ButtonRow>
                <LinkButton to="/contact">{articlePage.contact}</LinkButton>
                <LinkButton to="/blog" variant="secondary">
                  <ArrowLeft aria-hidden="true" size={18} />
                  {articlePage.back}
                </LinkButton>
              </ButtonRow>
            </Footer>
          </ArticleBody>
        </Section>
      </article>
    </>
  )
}

/**
 * /blog/{slug}: a post's own page (title, meta, image, full MDX body, tags, a link back), prerendered
 * for every post. It loads only its own shard and post chunk.
 *
 * The article is never behind a Suspense fallback: the prerender loads the post in the route's
 * loader (`loader` below) and the browser before hydrating (`preloadPostForLocation`, called by the
 * route's `load`), so both render it at once and the HTML holds the whole article. On a client-side
 * navigation the post loads while the router's transition keeps the previous page on screen. An
 * unknown slug reaches the browser as the static host's 404.html, which this page renders again.
 */
export default function BlogPostPage() {
  const { slug = '' } = useParams()
  if (isMissingPost(slug)) return <NotFoundView />
  return <ArticleView slug={slug} />
}

/** @public `loader`: src/routes/routes.tsx reads it from the page module by name at run time. */
export { preloadPostForLocation, loadPostForPrerender as loader } from './postLoader'
