import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import styled from 'styled-components'
import { Container } from '../ui/Container'
import { LinkButton } from '../ui/Button'

const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space[9]} 0;
  pre {
    white-space: pre-wrap;
    padding: ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius.md};
    font-family: ${({ theme }) => theme.font.mono};
  }
`

/** What a visitor can read about an error: the status text, else the message. */
function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `${error.status}`
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return 'Something went wrong.'
}

/** Spec §8: fallback for an unhandled application error, shown inside the site shell. */
export function RouteErrorFallback() {
  const error = useRouteError()
  return (
    <Wrapper aria-labelledby="error-title">
      <Container>
        <h1 id="error-title">Unexpected Application Error!</h1>
        <pre>{describeError(error)}</pre>
        <p>Reloading the page usually helps. If it keeps happening, please let us know.</p>
        <LinkButton to="/" reloadDocument>
          Return to Home
        </LinkButton>
      </Container>
    </Wrapper>
  )
}
