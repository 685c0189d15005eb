import styled from 'styled-components'
import type { TextSection } from '../collections/collectionTypes'

/** On wide screens the contents stay in view beside the text; on narrower ones they come first. */
export const ArticleColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 15rem minmax(0, 44rem);
    gap: ${({ theme }) => theme.space[8]};
  }
`

const Contents = styled.nav`
  align-self: start;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[5]});
    padding: 0 0 0 ${({ theme }) => theme.space[4]};
    border-left: 2px solid ${({ theme }) => theme.color.border};
    border-radius: 0;
    background: none;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: part;
  }
  li {
    counter-increment: part;
  }
  a {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: baseline;
    min-height: 2.75rem;
    padding: ${({ theme }) => theme.space[2]} 0;
    box-sizing: border-box;
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1.35;
    text-decoration: none;
    &::before {
      content: counter(part, decimal-leading-zero);
      flex: none;
      font-size: ${({ theme }) => theme.fontSize.xs};
      font-variant-numeric: tabular-nums;
      color: ${({ theme }) => theme.color.brandStrong};
    }
    &:hover {
      text-decoration: underline;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    a {
      font-size: ${({ theme }) => theme.fontSize.sm};
      font-weight: 500;
      color: ${({ theme }) => theme.color.textMuted};
    }
  }
`

export interface ArticleContentsProps {
  /** The list's heading ("In this story", "In this article") and its id. */
  title: string
  id: string
  sections: readonly TextSection[]
}

/**
 * An article's sub-heads as numbered links, the first cell of `ArticleColumns` (sticky beside the
 * text on wide screens, a panel above it on narrower ones). With fewer than two sub-heads there is
 * nothing to find: an empty cell keeps the text in its column.
 */
export function ArticleContents({ title, id, sections }: ArticleContentsProps) {
  if (sections.length < 2) return <div />
  return (
    <Contents aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.text}</a>
          </li>
        ))}
      </ol>
    </Contents>
  )
}
