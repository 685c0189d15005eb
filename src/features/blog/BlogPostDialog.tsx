import { lazy, Suspense } from 'react'
import styled from 'styled-components'
import { Themed } from '../../ui/Themed'
import type { BlogPostCard } from '../collections/collectionTypes'
import { articleHref } from './articlePage'
import { postDialog } from './blogCopy'
import { forgetFailedArticle, useDialogArticle, type DialogArticle } from './dialogArticle'
import PostDialog from './PostDialog'

// Only the dev server renders a post's MDX in the browser; builds show the prerendered article.
const DevPostBody = __PRERENDERED__
  ? null
  : lazy(() => import('./PostBody').then(({ PostBody }) => ({ default: PostBody })))

const Notice = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

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

/**
 * The blog's post dialog (loaded on first use, with styled-components and the theme: the blog's
 * island renders nothing styled until then). It opens at once with the card's data and shows the
 * article as soon as it is there (a hover or focus on the card usually fetched it already).
 */
export default function BlogPostDialog({
  post,
  onDismiss,
}: {
  post: BlogPostCard
  onDismiss: () => void
}) {
  const article = useDialogArticle(post.slug)
  const found = article && article.kind !== 'failed' ? article : undefined
  return (
    <Themed>
      <PostDialog
        article={{ ...post, tags: found?.tags ?? [], imageAlt: found?.imageAlt ?? '' }}
        pageHref={articleHref(post.slug)}
        onDismiss={() => {
          forgetFailedArticle(post.slug)
          onDismiss()
        }}
      >
        <ArticleBody slug={post.slug} article={article} />
      </PostDialog>
    </Themed>
  )
}
