import styled, { useTheme } from 'styled-components'
import { ContourLines } from './Contours'
import { initialsOf, randomFrom, seedOf } from './motif'

const Svg = styled.svg<{ $size: number }>`
  display: block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.lg};
  text {
    font-family: inherit;
    font-weight: 700;
    letter-spacing: 0.02em;
  }
`

export interface MonogramProps {
  /** The person's name: gives the initials and seeds the pattern. */
  name: string
  /** Rendered size in px (square). */
  size?: number
  /** Tile colour by position (neighbours in a row differ); by default chosen from the name. */
  tone?: number
  className?: string
}

/**
 * A portrait stand-in: the person's initials on a tinted tile with *kontua* contour lines seeded
 * from the name, so every person gets their own, stable pattern. Decorative (the name is always
 * written beside it), hence `aria-hidden`. A photo can replace it later at the same square size.
 */
export function Monogram({ name, size = 96, tone: toneIndex, className }: MonogramProps) {
  const { color } = useTheme()
  // Tile colours from the navy and teal family; lines in the on-dark roles (ART-DIRECTION §6).
  const tones = [
    { fill: color.ink, line: color.brandOnDark },
    { fill: color.brandStrong, line: color.textOnDark },
    { fill: color.inkSoft, line: color.sunOnDark },
    { fill: color.brand, line: color.textOnDark },
  ]
  const seed = seedOf(name)
  const random = randomFrom(seed)
  const tone = tones[(toneIndex ?? seed) % tones.length]!
  return (
    <Svg
      className={className}
      $size={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      data-monogram
    >
      <rect width="100" height="100" fill={tone.fill} />
      <g fill="none" stroke={tone.line} strokeOpacity="0.32" strokeWidth="1.1">
        <ContourLines
          seed={name}
          cx={20 + random() * 60}
          cy={55 + random() * 35}
          minRadius={12}
          maxRadius={90}
          rings={6}
          wobble={0.12}
        />
      </g>
      <text x="50" y="50" dy="0.35em" textAnchor="middle" fontSize="34" fill={color.textOnDark}>
        {initialsOf(name)}
      </text>
    </Svg>
  )
}
