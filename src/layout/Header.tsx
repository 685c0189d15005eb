import { Link } from '../ui/Link'
import styled from 'styled-components'
import { site } from '../config/site'
import { LinkButton } from '../ui/Button'
import { Container } from '../ui/Container'
import { LogoMark } from '../ui/Logo'
import { ActiveLink } from './activeLink'
import { MobileMenu } from './MobileMenu'
import { activeBarStyles, NavDropdown, navItemStyles } from './NavDropdown'
import { estimateProject, mainNav } from './navigation'

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  /* The header stays put while a cross-document view transition fades the page below it. */
  view-transition-name: site-header;
  /* Opaque, and no backdrop-filter: a filter would make the header the containing block of
     anything fixed inside it (the small-screen menu was clipped to the header's height). */
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
`

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 800;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }
`

const DesktopNav = styled.nav`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
  }
  > ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`

const TopLink = styled(ActiveLink)`
  ${navItemStyles}
  position: relative;
  color: ${({ theme }) => theme.color.ink};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.ink};
  }
  &.active {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  &.active::after {
    ${activeBarStyles}
  }
`

/** The fixed site header: brand, main navigation with two dropdowns, and the estimate button. */
export function Header() {
  return (
    <Bar>
      <Row>
        <Brand to="/">
          <LogoMark />
          <span>{site.name}</span>
        </Brand>
        <DesktopNav aria-label="Main">
          <ul>
            {mainNav.map((item) =>
              item.dropdown ? (
                <NavDropdown
                  key={item.name}
                  item={{ ...item, dropdown: item.dropdown }}
                  overviewLabel={item.name === 'Industries' ? 'All industries' : undefined}
                />
              ) : (
                <li key={item.name}>
                  <TopLink to={item.path}>{item.name}</TopLink>
                </li>
              ),
            )}
          </ul>
          <LinkButton to={estimateProject.path} size="sm">
            {estimateProject.name}
          </LinkButton>
        </DesktopNav>
        <MobileMenu />
      </Row>
    </Bar>
  )
}
