import { useEffect, useRef, useState, type MouseEvent } from 'react'
import styled, { css, keyframes } from 'styled-components'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { LinkButton } from '../../ui/Button'
import { CardGrid } from '../../ui/Card'
import { Link } from '../../ui/Link'
import { Reveal } from '../../ui/Reveal'
import { filterChipStyles } from '../../ui/filterChip'
import { isPlainClick } from '../../islands/useLinkedDialog'
import { firstPage, totalPosts } from '../../generated/indexes/blogFirstPage'
import type { BlogCategory } from '../collections/taxonomy'
import type { BlogPostCard } from '../collections/collectionTypes'
import { loadBlogCatalog } from './loadBlogCatalog'
import { blogList, blogPages } from './blogCopy'
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
  LIST_CHOICE_ATTRIBUTE,
  LIST_FILTERS_ATTRIBUTE,
  LIST_MORE_ATTRIBUTE,
  revealChosenChip,
} from './listMarks'
import { PostCard } from './PostCard'

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
  /* The end padding lets the last chip scroll clear of the fade and the chevron. */
  padding: ${({ theme }) => theme.space[2]} 4rem ${({ theme }) => theme.space[2]}
    ${({ theme }) => theme.space[4]};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-padding-inline: ${({ theme }) => theme.space[4]};
  scrollbar-width: thin;
  /* A mask reads only alpha: the end fades out, whatever the colours, before the chevron. */
  mask-image: linear-gradient(to right, black calc(100% - 4rem), transparent calc(100% - 1.25rem));
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

/**
 * On phones, past the fade at the row's end, a chevron says the row goes on; where the browser links
 * animations to scrolling it fades out once the row is scrolled to its end.
 */
const chipsEnd = keyframes`
  85% {
    opacity: 1;
  }
  100% {
    opacity: 0;
  }
`

const FilterNav = styled.nav`
  position: relative;
  /* Only where scroll timelines exist: elsewhere a timeline-less 'both' animation would end at once,
     hiding the chevron for good. */
  @supports (animation-timeline: scroll()) {
    timeline-scope: --blog-chips;
    ${Filters} {
      scroll-timeline: --blog-chips x;
    }
    &::after {
      animation: ${chipsEnd} linear both;
      animation-timeline: --blog-chips;
    }
  }
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: 0.25rem;
    width: 0.625rem;
    height: 0.625rem;
    border: solid ${({ theme }) => theme.color.ink};
    border-width: 2.5px 2.5px 0 0;
    transform: translateY(-50%) rotate(45deg);
    pointer-events: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    &::after {
      content: none;
    }
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
  // On phones the chips scroll sideways: bring the chosen chip into the row's view (the island does
  // it on the prerendered row; the live list on its own).
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (list.current) revealChosenChip(list.current)
  }, [])
  return (
    <FilterNav
      aria-label={blogList.filterLabel}
      onPointerEnter={onPrefetch}
      onFocusCapture={onPrefetch}
    >
      <Filters ref={list} {...{ [LIST_FILTERS_ATTRIBUTE]: '' }}>
        {categoryChoices.map((c) => (
          <li key={c}>
            <FilterLink
              to={choicePagePath(c)}
              aria-current={choice === c ? 'true' : undefined}
              {...(onChoose ? { [LIST_CHOICE_ATTRIBUTE]: c } : {})}
              onClick={(event) => {
                if (!onChoose || !isPlainClick(event)) return
                event.preventDefault()
                onChoose(c)
              }}
            >
              {c === 'All' ? blogList.allLabel : c}
            </FilterLink>
          </li>
        ))}
      </Filters>
    </FilterNav>
  )
}

/**
 * On phones the cards are shorter (a wider crop of the cover, three lines of excerpt; the article's
 * page has it whole), so six of them and the stories after fit a phone page.
 */
const ListGrid = styled(CardGrid)`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    [data-post-card] > img {
      aspect-ratio: 5 / 2;
    }
    [data-post-card] > p {
      display: -webkit-box;
      -webkit-line-clamp: 3;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
  }
