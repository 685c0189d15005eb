import type { ReactNode } from 'react'
import { DialogContent, DialogOverlay } from '@reach/dialog'
import styled, { keyframes } from 'styled-components'
import { X } from 'lucide-react'
import type { Theme } from '../theme/tokens'

type DialogSize = keyof Theme['dialogWidth']

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`
const popIn = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; }`

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
`

const Content = styled(DialogContent)<{ $size: DialogSize }>`
  position: relative;
  width: 100%;
  max-width: ${({ theme, $size }) => theme.dialogWidth[$size]};
  max-height: 85vh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${popIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.ease} both;
  outline: none;
`

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunk};
  }
`

export const DialogTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  margin-right: ${({ theme }) => theme.space[7]};
`

/**
 * The head of an item's dialog (an article, a client): the words first, the picture beside them at
 * a modest size from 768 px, so the dialog's first screen is for reading, not for a picture. Its
 * right margin keeps the close button's corner free.
 */
export const DialogHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr) 15rem;
    align-items: start;
    margin-right: ${({ theme }) => theme.space[6]};
  }
`

/** The head's picture: full width on phones, the head's second column from 768 px. */
export const DialogFigure = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-column: 2;
    grid-row: 1;
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
 * At most 85% of the viewport high, scrolling inside.
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
        <Close type="button" onClick={onDismiss} aria-label={closeLabel}>
          <X aria-hidden="true" size={20} />
        </Close>
        {children}
      </Content>
    </Overlay>
  )
}
