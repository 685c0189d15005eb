import styled from 'styled-components'
import { Link } from '../../ui/Link'
import { OpeningPanel } from '../../ui/OpeningPanel'
import { blogCategories } from '../collections/taxonomy'
import { blogCategoryPages, blogHero } from './blogCopy'
import { choicePagePath } from './blogFilter'

/** Two columns of topic tiles at every width: six topics in three rows, short on phones. */
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Topic = styled(Link)`
  display: grid;
  align-content: start;
  gap: 2px;
  height: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textOnDark};
  text-decoration: none;
  b {
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }
  /* What the topic covers, in a few words: on wide screens only. */
  span {
    display: none;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      display: block;
    }
  }
  &:hover {
    color: ${({ theme }) => theme.color.textOnDark};
    border-color: ${({ theme }) => theme.color.brandOnDark};
  }
  &:hover b {
    text-decoration: underline;
  }
`

/**
 * /blog's opening picture: the blog's topics, each a link to its page with what it covers (no
 * count: while the blog is young it said "1 article" six times). The grid below shows the articles
 * themselves; the opening shows the shape of the blog.
 */
export function TopicsVisual() {
  const copy = blogHero.visual
  return (
    <OpeningPanel title={copy.title} meta={copy.meta(blogCategories.length)} seed="blog">
      <List aria-label={copy.label}>
        {blogCategories.map((category) => (
          <li key={category}>
            <Topic to={choicePagePath(category)}>
              <b>{category}</b>
              <span>{blogCategoryPages.blurb[category]}</span>
            </Topic>
          </li>
        ))}
      </List>
    </OpeningPanel>
  )
}
