import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { LinkButton } from '../../ui/Button'
import { Container } from '../../ui/Container'

const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space[9]} 0;
  text-align: center;
`

const Code = styled.p`
  margin: 0;
  font-size: clamp(4rem, 3rem + 6vw, 7rem);
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.color.brand};
`

/** The not-found page: served as 404.html for any unknown path (spec §8). */
export function NotFoundView() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.warn(`404 Error: User attempted to access non-existent route: ${pathname}`)
  }, [pathname])
  return (
    <Wrapper aria-labelledby="not-found-title">
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1 id="not-found-title">
          <span className="visually-hidden">404: </span>Oops! Page not found
        </h1>
        <p>The page you were looking for has moved or never existed.</p>
        <LinkButton to="/">Return to Home</LinkButton>
      </Container>
    </Wrapper>
  )
}

export default NotFoundView
