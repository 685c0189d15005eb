import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { LinkButton } from '../../ui/Button'
import { Container } from '../../ui/Container'
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

/** The site's main sections as pills at least 44 px tall. */
const Sections = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
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
          <span className="visually-hidden">404: </span>
          {notFound.title}
        </h1>
        <p>{notFound.text}</p>
        <LinkButton to={notFound.home.to}>{notFound.home.label}</LinkButton>
        <nav aria-labelledby="not-found-sections">
          <SectionsTitle id="not-found-sections">{notFound.sectionsTitle}</SectionsTitle>
          <Sections>
            {notFound.sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
              </li>
            ))}
          </Sections>
        </nav>
      </Container>
    </Wrapper>
  )
}

export default NotFoundView
