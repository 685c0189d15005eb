import type { ReactNode } from 'react'
import { DialogContent, DialogOverlay } from '@reach/dialog'
import styled, { keyframes } from 'styled-components'
import { X } from 'lucide-react'
import type { Theme } from '../theme/tokens'

type DialogSize = keyof Theme['dialogWidth']

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`
const popIn = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; }`
/** Phones: the sheet rises from the foot of the screen. */
const riseIn = keyframes`from { transform: translateY(24px); opacity: 0; } to { transform: none; opacity: 1; }`

/** Under 480 px a dialog is a sheet: the screen's full width, rising from its foot. */
const phone = ({ theme }: { theme: Theme }) => `@media (max-width: ${theme.breakpoint.sm - 1}px)`

const Overlay = styled(DialogOverlay)`
  /* Tells @reach/dialog its base styles are provided here (it warns otherwise). */
  --reach-dialog: 1;
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.scrim};
  /* A slight blur on top of the ink: the page behind reads as set aside, not as text to read. */
  backdrop-filter: blur(8px);
  animation: ${fadeIn} ${({ theme }) => theme.motion.base} ease both;
  ${phone} {
    align-items: flex-end;
    padding: 0;
  }
`

/**
 * The surface. Its padding lives in custom properties, so a head's picture can run to its edges
 * (DialogFigure); the scrolling box has no padding of its own, so the close button's sticky bar
 * holds to its very top.
 */
const Content = styled(DialogContent)<{ $size: DialogSize }>`
  --dialog-pad-x: ${({ theme }) => theme.space[5]};
  --dialog-pad-y: ${({ theme }) => theme.space[6]};
  position: relative;
  width: 100%;
  max-width: ${({ theme, $size }) => theme.dialogWidth[$size]};
  max-height: 85vh;
  max-height: 85dvh;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${popIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.ease} both;
  outline: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    --dialog-pad-x: ${({ theme }) => theme.space[7]};
    --dialog-pad-y: ${({ theme }) => theme.space[7]};
  }
  ${phone} {
    --dialog-pad-x: ${({ theme }) => theme.space[4]};
    --dialog-pad-y: ${({ theme }) => theme.space[5]};
    max-width: none;
    border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
    padding-bottom: env(safe-area-inset-bottom);
    animation-name: ${riseIn};
  }
`

const Inner = styled.div`
  padding: var(--dialog-pad-y) var(--dialog-pad-x);
`

/** The close button's bar: no height, stuck to the top, so the button stays in reach while reading. */
const CloseBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  height: 0;
`

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  /* On the surface, lifted: legible over a head's picture as over the text. */
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`

export const DialogTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  margin-right: ${({ theme }) => theme.space[7]};
`

/**
 * The head of an item's dialog (an article, a client): its picture across the dialog's whole width
 * at the top (DialogFigure), then the words, whose lines may run wider than the reading column
 * under them (DialogReading).
 */
export const DialogHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  ${DialogTitle} {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    letter-spacing: -0.02em;
    text-wrap: balance;
  }
`

/**
 * The head's picture, first whatever its place in the markup, edge to edge of the dialog: a band
 * (2:1 on a phone, 5:2 wider) so the title is in the first screen under it; on the sunk ground
 * while it loads.
 */
export const DialogFigure = styled.img`
  order: -1;
  display: block;
  width: calc(100% + 2 * var(--dialog-pad-x));
  max-width: none;
  height: auto;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  margin: calc(-1 * var(--dialog-pad-y)) calc(-1 * var(--dialog-pad-x))
    ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surfaceSunk};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    aspect-ratio: 5 / 2;
  }
`

/** The reading column under a head: a measure of about 68 characters, the body a step larger. */
export const DialogReading = styled.div`
  max-width: 68ch;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.7;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: 1.0625rem;
  }
`

export interface DialogProps {
  isOpen: boolean
  onDismiss: () => void
  /** Id of the element that names the dialog (usually its DialogTitle). */
  labelledBy: string
  /** Max width, as a theme dialog size (the post dialog is 3xl). */
  size?: DialogSize
  closeLabel?: string
  children: ReactNode
}

/**
 * Modal dialog on @reach/dialog: focus is trapped inside and returns to the opener on close; Escape,
 * a click on the backdrop and the close button all dismiss it; the page behind cannot scroll.
 * At most 85% of the viewport high, scrolling inside, its close button stuck to the top; under
 * 480 px a sheet of the screen's full width rising from its foot.
 */
export function Dialog({
  isOpen,
  onDismiss,
  labelledBy,
  size = '3xl',
  closeLabel = 'Close',
  children,
}: DialogProps) {
  return (
    <Overlay isOpen={isOpen} onDismiss={onDismiss}>
      <Content aria-labelledby={labelledBy} $size={size}>
        <CloseBar>
          <Close type="button" onClick={onDismiss} aria-label={closeLabel}>
            <X aria-hidden="true" size={20} />
          </Close>
        </CloseBar>
        <Inner>{children}</Inner>
      </Content>
    </Overlay>
  )
}
