import type { ReactNode } from 'react'
import styled from 'styled-components'
import { balancedColumns } from './balancedGrid'
import { CountUp } from './CountUp'

const Tile = styled.div<{ $onDark: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $onDark }) => ($onDark ? 'rgba(255,255,255,0.06)' : theme.color.surface)};
  border: 1px solid
    ${({ theme, $onDark }) => ($onDark ? 'rgba(255,255,255,0.16)' : theme.color.border)};
  text-align: center;
  align-items: center;
`

const Figure = styled.span<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: 800;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.textOnDark : theme.color.brandStrong)};
`

const Label = styled.span<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
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
    <Tile $onDark={onDark}>
      {icon && <IconSlot aria-hidden="true">{icon}</IconSlot>}
      <Figure $onDark={onDark}>{animate ? <CountUp value={value} /> : value}</Figure>
      <Label $onDark={onDark}>{label}</Label>
    </Tile>
  )
}

/** A responsive row of stat tiles: two a row on phones, `$columns` on wide screens, balanced. */
export const StatGrid = styled.div<{ $columns?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${balancedColumns(2)}
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    ${({ $columns = 4 }) => balancedColumns($columns)}
  }
`
