import { useEffect } from 'react'
import styled from 'styled-components'
import { CalendarCheck } from 'lucide-react'
import { site } from '../../config/site'
import { Button, ButtonRow } from '../../ui/Button'
import { IconBadge } from '../../ui/Card'
import { Dialog, DialogTitle } from '../../ui/Dialog'
import { bookingDialog } from './contactCopy'

const TITLE_ID = 'booking-dialog-title'
const NEW_TAB_NOTE_ID = 'booking-dialog-new-tab'

/**
 * The icon's row leaves room for the close button, so the title can use the whole width: with a
 * slightly smaller size it fits one line on desktop and two on a phone (it wrapped to three).
 */
const Title = styled(DialogTitle)`
  margin-right: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  text-wrap: balance;
`

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

export interface BookingDialogProps {
  isOpen: boolean
  /** 'No, maybe later'. */
  onLater: () => void
  /** Escape, the backdrop or the close button: just closes. */
  onDismiss: () => void
  /** Called once the dialog is on screen. */
  onShown?: () => void
}

/**
 * After a successful inquiry: offers to book a meeting now (docs/INQUIRY-FORM.md, "Success").
 * 'Yes, book now' opens the booking calendar from config in a new tab without handing it this page
 * (noopener) and closes; the calendar's address is never shown.
 */
export function BookingDialog({ isOpen, onLater, onDismiss, onShown }: BookingDialogProps) {
  useEffect(() => {
    if (isOpen) onShown?.()
  }, [isOpen, onShown])
  const book = () => {
    window.open(site.bookingUrl, '_blank', 'noopener,noreferrer')
    onDismiss()
  }
  return (
    <Dialog
      isOpen={isOpen}
      onDismiss={onDismiss}
      labelledBy={TITLE_ID}
      size="lg"
      closeLabel={bookingDialog.close}
    >
      <Body>
        <IconBadge aria-hidden="true">
          <CalendarCheck />
        </IconBadge>
        <Title id={TITLE_ID}>{bookingDialog.title}</Title>
        <p>{bookingDialog.text}</p>
        <p id={NEW_TAB_NOTE_ID} className="visually-hidden">
          {bookingDialog.newTabNote}
        </p>
      </Body>
      <ButtonRow>
        <Button onClick={book} aria-describedby={NEW_TAB_NOTE_ID}>
          {bookingDialog.yes}
        </Button>
        <Button variant="secondary" onClick={onLater}>
          {bookingDialog.no}
        </Button>
      </ButtonRow>
    </Dialog>
  )
}
