import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import { Icons, Slide, ToastContainer, type IconProps } from 'react-toastify'
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

export default function ToastHost() {
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
