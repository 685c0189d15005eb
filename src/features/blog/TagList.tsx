import styled from 'styled-components'
import { WrapList } from '../../ui/WrapList'
import { articleMarks } from './articlePage'

const List = styled(WrapList)`
  li {
    padding: 0.2rem 0.7rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceSunk};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }
`

/** An article's tags, each prefixed with '#' (as in the post dialog). */
export function TagList({ tags, label }: { tags: string[]; label: string }) {
  return (
    <List aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} {...{ [articleMarks.tag]: tag }}>
          #{tag}
        </li>
      ))}
    </List>
  )
}
