import type { ReactNode } from 'react'
import styled from 'styled-components'
import { howWeCountHref } from '../data/figures'
import { Link } from './Link'

const Note = styled.p<{ $onDark: boolean }>`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  max-width: ${({ theme }) => theme.layout.readingWidth};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.textOnDarkMuted : theme.color.textMuted)};
  /* On its own line, as tall as a finger needs. */
  a {
    display: flex;
    align-items: center;
    width: fit-content;
    min-height: 2.75rem;
    font-weight: 600;
    color: ${({ theme, $onDark }) => ($onDark ? theme.color.brandOnDark : theme.color.brandStrong)};
  }
`

/**
 * A line under a group of figures saying what they count, with a link to the definitions on
 * /about ("How we count"), so a claim on one page never reads as contradicting another.
 */
export function FigureNote({
  children,
  onDark = false,
}: {
  children: ReactNode
  onDark?: boolean
}) {
  return (
    <Note $onDark={onDark}>
      {children} <Link to={howWeCountHref}>How we count</Link>
    </Note>
  )
}
