import { use } from 'react'
import { useParams } from 'react-router-dom'
import { Link } from '../../ui/Link'
import { Head } from 'vite-react-ssg'
import styled from 'styled-components'
import { ArrowLeft } from 'lucide-react'
import { site } from '../../config/site'
import { JsonLd } from '../../layout/JsonLd'
import { Seo } from '../../layout/Seo'
import { LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { NotFoundView } from '../not-found/NotFoundPage'
import { metaDescription } from '../collections/uploads'
import { ArticleLayout } from './ArticleLayout'
import { articleHref } from './articlePage'
import { articleJsonLd } from './articleJsonLd'
import { articlePage, feedTitle } from './blogCopy'
import { choicePagePath } from './blogFilter'
import { PostBody } from './PostBody'
import { isMissingPost, loadBlogPost } from './postLoader'

const CategoryLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover {
    color: inherit;
    text-decoration: underline;
  }
`

/** The article itself, once its chunk (metadata + MDX body) is there. */
function ArticleView({ slug }: { slug: string }) {
  const loaded = use(loadBlogPost(slug))
  if (!loaded) return <NotFoundView />
  const { post, sections } = loaded
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
      <ArticleLayout
        article={post}
        sections={sections}
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
        actions={
          <>
            <LinkButton to="/contact">{articlePage.contact}</LinkButton>
            <LinkButton to="/blog" variant="secondary">
              <ArrowLeft aria-hidden="true" size={18} />
              {articlePage.back}
            </LinkButton>
          </>
        }
      >
        <PostBody slug={slug} />
      </ArticleLayout>
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
