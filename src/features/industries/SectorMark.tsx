import styled from 'styled-components'
import type { SectorTone } from '../../theme/tokens'
import type { IndustryIconName } from './industry'
import { IndustryIcon } from './industryIcons'

const Tile = styled.span<{ $tone: SectorTone; $size: 'md' | 'sm' }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => ($size === 'sm' ? '2.25rem' : '3.25rem')};
  height: ${({ $size }) => ($size === 'sm' ? '2.25rem' : '3.25rem')};
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(
    135deg,
    ${({ theme, $tone }) => theme.sectorTone[$tone].from},
    ${({ theme, $tone }) => theme.sectorTone[$tone].to}
  );
  color: ${({ theme, $tone }) => theme.sectorTone[$tone].icon};
`

/** A sector's icon on its brand-toned tile (decorative: the sector's name is always beside it). */
export function SectorMark({
  icon,
  tone,
  size = 'md',
}: {
  icon: IndustryIconName
  tone: SectorTone
  size?: 'md' | 'sm'
}) {
  return (
    <Tile $tone={tone} $size={size} aria-hidden="true">
      <IndustryIcon name={icon} size={size === 'sm' ? 18 : 26} />
    </Tile>
  )
}
