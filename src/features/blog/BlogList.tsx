import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react'
import styled from 'styled-components'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { LinkButton } from '../../ui/Button'
import { CardGrid } from '../../ui/Card'
import { Link } from '../../ui/Link'
import { Reveal } from '../../ui/Reveal'
import { filterChipStyles } from '../../ui/filterChip'
import { useIslandElement } from '../../islands/islandElement'
import { Prerendered } from '../../islands/Prerendered'
import { isPlainClick, useLinkedDialog } from '../../islands/useLinkedDialog'
import { firstPage, totalPosts } from '../../generated/content/blogFirstPage'
import type { BlogCategory } from '../content/taxonomy'
import type { BlogPostCard } from '../content/types'
import { useHydrated } from '../content/useHydrated'
import { loadBlogCatalog } from './blogCatalog'
import { blogList, blogPages, postDialog } from './blogContent'
import {
  categoryChoices,
  categoryFromParam,
  choicePagePath,
  filterByCategory,
  type CategoryChoice,
} from './blogFilter'
import {
  BLOG_PAGE_SIZE,
  blogPageCount,
  blogPageLinks,
  blogPageRange,
  blogPageSlice,
} from './blogPages'
import { blogListView, needsCatalog, type ListStart } from './blogPaging'
import { articleHref } from './articlePage'
import {
  forgetFailedArticle,
  loadDialogArticle,
  useDialogArticle,
  type DialogArticle,
} from './dialogArticle'
import { PostCard } from './PostCard'

// The dialog loads on first use; hovering or focusing a card starts loading it and the article.
const loadDialog = () => import('./PostDialog')
const PostDialog = lazy(loadDialog)
// Only the dev server renders a post's MDX in the browser; builds show the prerendered article.
const DevPostBody = __PRERENDERED__
  ? null
  : lazy(() => import('./PostBody').then(({ PostBody }) => ({ default: PostBody })))

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
  ${filterChipStyles}
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

const Notice = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

/**
 * The post dialog: it opens at once with the card's data, and shows the article as soon as it is
 * there (a hover or focus on the card usually fetched it already).
 */
function SelectedPost({ post, onDismiss }: { post: BlogPostCard | null; onDismiss: () => void }) {
  if (!post) return null
  return (
    <Suspense fallback={null}>
      <OpenPost
        key={post.slug}
        post={post}
        onDismiss={() => {
          forgetFailedArticle(post.slug)
          onDismiss()
        }}
      />
    </Suspense>
  )
}

/** Hovering or focusing a card starts loading the dialog and the article. */
const prefetchPost = (slug: string) => {
  void loadDialog()
  void loadDialogArticle(slug)
}

/**
 * The post dialog of a list: the cards' links (dialog links, see useLinkedDialog.ts) open it with
 * the post's address in the address bar, whether React rendered the cards or they are still the
 * prerendered HTML; Back, Escape and the close button close it.
 */
function PostDialogs({ posts }: { posts: readonly BlogPostCard[] }) {
  const host = useIslandElement()
  const knows = useCallback((slug: string) => posts.some((p) => p.slug === slug), [posts])
  const [open, close] = useLinkedDialog(host, { prefetch: prefetchPost, knows })
  return <SelectedPost post={posts.find((p) => p.slug === open) ?? null} onDismiss={close} />
}

function ArticleBody({ slug, article }: { slug: string; article: DialogArticle | undefined }) {
  const loading = <Notice role="status">{postDialog.loading}</Notice>
  switch (article?.kind) {
    case undefined:
      return loading
    case 'page':
      // The site's own prerendered HTML (./articlePage.ts), as the article's page shows it.
      return <div dangerouslySetInnerHTML={{ __html: article.html }} />
    case 'module':
      // Suspends inside the open dialog, which stays on screen: suspending the dialog itself, once
      // open, made it vanish.
      return (
        DevPostBody && (
          <Suspense fallback={loading}>
            <DevPostBody slug={slug} inDialog />
          </Suspense>
        )
      )
    case 'failed':
      return <Notice role="status">{postDialog.failed}</Notice>
  }
}

function OpenPost({ post, onDismiss }: { post: BlogPostCard; onDismiss: () => void }) {
  const article = useDialogArticle(post.slug)
  const found = article && article.kind !== 'failed' ? article : undefined
  return (
    <PostDialog
      article={{ ...post, tags: found?.tags ?? [], imageAlt: found?.imageAlt ?? '' }}
      pageHref={articleHref(post.slug)}
      onDismiss={onDismiss}
    >
      <ArticleBody slug={post.slug} article={article} />
    </PostDialog>
  )
}

