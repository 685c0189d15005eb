import { Outlet, useLocation } from 'react-router-dom'
import styled, { ThemeProvider } from 'styled-components'
import { findRoute, NOT_FOUND_PATH } from '../routes/table'
import { GlobalStyle } from '../theme/GlobalStyle'
import { theme } from '../theme/tokens'
import { Footer } from './Footer'
import { Header } from './Header'
import { ogImagePath } from './ogImagePath'
import { Seo } from './Seo'
import { StructuredData } from './StructuredData'

const MAIN_ID = 'main'

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  top: -4rem;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.textOnDark};
  font-weight: 600;
  &:focus {
    top: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textOnDark};
  }
`

const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  outline: none;
`

/** Default `<head>` tags of the current route, from the route table (pages may override). */
function RouteSeo() {
  const { pathname } = useLocation()
  const entry = findRoute(pathname)
  if (!entry || entry.path === NOT_FOUND_PATH) {
    const notFound = findRoute(NOT_FOUND_PATH)
    return (
      <Seo
        title={notFound?.title ?? ''}
        description={notFound?.description ?? ''}
        path={pathname}
        image={ogImagePath(NOT_FOUND_PATH)}
        noindex
      />
    )
  }
  // A page left out of the sitemap (a confirmation) is kept out of search results too.
  return (
    <Seo
      title={entry.title}
      description={entry.description}
      path={pathname}
      noindex={!entry.sitemap}
    />
  )
}

/**
 * The page frame shared by every route: head, skip link, header, main, footer. Rendered by the
 * prerender only: in the browser no part of it is hydrated (the header works with HTML, CSS and the
 * small site script; see src/enhance/), only the page's islands are.
 */
export function Layout() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouteSeo />
      <StructuredData />
      <SkipLink href={`#${MAIN_ID}`}>Skip to content</SkipLink>
      <Header />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </ThemeProvider>
  )
}
