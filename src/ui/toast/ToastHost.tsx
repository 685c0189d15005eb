import { Slide, ToastContainer } from 'react-toastify'
import styled from 'styled-components'

/** Toast defaults (spec §9): bottom-right, 5000 ms, labelled 'Notifications', Alt+T focuses it. */
const TOAST_DURATION_MS = 5000

const Wrap = styled.div`
  .Toastify__toast {
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.color.text};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .Toastify__toast--error {
    border-left: 6px solid ${({ theme }) => theme.color.danger};
  }
  .Toastify__toast--success {
    border-left: 6px solid ${({ theme }) => theme.color.success};
  }
`

export default function ToastHost() {
  return (
    <Wrap>
      <ToastContainer
        position="bottom-right"
        autoClose={TOAST_DURATION_MS}
        limit={3}
        newestOnTop
        closeOnClick={false}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={40}
        hideProgressBar
        theme="light"
        transition={Slide}
        aria-label="Notifications"
        hotKeys={(e) => e.altKey && e.code === 'KeyT'}
      />
    </Wrap>
  )
}