/**
 * The category an older shared address of /blog names in its query (`/blog?category=mlops`, from
 * before each category had a page), All when there is none or it is unknown.
 */
function categoryFromLocation(): CategoryChoice {
  return categoryFromParam(new URLSearchParams(window.location.search).get('category'))
}

/**
 * The category filters: plain links to each category's page (All: /blog), so they filter for every
 * visitor, without JavaScript too. Where `onChoose` is given (a list's first page, once hydrated) a
 * plain click applies the choice in place and puts the chosen page's address in the address bar.
 */
function CategoryFilters({
  choice,
  onChoose,
  onPrefetch,
}: {
  choice: CategoryChoice
  onChoose?: (choice: CategoryChoice) => void
  onPrefetch: () => void
}) {
  // On phones the chips scroll sideways: on a category's page, bring its chip into the row's view
  // (sideways only, the page itself does not move).
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const row = list.current
    const chip = row?.querySelector('[aria-current="true"]')
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return
    const rowBox = row.getBoundingClientRect()
    const chipBox = chip.getBoundingClientRect()
    row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2
  }, [])
  return (
    <nav aria-label={blogList.filterLabel} onPointerEnter={onPrefetch} onFocusCapture={onPrefetch}>
      <Filters ref={list}>
        {categoryChoices.map((c) => (
          <li key={c}>
            <FilterLink
              to={choicePagePath(c)}
              aria-current={choice === c ? 'true' : undefined}
              onClick={(event) => {
                if (!onChoose || !isPlainClick(event)) return
                event.preventDefault()
                history.replaceState(history.state, '', choicePagePath(c))
                onChoose(c)
              }}
            >
              {c === 'All' ? blogList.allLabel : c}
            </FilterLink>
          </li>
        ))}
      </Filters>
    </nav>
  )
}

/**
 * The grid of cards, each a link to its article's page (and, once hydrated, to the post dialog).
 * Until the list changes (`live`), the browser keeps the prerendered cards as they are instead of
 * hydrating them (Prerendered.tsx): the island answers their links all the same.
 */
function PostGrid({
  posts,
  busy,
  live,
}: {
  posts: readonly BlogPostCard[]
  busy: boolean
  live: boolean
}) {
  return (
    <Prerendered as={CardGrid} $columns={3} aria-busy={busy} live={live}>
      {posts.map((post, i) => (
        <Reveal key={post.slug} delay={0.05 + (i % 3) * 0.05}>
          <PostCard
            article={post}
            ctaLabel={blogList.readMore}
            pageHref={articleHref(post.slug)}
            draft={post.draft}
          />
        </Reveal>
      ))}
    </Prerendered>
  )
}

/** Whether two lists show the same posts in the same order. */
function sameCards(a: readonly BlogPostCard[], b: readonly BlogPostCard[]): boolean {
  return a.length === b.length && a.every((post, i) => post.slug === b[i]?.slug)
}

/** Starts loading the catalog when filtering or paging will soon need it (pointer or focus). */
const prefetchCatalog = () => {
  if (totalPosts > firstPage.length) void loadBlogCatalog().catch(() => null)
}

/** The start of the whole blog's list: its newest posts, in the island's bundle. */
const wholeBlog: ListStart<BlogPostCard> = { choice: 'All', posts: firstPage, total: totalPosts }

/**
 * The first page of a list, /blog or a category's page: category filters (All + six categories),
 * the list's newest posts, "Show more" and the post dialog.
 *
 * Scale: the HTML holds the list's newest posts only (blogPaging.ts) and links to the static list
 * pages of older posts (/blog/page/2, /blog/category/mlops/page/2, …). With JavaScript, that link
 * shows more posts in place and the filters apply at once, the address following the choice: the
 * rest of the list, card data only, loads when needed, and a post's body when its dialog opens.
 * With the real six posts /blog is the whole blog and nothing more loads.
 */
