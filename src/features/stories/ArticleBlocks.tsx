import { Fragment, type ReactNode } from 'react'
import type { ArticleBlock } from '../collections/collectionTypes'

export interface ArticleBlocksProps {
  blocks: readonly ArticleBlock[]
  /**
   * The sub-heads' level: 2 on the story's own page (with their ids, for its "In this story"
   * links), 3 in the post dialog, whose title is the h2 (no ids: the page behind has its own).
   */
  level?: 2 | 3
  /** What closes a section (a pull quote, a diagram), by the id of its sub-head ('' before any). */
  closing?: (section: string) => ReactNode
}

/** A plain article body: its sub-heads and paragraphs in order, text only. */
export function ArticleBlocks({ blocks, level = 2, closing }: ArticleBlocksProps) {
  const out: ReactNode[] = []
  let section = ''
  const close = () => {
    const node = closing?.(section)
    if (node) out.push(<Fragment key={`close-${section}`}>{node}</Fragment>)
  }
  blocks.forEach((block, i) => {
    if (block.type === 'heading') {
      close()
      section = block.id
      out.push(
        level === 2 ? (
          <h2 key={i} id={block.id}>
            {block.text}
          </h2>
        ) : (
          <h3 key={i}>{block.text}</h3>
        ),
      )
    } else {
      out.push(<p key={i}>{block.text}</p>)
    }
  })
  close()
  return <>{out}</>
}
