import styled from 'styled-components'
import { Link } from '../../ui/Link'
import { OpeningPanel } from '../../ui/OpeningPanel'
import type { BlogPostCard } from '../collections/collectionTypes'
import { articleHref } from './articlePage'
import { blogHero } from './blogCopy'

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: read;
  > li {
    counter-increment: read;
  }
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  }
  /* Phones keep two titles: the list is a taste of the blog, the cards below are the blog. */
  > li:nth-child(n + 3) {
    display: none;
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      display: block;
    }
  }
`

const Entry = styled(Link)`
  display: grid;
  grid-template-columns: 2.25rem minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
  color: ${({ theme }) => theme.color.textOnDark};
  text-decoration: none;
  &::before {
    content: counter(read, decimal-leading-zero);
    grid-area: 1 / 1 / 3;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 800;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  /* The title comes first in the link's name; the category line is drawn above it. */
  b {
    grid-area: 2 / 2;
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }
  &:hover {
    color: ${({ theme }) => theme.color.textOnDark};
  }
  &:hover b {
    text-decoration: underline;
  }
`

const Meta = styled.span`
  grid-area: 1 / 2;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  span {
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

/** /blog: the newest articles as a numbered reading list, each a link to its page. */
export function ReadingListVisual({ posts }: { posts: readonly BlogPostCard[] }) {
  const copy = blogHero.visual
  const shown = posts.slice(0, copy.count)
  if (shown.length === 0) return null
  return (
    <OpeningPanel title={copy.title} meta={copy.meta} seed="blog">
      <List aria-label={copy.label}>
        {shown.map((post) => (
          <li key={post.slug}>
            <Entry to={articleHref(post.slug)}>
              <b>{post.title}</b>
              <Meta>
                <span>{post.category}</span> · {post.readTime}
              </Meta>
            </Entry>
          </li>
        ))}
      </List>
    </OpeningPanel>
  )
}