function FirstPageList({ start }: { start: ListStart<BlogPostCard> }) {
  // The static HTML shows the page's own list. On /blog, an older shared address's `?category=`
  // applies once the island is hydrated; a filter chosen here puts its page's address in the bar.
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState<CategoryChoice | null>(null)
  const fromQuery = hydrated && start.choice === 'All' ? categoryFromLocation() : 'All'
  const choice = chosen ?? (fromQuery === 'All' ? start.choice : fromQuery)
  useEffect(() => {
    if (fromQuery !== 'All' && chosen === null)
      history.replaceState(history.state, '', choicePagePath(fromQuery))
  }, [fromQuery, chosen])
  // How many posts the visitor asked to see, for the current choice (a new choice starts over).
  const [paging, setPaging] = useState({ choice, shown: BLOG_PAGE_SIZE })
  const shown = paging.choice === choice ? paging.shown : BLOG_PAGE_SIZE
  const [catalog, setCatalog] = useState<BlogPostCard[] | null>(null)
  const [failed, setFailed] = useState(false)
  const wanted = needsCatalog(wholeBlog, start, choice, shown)
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
  const view = blogListView(wholeBlog, start, catalog, choice, shown)

  const showMore = () => {
    setFailed(false)
    setPaging({ choice, shown: shown + BLOG_PAGE_SIZE })
  }
  // Without JavaScript (and for a new tab) "Show more" is the link to the choice's next list page,
  // the first whose posts are not on screen yet; a plain click shows them in place instead.
  const nextPage = choicePagePath(choice, Math.floor(shown / BLOG_PAGE_SIZE) + 1)
  const showMoreInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    if (!view.loading) showMore()
  }

  return (
    <>
      <CategoryFilters
        choice={choice}
        onPrefetch={prefetchCatalog}
        onChoose={(c) => {
          setFailed(false)
          setChosen(c)
        }}
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
        <PostGrid
          posts={view.posts}
          busy={view.loading}
          live={!sameCards(view.posts, start.posts)}
        />
      )}
      {(view.more || (view.loading && view.matching !== null)) && (
        <Pagination aria-label={blogPages.navLabel}>
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
        </Pagination>
      )}
      <PostDialogs posts={view.posts} />
    </>
  )
}

/**
 * The posts of list page `page` of a list (`category`, null for the whole blog): the prerender's
 * (the island's props), else, where there are none (the dev server renders in the browser only),
 * the page's slice of the catalog once it has loaded.
 */
function usePagePosts(
  page: number,
  category: BlogCategory | null,
  fromLoader: BlogPostCard[] | null,
): BlogPostCard[] | null {
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
  return (
    fromLoader ??
    (catalog ? blogPageSlice(filterByCategory(catalog, category ?? 'All'), page) : null)
  )
}

/**
 * /blog/page/2, /blog/category/mlops/page/2, …: older posts of a list, with links to its newer and
 * older pages. `total`: how many posts the list has (the whole blog's when not given).
 */
function OlderPageList({
  page,
  category,
  total = totalPosts,
  posts: prerendered,
}: {
  page: number
  category: BlogCategory | null
  total?: number
  posts: BlogPostCard[] | null
}) {
  const posts = usePagePosts(page, category, prerendered)
  const choice = category ?? 'All'
  const { newer, older } = blogPageLinks(page, total, (n) => choicePagePath(choice, n))
  const { first, last } = blogPageRange(page, total)
  const position = blogPages.position(page, blogPageCount(total))
  return (
    <>
      <CategoryFilters choice={choice} onPrefetch={prefetchCatalog} />
      <Status role="status">
        {posts ? blogPages.status(first, last, total) : blogList.loading}
      </Status>
      <PostGrid posts={posts ?? []} busy={!posts} live={posts !== prerendered} />
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
      <PostDialogs posts={posts ?? []} />
    </>
  )
}

export interface BlogListProps {
  /** The list page: 1 is /blog itself (or a category's page), 2… are /blog/page/2… */
  page: number
  /**
   * The page's posts, from the prerender (every list page but /blog, whose island has the newest
   * posts in its bundle; null where there are none: the dev server).
   */
  posts: BlogPostCard[] | null
  /** On a category's pages: the category. */
  category?: BlogCategory | null
  /** On a category's pages: how many posts it has (null when not known: the dev server). */
  total?: number | null
}

/**
 * The blog's island: the list of a list page with its filters, status, paging and post dialog. The
 * rest of the page (hero, feed links, call to action) is static HTML.
 */
export function BlogList({ page, posts, category = null, total = null }: BlogListProps) {
  if (page === 1) {
    const start: ListStart<BlogPostCard> = category
      ? { choice: category, posts: posts ?? [], total: posts ? total : null }
      : wholeBlog
    return <FirstPageList start={start} />
  }
  return <OlderPageList page={page} category={category} total={total ?? undefined} posts={posts} />
}
