import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ArrowRight } from 'lucide-react'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { Dialog, DialogFigure, DialogHead, DialogReading, DialogTitle } from '../../ui/Dialog'
import { Prose } from '../../ui/Prose'
import type { ArticleMeta as ArticleMetaData } from '../collections/collectionTypes'
import { flowStyles } from '../collections/flowStyles'
import { uploadUrl } from '../collections/uploads'
import { ArticleMeta } from './ArticleMeta'
import { postDialog } from './blogCopy'
import { TagList } from './TagList'
import { tieDash } from './titleText'

const TITLE_ID = 'post-dialog-title'

/** The cover, a band across the dialog's top, on ink while it loads. */
const Cover = styled(DialogFigure)`
  background: ${({ theme }) => theme.color.ink};
`

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  h2 {
    margin: 0;
  }
`

/** The excerpt opens the reading column as its lede, set off by a rule under it. */
const Excerpt = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 500;
  line-height: ${({ theme }) => theme.lineHeight.body};
  color: ${({ theme }) => theme.color.ink};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.xl};
    line-height: 1.45;
  }
`

/**
 * The body: a post's prerendered HTML, as its page shows it. A flow diagram in it (`[data-flow]`)
 * is drawn as on the page (the page's styled figure is not in this bundle: the same css part is).
 */
const Body = styled(Prose)`
  font-size: inherit;
  line-height: inherit;
  margin-bottom: ${({ theme }) => theme.space[5]};
  && [data-flow] {
    ${flowStyles}
  }
`

export interface PostDialogProps {
  article: Pick<
    ArticleMetaData,
    | 'title'
    | 'author'
    | 'date'
    | 'displayDate'
    | 'readTime'
    | 'excerpt'
    | 'imageUrl'
    | 'imageAlt'
    | 'tags'
  > & { category: string }
  /** The content: paragraphs, or a post's body. */
  children: ReactNode
  /** The article's own page, linked at the bottom. */
  pageHref?: string
  onDismiss: () => void
}

/**
 * The post modal of the home page and the blog (it shows category, title, author, date, read time,
 * excerpt, image, content, tags prefixed '#'; max width 3xl, max height 85vh, scrolling inside).
 * Escape, the backdrop and the close button dismiss it; focus returns to the control that opened it.
 */
export default function PostDialog({ article, children, pageHref, onDismiss }: PostDialogProps) {
  return (
    <Dialog
      isOpen
      onDismiss={onDismiss}
      labelledBy={TITLE_ID}
      size="3xl"
      closeLabel={postDialog.closeLabel}
    >
      <DialogHead>
        <Cover
          src={uploadUrl(article.imageUrl)}
          alt={article.imageAlt}
          width={1200}
          height={630}
          decoding="async"
        />
        <Header>
          <Badge>{article.category}</Badge>
          <DialogTitle id={TITLE_ID}>{tieDash(article.title)}</DialogTitle>
          <ArticleMeta
            author={article.author}
            date={article.date}
            displayDate={article.displayDate}
            readTime={article.readTime}
          />
        </Header>
      </DialogHead>
      <DialogReading>
        <Excerpt>{article.excerpt}</Excerpt>
        <Body data-post-content>{children}</Body>
        {article.tags.length > 0 && <TagList tags={article.tags} label={postDialog.tagsLabel} />}
        {pageHref && (
          <ButtonRow>
            <LinkButton to={pageHref}>
              {postDialog.fullArticle}
              <ArrowRight aria-hidden="true" size={18} />
            </LinkButton>
          </ButtonRow>
        )}
      </DialogReading>
    </Dialog>
  )
}
