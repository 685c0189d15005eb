import { lazy, Suspense, use, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import styled from 'styled-components'
import { Rss } from 'lucide-react'
import { site } from '../../config/site'
import { AnchorButton, Button, ButtonRow, LinkButton } from '../../ui/Button'
import { CardGrid } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { firstPage, totalPosts } from '../../generated/content/blogFirstPage'
import type { BlogPostCard } from '../content/types'
import { useHydrated } from '../content/useHydrated'
import { loadBlogCatalog } from './blogCatalog'
import { blogCta, blogHero, blogList, feedTitle } from './blogContent'
import {
  categoryChoices,
  categoryFromParam,
  categoryParam,
  type CategoryChoice,
} from './blogFilter'
import { BLOG_PAGE_SIZE, blogListView, needsCatalog } from './blogPaging'
import { PostBody } from './PostBody'
import { PostCard } from './PostCard'
import { loadBlogPost } from './postLoader'

// The dialog loads on first use; hovering or focusing a card starts loading it and the post.
const loadDialog = () => import('./PostDialog')
const PostDialog = lazy(loadDialog)

/**
 * The category chips. On phones one row that scrolls sideways (reaching the screen's edges, faded at
 * the end to show there is more; Tab moves through the chips and scrolls each into view) instead of
 * a pyramid of wrapped rows; from tablets up they wrap, centred.
 */
const Filters = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
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

const FilterButton = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &[aria-pressed='true'] {
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

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
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

/**
 * Blog (spec: 'Insights & Innovations'): category filter (All + six categories, default All, kept in
 * `?category=` so a filtered list can be shared), the grid of posts, and the post dialog.
 *
 * Scale: the HTML holds the newest posts only (blogPaging.ts); the rest of the list, card data only,
 * loads when the visitor filters or asks for more, and a post's body when its dialog opens. With the
 * real six posts the first page is the whole blog and nothing more ever loads.
 */
export default function BlogPage() {
  const [params, setParams] = useSearchParams()
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
  // Filtering or paging soon needs the catalog: start loading it when the pointer or focus comes.
  const prefetchCatalog = () => {
    if (totalPosts > firstPage.length) void loadBlogCatalog().catch(() => null)
  }

  const choose = (next: CategoryChoice) => {
    setFailed(false)
    setParams(
      (prev) => {
        const query = new URLSearchParams(prev)
        if (next === 'All') query.delete('category')
        else query.set('category', categoryParam(next))
        return query
      },
      { replace: true, preventScrollReset: true },
    )
  }

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
      </Head>
      <PageHero
        eyebrow={blogHero.eyebrow}
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

      <Section id={blogList.id} title={blogList.title}>
        <Filters
          role="group"
          aria-label={blogList.filterLabel}
          onPointerEnter={prefetchCatalog}
          onFocusCapture={prefetchCatalog}
        >
          {categoryChoices.map((c) => (
            <FilterButton
              key={c}
              type="button"
              aria-pressed={choice === c}
              onClick={() => choose(c)}
            >
              {c === 'All' ? blogList.allLabel : c}
            </FilterButton>
          ))}
        </Filters>
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
          <CardGrid $columns={3} aria-busy={view.loading}>
            {view.posts.map((post, i) => (
              <Reveal key={post.slug} delay={0.05 + (i % 3) * 0.05}>
                <PostCard
                  article={post}
                  ctaLabel={blogList.readMore}
                  onOpen={() => setSelected(post.slug)}
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
        )}
        {(view.more || (view.loading && choice === 'All')) && (
          <More>
            <Button
              variant="secondary"
              disabled={view.loading}
              onPointerEnter={prefetchCatalog}
              onFocus={prefetchCatalog}
              onClick={() => {
                setFailed(false)
                setPaging({ choice, shown: shown + BLOG_PAGE_SIZE })
              }}
            >
              {blogList.showMore}
            </Button>
          </More>
        )}
      </Section>

      <Section id="blog-cta" tone="alt" title={blogCta.title} intro={blogCta.text} compact>
        <ButtonRow $center>
          <LinkButton to={blogCta.action.to}>{blogCta.action.label}</LinkButton>
        </ButtonRow>
      </Section>

      {selected && (
        <Suspense fallback={null}>
          <SelectedPost slug={selected} onDismiss={() => setSelected(null)} />
        </Suspense>
      )}
    </>
  )
}
