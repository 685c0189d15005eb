import { useEffect } from 'react'
import styled from 'styled-components'
import { CalendarDays, Check } from 'lucide-react'
import { site } from '../../config/site'
import { Button } from '../../ui/Button'
import { Dialog, DialogTitle } from '../../ui/Dialog'
import { bookingDialog, nextSteps } from './contactCopy'

const TITLE_ID = 'booking-dialog-title'
const NEW_TAB_NOTE_ID = 'booking-dialog-new-tab'

/**
 * The head: the sent mark on the brand's soft ground under the kanga band, the title and the offer.
 * It runs to the dialog's edges (the dialog's padding lives in its custom properties).
 */
const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  margin: calc(-1 * var(--dialog-pad-y)) calc(-1 * var(--dialog-pad-x)) 0;
  padding: var(--dialog-pad-y) var(--dialog-pad-x) ${({ theme }) => theme.space[5]};
  background:
    ${({ theme }) => theme.pattern.pindo} top left / ${({ theme }) => theme.pattern.pindoSize}
      repeat-x,
    ${({ theme }) => theme.color.brandSoft};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  p {
    margin: 0;
    max-width: 46ch;
    color: ${({ theme }) => theme.color.text};
  }
`

/** The sent mark: a tick in a solid brand disc, ringed by the soft ground. */
const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  box-shadow: 0 0 0 6px ${({ theme }) => theme.color.surface};
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`

/** The title uses the whole width (the close button sits in the band's corner, over the mark's row). */
const Title = styled(DialogTitle)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  text-wrap: balance;
`

/** What happens next: three numbered steps, the call (what 'Yes, book now' brings forward) marked. */
const Next = styled.section`
  padding: ${({ theme }) => theme.space[5]} 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: step;
  }
  li {
    position: relative;
    counter-increment: step;
    padding-left: 2.5rem;
    min-height: 1.75rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.body};
    color: ${({ theme }) => theme.color.text};
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border: 1.5px solid ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  li[data-call]::before {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
`

/** The two answers: the booking first and filled; 'later' quiet beside it (stacked on phones). */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  > * {
    flex: 1 1 12rem;
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
 * After a successful inquiry: offers to book a meeting now (docs/INQUIRY-FORM.md, "Success"), and
 * says what happens next either way. 'Yes, book now' opens the booking calendar from config in a
 * new tab without handing it this page (noopener) and closes; the calendar's address is never shown.
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
      <Head>
        <Mark aria-hidden="true">
          <Check strokeWidth={3} />
        </Mark>
        <Title id={TITLE_ID}>{bookingDialog.title}</Title>
        <p>{bookingDialog.text}</p>
        <p id={NEW_TAB_NOTE_ID} className="visually-hidden">
          {bookingDialog.newTabNote}
        </p>
      </Head>
      <Next aria-labelledby="booking-dialog-next">
        <h3 id="booking-dialog-next">{nextSteps.title}</h3>
        <ol>
          {nextSteps.steps.map((step, i) => (
            <li key={step} data-call={i === 1 || undefined}>
              {step}
            </li>
          ))}
        </ol>
      </Next>
      <Actions>
        <Button onClick={book} aria-describedby={NEW_TAB_NOTE_ID}>
          <CalendarDays aria-hidden="true" size={18} />
          {bookingDialog.yes}
        </Button>
        <Button variant="ghost" onClick={onLater}>
          {bookingDialog.no}
        </Button>
      </Actions>
    </Dialog>
  )
}
