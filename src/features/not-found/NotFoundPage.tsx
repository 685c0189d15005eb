import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { LinkButton } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { PillList } from '../../ui/PillList'
import { notFound } from './notFoundContent'

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

const SectionsTitle = styled.h2`
  margin: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.textMuted};
`

/** The not-found page: served as 404.html for any unknown path. */
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
          <span className="visually-hidden">404: </span>
          {notFound.title}
        </h1>
        <p>{notFound.text}</p>
        <LinkButton to={notFound.home.to}>{notFound.home.label}</LinkButton>
        <nav aria-labelledby="not-found-sections">
          <SectionsTitle id="not-found-sections">{notFound.sectionsTitle}</SectionsTitle>
          <PillList>
            {notFound.sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
              </li>
            ))}
          </PillList>
        </nav>
      </Container>
    </Wrapper>
  )
}

export default NotFoundView
