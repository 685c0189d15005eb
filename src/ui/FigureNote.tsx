import type { ReactNode } from 'react'
import styled from 'styled-components'
import { howWeCountHref } from '../data/figures'
import { Link } from './Link'

const Note = styled.p<{ $onDark: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  max-width: ${({ theme }) => theme.layout.readingWidth};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.textOnDarkMuted : theme.color.textMuted)};
  /* Follows the sentence (on its line when there is room). It is as tall as a finger needs, but
     its target reaches into the space around the line instead of making the line taller. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    margin-block: -0.75rem;
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
      <span>{children}</span> <Link to={howWeCountHref}>How we count</Link>
    </Note>
  )
}