`

/**
 * A category's first page leads with its newest article: from tablets the first card spans the grid,
 * its cover on the left and its text (larger title, excerpt, reading time) on the right.
 */
const LeadGrid = styled(ListGrid)`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    > :first-child {
      grid-column: 1 / -1;
    }
    > :first-child [data-post-card] {
      display: grid;
      grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
      align-content: center;
      column-gap: ${({ theme }) => theme.space[7]};
      padding-block: ${({ theme }) => theme.space[6]};
    }
    > :first-child [data-post-card] > img {
      grid-column: 1;
      grid-row: 1 / span 5;
      align-self: stretch;
      width: calc(100% + ${({ theme }) => theme.space[5]});
      height: calc(100% + 2 * ${({ theme }) => theme.space[6]});
      min-height: 100%;
      margin: -${({ theme }) => theme.space[6]}
        0 -${({ theme }) => theme.space[6]} -${({ theme }) => theme.space[5]};
      border-radius: ${({ theme }) => theme.radius.lg} 0 0 ${({ theme }) => theme.radius.lg};
    }
    > :first-child [data-post-card] > :not(img) {
      grid-column: 2;
      justify-self: start;
    }
    > :first-child [data-post-card] h3 {
      font-size: ${({ theme }) => theme.fontSize['2xl']};
    }
    > :first-child [data-post-card] p {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
`

/** A card laid out wide: its cover on the left, its text on the right (tablets up). */
const wideCard = css`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  align-content: center;
  column-gap: ${({ theme }) => theme.space[6]};
  > img {
    grid-column: 1;
    grid-row: 1 / span 5;
    align-self: stretch;
    width: calc(100% + ${({ theme }) => theme.space[5]});
    height: calc(100% + 2 * ${({ theme }) => theme.space[5]});
    min-height: 100%;
    margin: -${({ theme }) => theme.space[5]}
      0 -${({ theme }) => theme.space[5]} -${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radius.lg} 0 0 ${({ theme }) => theme.radius.lg};
  }
  > :not(img) {
    grid-column: 2;
    justify-self: start;
  }
`

/**
 * A compact card of /blog's front (every card after the lead, on phones and from 1024 px): its
 * cover whole across the top, then the topic, the title across the card's width (it breathes: two
 * or three lines), the date and Read More at the foot, level with its neighbours'. No excerpt and
 * no author: the article and the dialog have them.
 */
const compactCard = css`
  gap: ${({ theme }) => theme.space[2]};
  > p {
    display: none;
  }
  > ul > li:first-child {
    display: none;
  }
  > img {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    text-wrap: pretty;
  }
`

/**
 * /blog's front page (the whole blog, newest first), a magazine front. The newest article leads
 * across the page: from tablets its cover on the left and its text on the right, so cover, title
 * and standfirst share the first screen; on phones its cover on top. The others follow as compact
 * cards (compactCard): from 1024 px three a row, then two wide ones (cover beside the text); on
 * tablets two a row (one left over is wide); on phones one a row, cover on top.
 */
const FrontGrid = styled(CardGrid)`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    gap: ${({ theme }) => theme.space[4]};
    > :first-child [data-post-card] > img {
      aspect-ratio: 5 / 2;
    }
    > :first-child [data-post-card] > p {
      display: -webkit-box;
      -webkit-line-clamp: 3;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
    > :not(:first-child) [data-post-card] {
      ${compactCard}
    }
    > :not(:first-child) [data-post-card] > img {
      aspect-ratio: 5 / 2;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    > :first-child [data-post-card] {
      ${wideCard}
      column-gap: ${({ theme }) => theme.space[7]};
      padding-block: ${({ theme }) => theme.space[6]};
    }
    > :first-child [data-post-card] > img {
      height: calc(100% + 2 * ${({ theme }) => theme.space[6]});
      margin-block: -${({ theme }) => theme.space[6]};
    }
    > :first-child [data-post-card] h3 {
      font-size: ${({ theme }) => theme.fontSize['3xl']};
      line-height: ${({ theme }) => theme.lineHeight.tight};
      text-wrap: balance;
    }
    /* The standfirst in three lines and the byline in one keep the card short, so its cover is
       cropped little (the drawings keep their sides) and the whole card reaches the first screen. */
    > :first-child [data-post-card] > p {
      display: -webkit-box;
      -webkit-line-clamp: 3;
      -webkit-box-orient: vertical;
      overflow: hidden;
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
    > :first-child [data-post-card] > ul > li:first-child {
      flex-basis: auto;
    }
    > :first-child [data-post-card] > ul > li + li::before {
      content: '·';
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
      theme.breakpoint.lg - 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > * {
      grid-column: auto;
    }
    > :first-child,
    > :last-child:nth-child(2n) {
      grid-column: 1 / -1;
    }
    > :last-child:nth-child(2n):not(:first-child) [data-post-card] {
      ${wideCard}
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
    > * {
      grid-column: span 2;
    }
    > :first-child {
      grid-column: 1 / -1;
    }
    /* Cover and text halve the card: the title keeps to two lines, the cover is cropped little. */
    > :first-child [data-post-card] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    > :first-child [data-post-card] h3 {
      font-size: 2rem;
    }
    > :not(:first-child) [data-post-card] {
      ${compactCard}
    }
    /* The fifth and sixth: two wide cards closing the front, cover beside the text. */
    > :nth-child(5),
    > :nth-child(6) {
      grid-column: span 3;
    }
    > :nth-child(5):last-child {
      grid-column: 1 / -1;
    }
    > :nth-child(5) [data-post-card],
    > :nth-child(6) [data-post-card] {
      ${wideCard}
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      /* The rows fill the card (the cover spans them, edge to edge); Read More at the foot. */
      grid-template-rows: auto auto auto 1fr;
      align-content: stretch;
    }
    > :nth-child(5) [data-post-card] > :last-child,
    > :nth-child(6) [data-post-card] > :last-child {
      align-self: end;
    }
    > :nth-child(5) [data-post-card] > img,
    > :nth-child(6) [data-post-card] > img {
      margin-bottom: -${({ theme }) => theme.space[5]};
    }
  }
`

/**
 * The grid of cards, each a link to its article's page (the island opens it in the post dialog);
 * `lead`: the first card leads (a category's page); `front`: /blog's front page (FrontGrid).
 */
function PostGrid({
  posts,
  busy,
  lead = false,
  front = false,
}: {
  posts: readonly BlogPostCard[]
  busy: boolean
  lead?: boolean
  front?: boolean
}) {
  const Grid = front ? FrontGrid : lead ? LeadGrid : ListGrid
  return (
    <Grid $columns={3} aria-busy={busy}>
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
    </Grid>
  )
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
function FirstPageList({
  start,
  action,
  onPosts,
}: {
  start: ListStart<BlogPostCard>
  action?: BlogListAction
  onPosts?: (posts: BlogPostCard[]) => void
}) {
  // The prerendered HTML shows the page's own list. The live list (rendered in the browser only, see
  // BlogListIsland.tsx) reads an older shared address's `?category=` on /blog once, when it mounts,
  // and puts that category's page address in the bar; a filter chosen here does the same.
  const [fromQuery] = useState<CategoryChoice>(() =>
    start.choice === 'All' && typeof window !== 'undefined' ? categoryFromLocation() : 'All',
  )
  const [chosen, setChosen] = useState<CategoryChoice | null>(null)
  const choice = chosen ?? (fromQuery === 'All' ? start.choice : fromQuery)
  useEffect(() => {
    if (fromQuery !== 'All') history.replaceState(history.state, '', choicePagePath(fromQuery))
  }, [fromQuery])
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
  const shownSlugs = view.posts.map((p) => p.slug).join(' ')
  useEffect(() => {
    onPosts?.(view.posts)
    // The list's posts, told when they change (`view` is a new object on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownSlugs, onPosts])

  const choose = (c: CategoryChoice) => {
    history.replaceState(history.state, '', choicePagePath(c))
    setFailed(false)
    setChosen(c)
  }
  const showMore = () => {
    setFailed(false)
    setPaging({ choice, shown: shown + BLOG_PAGE_SIZE })
  }
  // What the visitor did that brought the live list in (the island's controller caught it on the
  // prerendered list): applied once mounted, so the list changes in place, status announced.
  const applied = useRef(false)
  useEffect(() => {
    if (!action || applied.current) return
    applied.current = true
    if ('choose' in action) choose(action.choose)
    else showMore()
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
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
      <CategoryFilters choice={choice} onPrefetch={prefetchCatalog} onChoose={choose} />
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
          lead={choice !== 'All'}
          front={choice === 'All' && view.posts.length >= 4}
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
            onClick={showMoreInPlace}
            {...{ [LIST_MORE_ATTRIBUTE]: '' }}
          >
            {blogList.showMore}
          </LinkButton>
        </Pagination>
      )}
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
      <PostGrid posts={posts ?? []} busy={!posts} />
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

/** What brings the live list in: a category chosen, or "Show more". */
export type BlogListAction = { choose: CategoryChoice } | { more: true }

export interface LiveBlogListProps extends BlogListProps {
  /** What the visitor did on the prerendered list, applied once the live list has mounted. */
  action?: BlogListAction
  /** Told the posts on screen whenever they change (the island's post dialog opens those). */
  onPosts?: (posts: BlogPostCard[]) => void
}

/**
 * The list of a list page: its category filters, status, cards and paging. The page prerenders it
 * (the blog's island's static content); in the browser it is rendered, live, only once the visitor
 * filters or asks for more (BlogListIsland.tsx), so a page whose list nobody changes never loads it.
 * The rest of the page (hero, feed links, call to action) is static HTML.
 */
export function BlogList({
  page,
  posts,
  category = null,
  total = null,
  action,
  onPosts,
}: LiveBlogListProps) {
  if (page === 1) {
    const start: ListStart<BlogPostCard> = category
      ? { choice: category, posts: posts ?? [], total: posts ? total : null }
      : wholeBlog
    return <FirstPageList start={start} action={action} onPosts={onPosts} />
  }
  return <OlderPageList page={page} category={category} total={total ?? undefined} posts={posts} />
}
