import type { ReactNode } from 'react'
import styled from 'styled-components'

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: story;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  > li {
    display: grid;
    grid-template-columns: 3rem minmax(0, 1fr);
    gap: 0 ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[4]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    counter-increment: story;
  }
  > li::before {
    content: counter(story, decimal-leading-zero);
    grid-row: span 2;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.brand};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    > li {
      grid-template-columns: 4.5rem minmax(0, 1fr);
      padding: ${({ theme }) => theme.space[5]} 0;
    }
    > li::before {
      font-size: ${({ theme }) => theme.fontSize['3xl']};
    }
  }
`

export interface NumberedItem {
  title: string
  text: ReactNode
}

/**
 * A numbered story: steps or principles read top to bottom, each a large numeral (01, 02…), a
 * title and a sentence, between hairlines. For the right column of a split section.
 */
export function NumberedList({ items }: { items: readonly NumberedItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  )
}
