import type { ReactNode } from 'react'
import { useLoaderData, useParams } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { Rss } from 'lucide-react'
import { site } from '../../config/site'
import { defineIsland } from '../../islands/defineIsland'
import { Seo } from '../../layout/Seo'
import { AnchorButton, ButtonRow, LinkButton } from '../../ui/Button'
import { PageHero } from '../../ui/PageHero'
import { Section } from '../../ui/Section'
import { totalPosts } from '../../generated/content/blogFirstPage'
import type { BlogPostCard } from '../content/types'
import { NotFoundView } from '../not-found/NotFoundPage'
import { BlogList } from './BlogList'
import { blogCta, blogHero, blogList, blogPages, feedTitle } from './blogContent'
import {
  blogPageCount,
  blogPageLinks,
  blogPageNumber,
  blogPagePath,
  blogPageRange,
  blogPageSlice,
} from './blogPages'

/** What the prerender hands a list page after /blog: its number and its posts' cards. */
export interface BlogListPageData {
  page: number
  posts: BlogPostCard[]
}

/**
 * Every post's card, for the prerender only. Imported when this module is first evaluated (the
 * prerender evaluates every page module before it renders any page), so no page records the
 * catalog's chunk among the chunks it preloads; the browser bundle drops the import.
 */
const prerenderCatalog = import.meta.env.SSR
  ? import('../../generated/content/blogCatalog').then((m) => m.catalog)
  : undefined

/**
 * The prerender's loader of the list pages (/blog/page/:page): the page's cards, which React Router
 * inlines into the HTML for hydration and vite-react-ssg writes to a static JSON file for
 * client-side navigation. /blog itself renders from blogFirstPage.ts and needs no data.
 */
export async function loader({
  params,
}: {
  params: Record<string, string | undefined>
}): Promise<BlogListPageData | null> {
  const page = blogPageNumber(params.page, totalPosts)
  if (page === null || !prerenderCatalog) return null
  return { page, posts: blogPageSlice(await prerenderCatalog, page) }
}

/** The head links and hero every list page shares, the list itself (an island) and the call to action. */
function BlogFrame({
  eyebrow,
  listTitle,
  newer,
  older,
  children,
}: {
  eyebrow: string
  listTitle: string
  newer: string | null
  older: string | null
  children: ReactNode
}) {
  return (
    <>
      <Head>
        <link
          rel="alternate"
          type="application/rss+xml"
          title={feedTitle(site.name)}
          href="/rss.xml"
        />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={feedTitle(site.name)}
          href="/atom.xml"
        />
        {newer && <link rel="prev" href={newer} />}
        {older && <link rel="next" href={older} />}
      </Head>
      <PageHero
        eyebrow={eyebrow}
        title={blogHero.title}
        lead={<p>{blogHero.lead}</p>}
        actions={
          <ButtonRow>
            <AnchorButton href="/rss.xml" variant="onDark">
              <Rss aria-hidden="true" size={18} />
              {blogHero.feedLabel}
            </AnchorButton>
          </ButtonRow>
        }
      />

      <Section id={blogList.id} title={listTitle}>
        {children}
      </Section>

      <Section id="blog-cta" tone="alt" title={blogCta.title} intro={blogCta.text} compact>
        <ButtonRow $center>
          <LinkButton to={blogCta.action.to}>{blogCta.action.label}</LinkButton>
        </ButtonRow>
      </Section>
    </>
  )
}

const BlogListIsland = defineIsland('blog-list', BlogList)

/** /blog and its static list pages /blog/page/:page (an unknown page number is not found). */
export default function BlogPage() {
  const { page: param } = useParams()
  const data = useLoaderData() as BlogListPageData | null | undefined
  if (param === undefined)
    return (
      <BlogFrame
        eyebrow={blogHero.eyebrow}
        listTitle={blogList.title}
        newer={null}
        older={blogPageLinks(1, totalPosts).older}
      >
        <BlogListIsland page={1} posts={null} />
      </BlogFrame>
    )
  const page = blogPageNumber(param, totalPosts)
  if (page === null) return <NotFoundView />
  const { newer, older } = blogPageLinks(page, totalPosts)
  const { first, last } = blogPageRange(page, totalPosts)
  return (
    <BlogFrame
      eyebrow={blogPages.position(page, blogPageCount(totalPosts))}
      listTitle={blogPages.listTitle}
      newer={newer}
      older={older}
    >
      <Seo
        title={blogPages.seoTitle(page)}
        description={blogPages.seoDescription(first, last)}
        path={blogPagePath(page)}
      />
      <BlogListIsland page={page} posts={data?.page === page ? data.posts : null} />
    </BlogFrame>
  )
}
