import type { ReactNode } from 'react'
import styled from 'styled-components'
import { balancedColumns } from './balancedGrid'
import { CountUp } from './CountUp'

/**
 * A ruled cell, not a box (docs/ART-DIRECTION.md §4): the figure and its label left-aligned beside a
 * 2 px rule, like a column of a printed table. Fills its grid cell (directly or through a Reveal
 * wrapper, which the row stretches), so the rules of a row share one height when a label wraps.
 */
const Tile = styled.div<{ $onDark: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: start;
  gap: ${({ theme }) => theme.space[1]};
  box-sizing: border-box;
  height: 100%;
  padding: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[1]}
    ${({ theme }) => theme.space[3]};
  border-left: 2px solid
    ${({ theme, $onDark }) => ($onDark ? theme.color.lineOnDark : theme.color.border)};
  text-align: left;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding-left: ${({ theme }) => theme.space[4]};
  }
`

const Figure = styled.span<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
  font-weight: 800;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.textOnDark : theme.color.brandStrong)};
`

const Label = styled.span<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.textOnDarkMuted : theme.color.textMuted)};
`

const IconSlot = styled.span`
  color: ${({ theme }) => theme.color.brand};
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`

export interface Stat {
  value: string
  label: string
}

export interface StatTileProps extends Stat {
  icon?: ReactNode
  onDark?: boolean
  /** Animate the figure (default true). */
  animate?: boolean
}

/** One figure with its label; the figure counts up when it comes into view. */
export function StatTile({ value, label, icon, onDark = false, animate = true }: StatTileProps) {
  return (
    <Tile $onDark={onDark} data-stat-tile="">
      {icon && <IconSlot aria-hidden="true">{icon}</IconSlot>}
      <Figure $onDark={onDark}>{animate ? <CountUp value={value} /> : value}</Figure>
      <Label $onDark={onDark}>{label}</Label>
    </Tile>
  )
}

/**
 * A responsive row of stat tiles: two a row on phones (or `$phoneColumns`), `$columns` on wide
 * screens, balanced. Items stretch to the row's height (the tile fills its item).
 */
export const StatGrid = styled.div<{ $columns?: number; $phoneColumns?: 2 | 3 }>`
  display: grid;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[3]};
  ${({ $phoneColumns = 2 }) => balancedColumns($phoneColumns)}
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[4]};
    /* Only where the count changes: each set of column rules is a few hundred bytes of CSS. */
    ${({ $columns = 4, $phoneColumns = 2 }) =>
      Math.min($columns, 3) !== $phoneColumns && balancedColumns(Math.min($columns, 3))}
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    ${({ $columns = 4 }) => $columns > 3 && balancedColumns($columns)}
  }
`
