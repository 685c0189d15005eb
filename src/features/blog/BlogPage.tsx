import type { ReactNode } from 'react'
import { useLoaderData, useParams } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { Rss } from 'lucide-react'
import { site } from '../../config/site'
import { defineIsland } from '../../islands/defineIsland'
import { Seo } from '../../layout/Seo'
import styled from 'styled-components'
import { AnchorButton, ButtonRow, LinkButton } from '../../ui/Button'
import { PageHero } from '../../ui/PageHero'
import { Section } from '../../ui/Section'
import { firstPage, totalPosts } from '../../generated/indexes/blogFirstPage'
import { blogCategories, type BlogCategory } from '../collections/taxonomy'
import type { BlogPostCard } from '../collections/collectionTypes'
import { NotFoundView } from '../not-found/NotFoundPage'
import { BlogList, type BlogListProps } from './BlogList'
import { BlogListIsland } from './BlogListIsland'
import { BlogMasthead } from './BlogMasthead'
import { BlogStories, CategoryReading } from './BlogRelated'
import { blogCategoryPages, blogCta, blogHero, blogList, blogPages, feedTitle } from './blogCopy'
import { categoryFromSlug, choicePagePath, filterByCategory } from './blogFilter'
import {
  blogPageCount,
  blogPageLinks,
  blogPageNumber,
  blogPageRange,
  blogPageSlice,
} from './blogPages'

/**
 * What the prerender hands a list page other than /blog (/blog/page/N, a category's pages): its
 * number, its category (null for the whole blog), how many posts that list has and the page's cards.
 */
export interface BlogListPageData {
  page: number
  category: BlogCategory | null
  total: number
  posts: BlogPostCard[]
}

/**
 * Every post's card, for the prerender only. Imported when this module is first evaluated (the
 * prerender evaluates every page module before it renders any page), so no page records the
 * catalog's chunk among the chunks it preloads; the browser bundle drops the import.
 */
const prerenderCatalog = import.meta.env.SSR
  ? import('../../generated/indexes/blogCatalog').then((m) => m.catalog)
  : undefined

/**
 * The prerender's loader of the list pages (/blog/page/:page, /blog/category/:category and its
 * /page/:page): the page's cards, which React Router inlines into the HTML for hydration and
 * vite-react-ssg writes to a static JSON file for client-side navigation. /blog itself renders
 * from blogFirstPage.ts and needs no data. Null for an address that names no list page.
 */
export async function loader({
  params,
}: {
  params: Record<string, string | undefined>
}): Promise<BlogListPageData | null> {
  if (!prerenderCatalog) return null
  const category = params.category === undefined ? null : categoryFromSlug(params.category)
  if (category === undefined) return null
  const posts = category
    ? filterByCategory(await prerenderCatalog, category)
    : await prerenderCatalog
  const page = params.page === undefined ? 1 : blogPageNumber(params.page, posts.length)
  if (page === null || (page === 1 && !category)) return null
  return { page, category, total: posts.length, posts: blogPageSlice(posts, page) }
}

/** The newest article's date, for the masthead's line of facts. */
const newestDate = firstPage[0]?.displayDate ?? null

/**
 * Under the masthead the list starts at once: its title and chips on the left, like a magazine's
 * section line, not centred as a section of its own.
 */
const FrontList = styled.div`
  > section {
    padding-top: ${({ theme }) => theme.space[3]};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      padding-top: ${({ theme }) => theme.space[4]};
    }
  }
  /* The list's name is a small label over the chips, as a section line is in a magazine. */
  > section h2 {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  > section header {
    margin-bottom: 0;
  }
  [data-list-filters] {
    justify-content: flex-start;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  [role='status'] {
    text-align: left;
    font-size: ${({ theme }) => theme.fontSize.sm};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  /* Phones: the count is announced, not shown (the chosen chip says what the list holds), so the
     lead article's title reaches the first screen. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    [role='status'] {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    [data-list-filters] {
      margin-bottom: ${({ theme }) => theme.space[2]};
    }
  }
  /* Wide screens: the count at the end of the chips' row, not a line of its own. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    is-land {
      display: block;
      position: relative;
    }
    [role='status'] {
      position: absolute;
      top: 0;
      right: 0;
      margin: 0;
      line-height: 2.75rem;
    }
    [data-list-filters] {
      margin-bottom: ${({ theme }) => theme.space[4]};
      padding-right: 12rem;
    }
  }
`

