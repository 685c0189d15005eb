import { useEffect } from 'react'
import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import { Icons, Slide, toast, ToastContainer, type IconProps } from 'react-toastify'
import styled from 'styled-components'
import { media } from '../../theme/tokens'

/** Toast defaults: bottom-right, 5000 ms, labelled 'Notifications', Alt+T focuses it, one at a time. */
const TOAST_DURATION_MS = 5000

/**
 * The brand's colours on react-toastify's own variables (its defaults are a bright green, red and
 * blue). Toasts sit just under the dialogs' layer: an open dialog's backdrop covers a toast, and a
 * toast never covers a dialog.
 */
const Wrap = styled.div`
  --toastify-z-index: ${({ theme }) => theme.zIndex.dialog - 1};
  --toastify-font-family: ${({ theme }) => theme.font.body};
  --toastify-color-light: ${({ theme }) => theme.color.surface};
  --toastify-text-color-light: ${({ theme }) => theme.color.text};
  --toastify-toast-bd-radius: ${({ theme }) => theme.radius.md};
  --toastify-toast-shadow: ${({ theme }) => theme.shadow.lg};
  --toastify-color-success: ${({ theme }) => theme.color.brand};
  --toastify-color-info: ${({ theme }) => theme.color.brand};
  --toastify-color-error: ${({ theme }) => theme.color.danger};
  --toastify-color-progress-light: ${({ theme }) => theme.color.brand};

  /* Phones: not the library's full-width bar on the screen's foot but a card in the bottom-right
     corner, inset like on wide screens (the spec's place), no taller than its words. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    .Toastify__toast-container--bottom-right {
      left: auto;
      right: ${({ theme }) => theme.space[3]};
      bottom: calc(${({ theme }) => theme.space[3]} + env(safe-area-inset-bottom));
      width: min(calc(100vw - 2 * ${({ theme }) => theme.space[3]}), 22rem);
      padding: 0;
    }
    .Toastify__toast-container--bottom-right .Toastify__toast {
      margin-bottom: 0;
      border-radius: ${({ theme }) => theme.radius.md};
      padding-block: ${({ theme }) => theme.space[3]};
      font-size: ${({ theme }) => theme.fontSize.sm};
      line-height: ${({ theme }) => theme.lineHeight.snug};
    }
  }
  .Toastify__toast {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-left-width: 6px;
    /* Room for the close button in the corner. */
    padding-right: 48px;
  }
  .Toastify__toast--success,
  .Toastify__toast--info {
    border-left-color: ${({ theme }) => theme.color.brand};
  }
  .Toastify__toast--error {
    border-left-color: ${({ theme }) => theme.color.danger};
  }
  .Toastify__toast-icon {
    color: ${({ theme }) => theme.color.brand};
  }
  .Toastify__toast--error .Toastify__toast-icon {
    color: ${({ theme }) => theme.color.danger};
  }
  .Toastify__toast-icon svg {
    width: 22px;
    height: 22px;
  }
  /* react-toastify times a toast with its (hidden) progress bar's animation. The site's reduced-motion
     rule shortens every animation to nothing, which closed each toast at once: the timer is not
     motion, so it keeps its length. (Every toast lasts TOAST_DURATION_MS.) */
  ${media.reducedMotion} {
    .Toastify__progress-bar--animated {
      animation-duration: ${TOAST_DURATION_MS}ms !important;
    }
  }
  /* The × is a 44 px target in the toast's corner (the library draws a 14 px one), clear of the
     text; the focus ring is the brand's. */
  .Toastify__close-button {
    display: flex;
    align-items: center;
    justify-content: center;
    top: 2px;
    right: 2px;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  .Toastify__close-button:hover {
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.surfaceSunk};
  }
  .Toastify__close-button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.brand};
    outline-offset: -2px;
  }
  .Toastify__close-button > svg {
    width: 18px;
    height: 18px;
  }
`

/** The brand's icons (lucide, as everywhere on the site) in the brand's colours. */
function brandIcon({ type, isLoading }: IconProps) {
  if (isLoading) return Icons.spinner()
  const Icon = type === 'error' ? CircleAlert : type === 'success' ? CircleCheck : Info
  return <Icon aria-hidden="true" strokeWidth={2.25} />
}

/** Room kept between a form's end and a toast over it. */
const ROOM_PX = 12
/** The furthest the page moves for it, as a share of the screen's height. */
const MAX_SHIFT = 0.4

/**
 * A toast in the corner must not hide the end of the form the visitor has just used (its submit
 * button and the consent note beside or under it): when a toast opens over that form's end, the
 * page scrolls it up clear of the toast. On a phone the corner spans the form; on a wide screen it
 * can still overlap the note's last line when the focused button sits near the screen's foot.
 */
function keepFormClear() {
  const form = document.activeElement?.closest('form')
  const corner = document.querySelector('.Toastify__toast-container--bottom-right')
  if (!form || !corner) return
  const toastBox = corner.getBoundingClientRect()
  const formBox = form.getBoundingClientRect()
  // Side by side (a wide screen's form column ending left of the corner): nothing to move.
  if (toastBox.left >= formBox.right || toastBox.right <= formBox.left) return
  const shift = formBox.bottom - toastBox.top + ROOM_PX
  // Only a form whose end is on this screen or just under it (a short move): a visitor reading
  // higher up the form is not carried away from it.
  if (formBox.bottom <= toastBox.top || shift > window.innerHeight * MAX_SHIFT) return
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollBy({ top: shift, behavior: reduced ? 'instant' : 'smooth' })
}

export default function ToastHost() {
  useEffect(
    () =>
      toast.onChange(({ status, type }) => {
        // A failure toast asks the visitor to try again: the page holds still under the finger or
        // pointer heading back to the button (a page that moves as the toast opens turns that
        // click into a miss). Other toasts move the form's end clear of the corner, after the
        // toast's frame is laid out (its container then has the toast's height).
        if (status === 'added' && type !== 'error')
          requestAnimationFrame(() => requestAnimationFrame(keepFormClear))
      }),
    [],
  )
  return (
    <Wrap>
      <ToastContainer
        position="bottom-right"
        autoClose={TOAST_DURATION_MS}
        limit={1}
        newestOnTop
        closeOnClick={false}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={40}
        hideProgressBar
        theme="light"
        transition={Slide}
        icon={brandIcon}
        aria-label="Notifications"
        hotKeys={(e) => e.altKey && e.code === 'KeyT'}
      />
    </Wrap>
  )
}
