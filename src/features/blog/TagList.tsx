import styled from 'styled-components'

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.2rem 0.7rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceSunk};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }
`

/** An article's tags, each prefixed with '#' (spec: post modal). */
export function TagList({ tags, label }: { tags: string[]; label: string }) {
  return (
    <List aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>#{tag}</li>
      ))}
    </List>
  )
}