/** The head links and hero every list page shares, the list itself (an island) and the call to action. */
function BlogFrame({
  eyebrow,
  title = blogHero.title,
  lead = blogHero.lead,
  listTitle,
  newer,
  older,
  masthead,
  after,
  children,
}: {
  eyebrow: string
  /** The page's h1 and lead: the blog's, or a category's. */
  title?: string
  lead?: string
  listTitle: string
  newer: string | null
  older: string | null
  /**
   * A list's first page (/blog, a category's page) opens with the blog's masthead (BlogMasthead),
   * the list right under it, its first article leading; a later page opens with the narrower
   * editorial band: it is a list to read down.
   */
  masthead?: {
    facts?: ReactNode
    back?: { label: string; to: string }
    section?: { number: number; of: number }
  }
  /** Sections between the list and the call to action (the stories, what to read next). */
  after?: ReactNode
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
      {masthead ? (
        <BlogMasthead {...masthead} title={title} lead={lead} />
      ) : (
        <PageHero
          eyebrow={eyebrow}
          title={title}
          lead={<p>{lead}</p>}
          actions={
            <ButtonRow>
              <AnchorButton href="/rss.xml" variant="secondary">
                <Rss aria-hidden="true" size={18} />
                {blogHero.feedLabel}
              </AnchorButton>
            </ButtonRow>
          }
          variant="editorial"
        />
      )}

      {masthead ? (
        <FrontList>
          <Section id={blogList.id} title={listTitle} center={false} compact>
            {children}
          </Section>
        </FrontList>
      ) : (
        <Section id={blogList.id} title={listTitle}>
          {children}
        </Section>
      )}

      {after}

      {/* After a tinted section of reading the call to action is plain, so the bands alternate. */}
      <Section
        id="blog-cta"
        tone={after ? 'plain' : 'alt'}
        title={blogCta.title}
        intro={blogCta.text}
        compact
      >
        <ButtonRow $center>
          <LinkButton to={blogCta.action.to}>{blogCta.action.label}</LinkButton>
        </ButtonRow>
      </Section>
    </>
  )
}

const ListIsland = defineIsland('blog-list', BlogListIsland)

/**
 * A list page's list: prerendered (BlogList, the island's static content) and answered by the
 * blog's island, which hydrates none of it (BlogListIsland.tsx).
 */
function ListWithIsland(props: BlogListProps) {
  return <ListIsland {...props} staticContent={<BlogList {...props} />} />
}

/**
 * A category's list page (/blog/category/:category, …/page/:page): the category is the h1, the
 * filters show it chosen. `data` is the prerender's; the dev server has none, and the island loads
 * the catalog instead.
 */
function CategoryPage({
  category,
  page,
  data,
}: {
  category: BlogCategory
  page: number
  data: BlogListPageData | null
}) {
  const total = data?.total ?? null
  const pathOf = (n: number) => choicePagePath(category, n)
  const { newer, older } =
    total === null ? { newer: null, older: null } : blogPageLinks(page, total, pathOf)
  const range = total === null ? null : blogPageRange(page, total)
  return (
    <BlogFrame
      eyebrow={
        page > 1 && total !== null
          ? blogPages.position(page, blogPageCount(total))
          : blogHero.eyebrow
      }
      title={category}
      lead={blogCategoryPages.intro[category]}
      listTitle={page > 1 ? blogPages.listTitle : blogList.title}
      newer={newer}
      older={older}
      masthead={
        page === 1
          ? {
              back: blogCategoryPages.back,
              section: {
                number: blogCategories.indexOf(category) + 1,
                of: blogCategories.length,
              },
              facts:
                total === null
                  ? undefined
                  : blogCategoryPages.facts(total, data?.posts[0]?.displayDate ?? null),
            }
          : undefined
      }
      after={page === 1 && <CategoryReading category={category} />}
    >
      <Seo
        title={blogCategoryPages.seoTitle(category, page)}
        description={
          page > 1 && range
            ? blogCategoryPages.seoDescription(category, range.first, range.last)
            : blogCategoryPages.intro[category]
        }
        path={pathOf(page)}
      />
      <ListWithIsland page={page} category={category} total={total} posts={data?.posts ?? null} />
    </BlogFrame>
  )
}

/**
 * /blog, its static list pages /blog/page/:page, and each category's pages; an unknown page number
 * or category is not found.
 */
export default function BlogPage() {
  const { page: pageParam, category: categorySlug } = useParams()
  const loaded = useLoaderData() as BlogListPageData | null | undefined
  if (categorySlug !== undefined) {
    const category = categoryFromSlug(categorySlug)
    // How many pages a category has only the prerender's data tells; it prerenders only real ones.
    const page = pageParam === undefined ? 1 : blogPageNumber(pageParam, Infinity)
    if (!category || page === null) return <NotFoundView />
    const data = loaded?.category === category && loaded.page === page ? loaded : null
    return <CategoryPage category={category} page={page} data={data} />
  }
  if (pageParam === undefined)
    return (
      <BlogFrame
        eyebrow={blogHero.eyebrow}
        listTitle={blogList.title}
        newer={null}
        older={blogPageLinks(1, totalPosts).older}
        masthead={{ facts: blogHero.facts(totalPosts, blogCategories.length, newestDate) }}
        after={<BlogStories />}
      >
        <ListWithIsland page={1} posts={null} />
      </BlogFrame>
    )
  const page = blogPageNumber(pageParam, totalPosts)
  if (page === null) return <NotFoundView />
  const { newer, older } = blogPageLinks(page, totalPosts)
  const { first, last } = blogPageRange(page, totalPosts)
  const data = loaded?.page === page && loaded.category === null ? loaded : null
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
        path={choicePagePath('All', page)}
      />
      <ListWithIsland page={page} posts={data?.posts ?? null} />
    </BlogFrame>
  )
}
