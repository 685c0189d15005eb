import styled from 'styled-components'
import { CalendarDays, Clock, UserRound } from 'lucide-react'

const List = styled.ul<{ $compact: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $compact }) => ($compact ? theme.space[1] : `${theme.space[2]} ${theme.space[4]}`)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  /* An item never breaks inside. Compact (cards): the author on one line, then date · reading time,
     so a narrow card never starts a line with a lone separator. */
  li {
    white-space: nowrap;
  }
  ${({ $compact }) =>
    $compact
      ? "li:first-child { flex-basis: 100%; white-space: normal; } li + li + li::before { content: '·'; }"
      : ''}
  svg {
    flex: none;
  }
`

export interface ArticleMetaProps {
  author: string
  date: string
  displayDate: string
  readTime: string
  /** Text only, separated by dots (cards); the full version has icons. */
  compact?: boolean
}

/** Author, date and reading time of an article. */
export function ArticleMeta({
  author,
  date,
  displayDate,
  readTime,
  compact = false,
}: ArticleMetaProps) {
  return (
    <List $compact={compact} aria-label="About this article">
      <li>
        {!compact && <UserRound aria-hidden="true" size={16} />}
        <span className="visually-hidden">Author: </span>
        {author}
      </li>
      <li>
        {!compact && <CalendarDays aria-hidden="true" size={16} />}
        <span className="visually-hidden">Published: </span>
        <time dateTime={date}>{displayDate}</time>
      </li>
      <li>
        {!compact && <Clock aria-hidden="true" size={16} />}
        {readTime}
      </li>
    </List>
  )
}
