import styled from 'styled-components'
import { ArrowRight } from 'lucide-react'
import { Badge, cardLinkStyles } from '../../ui/Card'
import { Link } from '../../ui/Link'
import { Section } from '../../ui/Section'
import { featuredArticles } from '../../generated/indexes/featuredArticles'
import { glossaryTerms } from '../../generated/indexes/glossary'
import { researchSolutions } from '../../generated/indexes/research'
import { firstPage } from '../../generated/indexes/blogFirstPage'
import type { BlogCategory } from '../collections/taxonomy'
import type { BlogPostCard } from '../collections/collectionTypes'
import { uploadUrl } from '../collections/uploads'
import { storyHref } from '../stories/storyHref'
import { articleHref } from './articlePage'
import { blogStories, categoryReading } from './blogCopy'
import { categoryLinks, nearest, nearestPosts } from './relatedReading'
import { coverThumbnail, ReadingRows, type ReadingItem } from './ReadingRows'

/* ---------- /blog: the featured stories as their own section ---------- */

const StoryGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
  }
`

/**
 * A story: on phones and tablets a row (small cover beside the title, no excerpt), on wide screens a card with the
 * cover on top. The title's link covers the tile.
 */
const Story = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 6.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-content: start;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  img {
    grid-row: 1 / span 3;
    ${coverThumbnail}
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    text-wrap: pretty;
  }
  p {
    display: none;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  small {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  > div {
    justify-self: start;
  }
  @media (prefers-reduced-motion: no-preference) {
    transition: box-shadow ${({ theme }) => theme.motion.base};
  }
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    padding: 0 0 ${({ theme }) => theme.space[5]};
    overflow: hidden;
    img {
      grid-row: auto;
      border-radius: 0;
    }
    > :not(img) {
      margin-inline: ${({ theme }) => theme.space[5]};
    }
    h3 {
      font-size: ${({ theme }) => theme.fontSize.xl};
    }
    p {
      display: block;
    }
  }
`

const StoryLink = styled(Link)`
  ${cardLinkStyles}
`

/** /blog: the home page's three featured stories (/stories/{slug}), after the articles. */
export function BlogStories() {
  const c = blogStories
  return (
    <Section
      id={c.id}
      tone="alt"
      eyebrow={c.eyebrow}
      title={c.title}
      intro={c.intro}
      layout="inline"
    >
      <StoryGrid>
        {featuredArticles.map((a) => (
          <Story key={a.slug}>
            <img src={uploadUrl(a.imageUrl)} alt="" width={1200} height={630} loading="lazy" />
            <div>
              <Badge $tone={a.category === 'Case Study' ? 'accent' : undefined}>{a.category}</Badge>
            </div>
            <h3>
              <StoryLink to={storyHref(a.slug)}>{a.title}</StoryLink>
            </h3>
            <p>{a.excerpt}</p>
            <small>{c.meta(a.author, a.readTime)}</small>
          </Story>
        ))}
      </StoryGrid>
    </Section>
  )
}

/* ---------- a category's page: what to read next ---------- */

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 2px solid ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.md};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`

const Terms = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`

const postItem = (p: BlogPostCard): ReadingItem => ({
  href: articleHref(p.slug),
  title: p.title,
  eyebrow: p.category,
  meta: categoryReading.meta(p.author, p.readTime),
  imageUrl: p.imageUrl,
})

/**
 * Under a category's articles: articles of the nearest other categories, the
 * featured stories, and the glossary terms and research write-ups of the category, so the page is a
 * place to start reading about the topic, not one card.
 */
export function CategoryReading({ category }: { category: BlogCategory }) {
  const c = categoryReading
  const links = categoryLinks[category]
  const others = nearestPosts(firstPage, category, 3).map(postItem)
  const stories = nearest(featuredArticles, links.tags, 3).map((a): ReadingItem => ({
    href: storyHref(a.slug),
    title: a.title,
    eyebrow: a.category,
    meta: c.meta(a.author, a.readTime),
    imageUrl: a.imageUrl,
  }))
  const terms = links.terms
    .map((slug) => glossaryTerms.find((t) => t.slug === slug))
    .filter((t) => t !== undefined)
  const research = links.research
    .map((slug) => researchSolutions.find((r) => r.slug === slug))
    .filter((r) => r !== undefined)
    .map((r): ReadingItem => ({
      href: `/research/${r.slug}`,
      title: r.title,
      eyebrow: c.researchEyebrow(r.launchDate),
      meta: r.tagline,
    }))
  return (
    <Section id={c.id} tone="alt" title={c.title} intro={c.intro} center={false}>
      <Columns>
        <div>
          <h3>{c.more}</h3>
          <ReadingRows items={others} />
        </div>
        <div>
          <h3>{c.stories}</h3>
          <ReadingRows items={stories} />
        </div>
        <div>
          <h3>{c.terms}</h3>
          <Terms aria-label={c.terms}>
            {terms.map((t) => (
              <li key={t.slug}>
                <Link to={`/glossary#${t.slug}`}>
                  {t.term}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </li>
            ))}
          </Terms>
          {research.length > 0 && (
            <>
              <h3>{c.research}</h3>
              <ReadingRows items={research} />
            </>
          )}
        </div>
      </Columns>
    </Section>
  )
}
