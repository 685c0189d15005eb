import { lazy, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import styled from 'styled-components'
import { Rss } from 'lucide-react'
import { site } from '../../config/site'
import { AnchorButton, ButtonRow, LinkButton } from '../../ui/Button'
import { CardGrid } from '../../ui/Card'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { blogPosts } from '../../generated/content/blogIndex'
import type { BlogPostSummary } from '../content/types'
import { useHydrated } from '../content/useHydrated'
import { blogCta, blogHero, blogList, feedTitle, postDialog } from './blogContent'
import {
  categoryChoices,
  categoryFromParam,
  categoryParam,
  filterByCategory,
  type CategoryChoice,
} from './blogFilter'
import { PostBody } from './PostBody'
import { PostCard } from './PostCard'
import { loadBlogPost } from './postLoader'

// The dialog loads on first use; hovering or focusing a card starts loading it and the post.
const loadDialog = () => import('./PostDialog')
const PostDialog = lazy(loadDialog)

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
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

const Loading = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

/**
 * Blog (spec: 'Insights & Innovations'): category filter (All + six categories, default All, kept in
 * `?category=` so a filtered list can be shared), the grid of posts, and the post dialog. The list
 * reads the posts' metadata only; a post's body loads when its dialog opens.
 */
export default function BlogPage() {
  const [params, setParams] = useSearchParams()
  // The static HTML shows All; the address's category applies once the page is interactive.
  const hydrated = useHydrated()
  const choice = hydrated ? categoryFromParam(params.get('category')) : 'All'
  const posts = filterByCategory(blogPosts, choice)
  const [selected, setSelected] = useState<BlogPostSummary | null>(null)

  const choose = (next: CategoryChoice) => {
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
        <Filters role="group" aria-label={blogList.filterLabel}>
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
          {blogList.status(posts.length, choice === 'All' ? null : choice)}
        </Status>
        {posts.length === 0 ? (
          <Empty>{blogList.empty}</Empty>
        ) : (
          <CardGrid $columns={3}>
            {posts.map((post, i) => (
              <Reveal key={post.slug} delay={0.05 + (i % 3) * 0.05}>
                <PostCard
                  article={post}
                  ctaLabel={blogList.readMore}
                  onOpen={() => setSelected(post)}
                  onPrefetch={() => {
                    void loadDialog()
                    void loadBlogPost(post.slug)
                  }}
                  pageHref={`/blog/${post.slug}`}
                  pageLabel={blogList.fullArticle}
                  draft={post.draft}
                />
              </Reveal>
            ))}
          </CardGrid>
        )}
      </Section>

      <Section id="blog-cta" tone="alt" title={blogCta.title} intro={blogCta.text} compact>
        <ButtonRow $center>
          <LinkButton to={blogCta.action.to}>{blogCta.action.label}</LinkButton>
        </ButtonRow>
      </Section>

      {selected && (
        <Suspense fallback={null}>
          <PostDialog
            article={selected}
            pageHref={`/blog/${selected.slug}`}
            onDismiss={() => setSelected(null)}
          >
            <Suspense fallback={<Loading>{postDialog.loading}</Loading>}>
              <PostBody slug={selected.slug} inDialog />
            </Suspense>
          </PostDialog>
        </Suspense>
      )}
    </>
  )
}
