import { lazy, Suspense, use, useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import { Link, useLoaderData, useParams, useSearchParams } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import styled from 'styled-components'
import { ArrowLeft, ArrowRight, Rss } from 'lucide-react'
import { site } from '../../config/site'
import { Seo } from '../../layout/Seo'
import { AnchorButton, Button, ButtonRow, LinkButton } from '../../ui/Button'
import { CardGrid } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { firstPage, totalPosts } from '../../generated/content/blogFirstPage'
import type { BlogPostCard } from '../content/types'
import { useHydrated } from '../content/useHydrated'
import { NotFoundView } from '../not-found/NotFoundPage'
import { loadBlogCatalog } from './blogCatalog'
import { blogCta, blogHero, blogList, blogPages, feedTitle } from './blogContent'
import {
  categoryChoices,
  categoryFromParam,
  categoryParam,
  type CategoryChoice,
} from './blogFilter'
import {
  BLOG_PAGE_SIZE,
  blogPageCount,
  blogPageLinks,
  blogPageNumber,
  blogPagePath,
  blogPageSlice,
} from './blogPages'
import { blogListView, needsCatalog } from './blogPaging'
import { PostBody } from './PostBody'
import { PostCard } from './PostCard'
import { loadBlogPost } from './postLoader'

// The dialog loads on first use; hovering or focusing a card starts loading it and the post.
const loadDialog = () => import('./PostDialog')
const PostDialog = lazy(loadDialog)

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

/**
 * The category chips. On phones one row that scrolls sideways (reaching the screen's edges, faded at
 * the end to show there is more; Tab moves through the chips and scrolls each into view) instead of
 * a pyramid of wrapped rows; from tablets up they wrap, centred.
 */
const Filters = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0 -${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  /* The end padding lets the last chip scroll clear of the fade. */
  padding: ${({ theme }) => theme.space[2]} 3rem ${({ theme }) => theme.space[2]}
    ${({ theme }) => theme.space[4]};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-padding-inline: ${({ theme }) => theme.space[4]};
  scrollbar-width: thin;
  mask-image: linear-gradient(to right, #000 calc(100% - 3rem), transparent);
  > * {
    flex: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    flex-wrap: wrap;
    justify-content: center;
    margin: 0 0 ${({ theme }) => theme.space[4]};
    padding: 0;
    overflow: visible;
    mask-image: none;
  }
`

const FilterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
`

const Status = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space[5]};
`

const Empty = styled.p`
  text-align: center;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`

const Pagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[6]};
`

/** "Page 2 of 3", on its own line above the links at every width. */
const Position = styled.p`
  flex-basis: 100%;
  order: -1;
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`

/** The post dialog, once the post's chunk (metadata + body) is there; a hover usually started it. */
function SelectedPost({ slug, onDismiss }: { slug: string; onDismiss: () => void }) {
  const loaded = use(loadBlogPost(slug))
  if (!loaded) return null
  return (
    <PostDialog article={loaded.post} pageHref={`/blog/${slug}`} onDismiss={onDismiss}>
      <PostBody slug={slug} inDialog />
    </PostDialog>
  )
}

/** The address a category filter links to (All is /blog itself). */
function categoryHref(choice: CategoryChoice): string {
  return choice === 'All' ? '/blog' : `/blog?category=${categoryParam(choice)}`
}

/**
 * The category filters: plain links to `/blog?category=…`, so they are real links for every
 * visitor. With JavaScript the router applies the choice in place; without it the link opens /blog
 * with every article (the static host cannot filter), whose pages hold them all.
 */
function CategoryFilters({
  choice,
  onChoose,
  onPrefetch,
  replace,
}: {
  choice: CategoryChoice
  onChoose?: () => void
  onPrefetch: () => void
  replace: boolean
}) {
  return (
    <nav aria-label={blogList.filterLabel} onPointerEnter={onPrefetch} onFocusCapture={onPrefetch}>
      <Filters>
        {categoryChoices.map((c) => (
          <li key={c}>
            <FilterLink
              to={categoryHref(c)}
              replace={replace}
              preventScrollReset
              aria-current={choice === c ? 'true' : undefined}
              onClick={onChoose}
            >
              {c === 'All' ? blogList.allLabel : c}
            </FilterLink>
          </li>
        ))}
      </Filters>
    </nav>
  )
}

/** The grid of cards; each card opens the post dialog and links to the article's page. */
function PostGrid({
  posts,
  busy,
  onOpen,
}: {
  posts: readonly BlogPostCard[]
  busy: boolean
  onOpen: (slug: string) => void
}) {
  return (
    <CardGrid $columns={3} aria-busy={busy}>
      {posts.map((post, i) => (
        <Reveal key={post.slug} delay={0.05 + (i % 3) * 0.05}>
          <PostCard
            article={post}
            ctaLabel={blogList.readMore}
            onOpen={() => onOpen(post.slug)}
            onPrefetch={() => {
              void loadDialog()
              void loadBlogPost(post.slug)
            }}
            pageHref={`/blog/${post.slug}`}
            draft={post.draft}
          />
        </Reveal>
      ))}
    </CardGrid>
  )
}

/** The head links and hero every list page shares, the list itself, the call to action, the dialog. */
function BlogFrame({
  eyebrow,
  listTitle,
  newer,
  older,
  children,
  selected,
  onDismiss,
}: {
  eyebrow: string
  listTitle: string
  newer: string | null
  older: string | null
  children: ReactNode
  selected: string | null
  onDismiss: () => void
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

      {selected && (
        <Suspense fallback={null}>
          <SelectedPost slug={selected} onDismiss={onDismiss} />
        </Suspense>
      )}
    </>
  )
}

/** Starts loading the catalog when filtering or paging will soon need it (pointer or focus). */
const prefetchCatalog = () => {
  if (totalPosts > firstPage.length) void loadBlogCatalog().catch(() => null)
}

/**
 * /blog (spec: 'Insights & Innovations'): category filters (All + six categories, default All, kept
 * in `?category=` so a filtered list can be shared), the newest posts, and the post dialog.
 *
 * Scale: the HTML holds the newest posts only (blogPaging.ts) and links to the static list pages of
 * older posts (/blog/page/2, …). With JavaScript, that link shows more posts in place and the
 * filters apply at once: the rest of the list, card data only, loads when needed, and a post's body
 * when its dialog opens. With the real six posts /blog is the whole blog and nothing more loads.
 */
function FirstPage() {
  const [params] = useSearchParams()
  // The static HTML shows All; the address's category applies once the page is interactive.
  const hydrated = useHydrated()
  const choice = hydrated ? categoryFromParam(params.get('category')) : 'All'
  // How many posts the visitor asked to see, for the current choice (a new choice starts over).
  const [paging, setPaging] = useState({ choice, shown: BLOG_PAGE_SIZE })
  const shown = paging.choice === choice ? paging.shown : BLOG_PAGE_SIZE
  const [catalog, setCatalog] = useState<BlogPostCard[] | null>(null)
  const [failed, setFailed] = useState(false)
  const wanted = needsCatalog(firstPage.length, totalPosts, choice, shown)
  useEffect(() => {
    if (!wanted || catalog) return
    let live = true
    // Runs again on each new choice, which retries after a failed load.
    loadBlogCatalog().then(
      (posts) => live && setCatalog(posts),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [wanted, catalog, choice, shown])
  const view = blogListView(firstPage, totalPosts, catalog, choice, shown)
  const [selected, setSelected] = useState<string | null>(null)

  const showMore = () => {
    setFailed(false)
    setPaging({ choice, shown: shown + BLOG_PAGE_SIZE })
  }
  // Without JavaScript (and for a new tab) "Show more" is the link to the next list page, the first
  // whose posts are not on screen yet; a plain click shows them in place instead.
  const nextPage = blogPagePath(Math.floor(shown / BLOG_PAGE_SIZE) + 1)
  const showMoreInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    if (!view.loading) showMore()
  }

  return (
    <BlogFrame
      eyebrow={blogHero.eyebrow}
      listTitle={blogList.title}
      newer={null}
      older={blogPageLinks(1, totalPosts).older}
      selected={selected}
      onDismiss={() => setSelected(null)}
    >
      <CategoryFilters
        choice={choice}
        replace
        onPrefetch={prefetchCatalog}
        onChoose={() => setFailed(false)}
      />
      <Status role="status">
        {failed
          ? blogList.failed
          : view.loading
            ? blogList.loading
            : blogList.status(
                view.posts.length,
                view.matching ?? view.posts.length,
                choice === 'All' ? null : choice,
              )}
      </Status>
      {view.posts.length === 0 && !view.loading ? (
        <Empty>{blogList.empty}</Empty>
      ) : (
        <PostGrid posts={view.posts} busy={view.loading} onOpen={setSelected} />
      )}
      {(view.more || (view.loading && choice === 'All')) && (
        <Pagination aria-label={blogPages.navLabel}>
          {choice === 'All' ? (
            <LinkButton
              to={nextPage}
              rel="next"
              variant="secondary"
              aria-disabled={view.loading || undefined}
              onPointerEnter={prefetchCatalog}
              onFocus={prefetchCatalog}
              onClick={hydrated ? showMoreInPlace : undefined}
            >
              {blogList.showMore}
            </LinkButton>
          ) : (
            // A category's list exists only with JavaScript, and so does its "Show more".
            <Button
              variant="secondary"
              disabled={view.loading}
              onPointerEnter={prefetchCatalog}
              onFocus={prefetchCatalog}
              onClick={showMore}
            >
              {blogList.showMore}
            </Button>
          )}
        </Pagination>
      )}
    </BlogFrame>
  )
}

/**
 * The posts of list page `page`: the prerender's loader data (inlined in the HTML, or the static
 * JSON file the router fetches on client-side navigation), else, where there is none (the dev
 * server renders in the browser only), the page's slice of the catalog once it has loaded.
 */
function usePagePosts(page: number): BlogPostCard[] | null {
  const data = useLoaderData() as BlogListPageData | null | undefined
  const fromLoader = data?.page === page ? data.posts : null
  const [catalog, setCatalog] = useState<BlogPostCard[] | null>(null)
  useEffect(() => {
    if (fromLoader) return
    let live = true
    loadBlogCatalog().then(
      (posts) => live && setCatalog(posts),
      () => null,
    )
    return () => {
      live = false
    }
  }, [fromLoader])
  return fromLoader ?? (catalog ? blogPageSlice(catalog, page) : null)
}

/** /blog/page/2, /blog/page/3, …: older posts, with links to the newer and older pages. */
function OlderPage({ page }: { page: number }) {
  const posts = usePagePosts(page)
  const [selected, setSelected] = useState<string | null>(null)
  const { newer, older } = blogPageLinks(page, totalPosts)
  const first = (page - 1) * BLOG_PAGE_SIZE + 1
  const last = Math.min(page * BLOG_PAGE_SIZE, totalPosts)
  const position = blogPages.position(page, blogPageCount(totalPosts))
  return (
    <BlogFrame
      eyebrow={position}
      listTitle={blogPages.listTitle}
      newer={newer}
      older={older}
      selected={selected}
      onDismiss={() => setSelected(null)}
    >
      <Seo
        title={blogPages.seoTitle(page)}
        description={blogPages.seoDescription(first, last)}
        path={blogPagePath(page)}
      />
      <CategoryFilters choice="All" replace={false} onPrefetch={prefetchCatalog} />
      <Status role="status">
        {posts ? blogPages.status(first, last, totalPosts) : blogList.loading}
      </Status>
      <PostGrid posts={posts ?? []} busy={!posts} onOpen={setSelected} />
      <Pagination aria-label={blogPages.navLabel}>
        {newer && (
          <LinkButton to={newer} rel="prev" variant="secondary">
            <ArrowLeft aria-hidden="true" size={18} />
            {blogPages.newer}
          </LinkButton>
        )}
        <Position>{position}</Position>
        {older && (
          <LinkButton to={older} rel="next" variant="secondary">
            {blogPages.older}
            <ArrowRight aria-hidden="true" size={18} />
          </LinkButton>
        )}
      </Pagination>
    </BlogFrame>
  )
}

/** /blog and its static list pages /blog/page/:page (an unknown page number is not found). */
export default function BlogPage() {
  const { page: param } = useParams()
  if (param === undefined) return <FirstPage />
  const page = blogPageNumber(param, totalPosts)
  if (page === null) return <NotFoundView />
  return <OlderPage page={page} />
}
