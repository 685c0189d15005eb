import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'

/**
 * The product drawings' interface parts in HTML: an interface
 * window on navy with hairline borders, title bar and chips, for the larger pictures further down a
 * product page. Words here are page text, so they keep the page font and never shrink below the
 * page's small print on a phone; the window is decorative to assistive technology only where the
 * caller says so (`hidden`).
 */

const Frame = styled.div<{ $raised: boolean }>`
  position: relative;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: ${({ theme, $raised }) => ($raised ? theme.color.cardOnDark : theme.color.ink)};
  color: ${({ theme }) => theme.color.textOnDark};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.panelOnDark};
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  font-weight: 600;
  min-height: 2.5rem;
  &::before {
    content: '';
    flex: none;
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.lineOnDark};
    box-shadow:
      12px 0 0 ${({ theme }) => theme.color.lineOnDark},
      24px 0 0 ${({ theme }) => theme.color.lineOnDark};
    margin-right: 30px;
  }
  > :last-child:not(:first-child) {
    margin-left: auto;
  }
`

const Body = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]};
  }
`

export function MockWindow({
  title,
  status,
  children,
  hidden = false,
  raised = false,
}: {
  title: string
  status?: ReactNode
  children: ReactNode
  /** Decorative: the section's own text says the same (hidden from assistive technology). */
  hidden?: boolean
  /** On a navy band: the lighter card colour, so the window stands off the band. */
  raised?: boolean
}) {
  return (
    <Frame aria-hidden={hidden || undefined} $raised={raised}>
      <Bar data-mock-bar="">
        <span data-mock-title="">{title}</span>
        {status}
      </Bar>
      <Body>{children}</Body>
    </Frame>
  )
}

type ChipTone = 'brand' | 'warm' | 'neutral'

const chipTones = {
  brand: css`
    color: ${({ theme }) => theme.color.brandOnDark};
    background: ${({ theme }) => theme.color.panelOnDark};
    border-color: ${({ theme }) => theme.color.brandOnDark};
  `,
  warm: css`
    color: ${({ theme }) => theme.color.sunOnDark};
    background: ${({ theme }) => theme.color.panelOnDark};
    border-color: ${({ theme }) => theme.color.sun};
  `,
  neutral: css`
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    background: ${({ theme }) => theme.color.panelOnDark};
    border-color: ${({ theme }) => theme.color.lineOnDark};
  `,
}

/** A pill on navy: a status, a source, a score. */
export const MockChip = styled.span<{ $tone?: ChipTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  padding: 0.15rem 0.6rem;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  white-space: nowrap;
  ${({ $tone = 'brand' }) => chipTones[$tone]}
  svg {
    width: 0.9rem;
    height: 0.9rem;
  }
`

/** A numbered point in a drawing, matched by the same number in the page's text beside it. */
export const MockMarker = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandOnDark};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 800;
`

/** Small caps-like label over a part of the window. */
export const MockLabel = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

/** A sunk panel inside a window. */
export const MockWell = styled.div`
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.panelOnDark};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  padding: ${({ theme }) => theme.space[3]};
`
