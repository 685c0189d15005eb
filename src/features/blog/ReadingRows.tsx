import styled, { css } from 'styled-components'
import { Link } from '../../ui/Link'
import { uploadUrl } from '../collections/uploads'

export interface ReadingItem {
  href: string
  title: string
  /** Above the title: a category, "Case study", "Research". */
  eyebrow: string
  /** Under the title: author, reading time. */
  meta?: string
  /** A cover under /uploads/ (drawn small beside the title). */
  imageUrl?: string
}

/** An article cover drawn small beside its title (the covers are 40:21, on ink while loading). */
export const coverThumbnail = css`
  width: 100%;
  height: auto;
  aspect-ratio: 40 / 21;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.ink};
`

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Eyebrows that are questions read as sentences, not labels. */
  &[data-questions] small {
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0;
    text-transform: none;
  }
`

/** One row: a small cover, then eyebrow, title and meta; the whole row is the link. */
const Row = styled(Link)`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[2]};
  margin: 0 -${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &[data-plain] {
    grid-template-columns: minmax(0, 1fr);
  }
  img {
    ${coverThumbnail}
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  b {
    display: block;
    margin: 2px 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    text-wrap: pretty;
  }
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:hover {
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.surfaceSunk};
  }
  &:hover b {
    text-decoration: underline;
  }
`

/**
 * A short list of things to read next, each one line of links with a small cover: lighter than a
 * grid of cards, so a page can offer several kinds of reading without growing tall on phones.
 */
export function ReadingRows({
  items,
  label,
  questions = false,
}: {
  items: readonly ReadingItem[]
  label?: string
  /** The eyebrows are questions (set as sentences). */
  questions?: boolean
}) {
  if (items.length === 0) return null
  return (
    <List aria-label={label} data-questions={questions ? '' : undefined}>
      {items.map((item) => (
        <li key={item.href}>
          <Row to={item.href} data-plain={item.imageUrl ? undefined : ''} data-reading-row="">
            {item.imageUrl && (
              <img src={uploadUrl(item.imageUrl)} alt="" width={176} height={92} loading="lazy" />
            )}
            <div>
              <small>{item.eyebrow}</small>
              <b>{item.title}</b>
              {item.meta && <span>{item.meta}</span>}
            </div>
          </Row>
        </li>
      ))}
    </List>
  )
}
