import styled from 'styled-components'
import { Menu, X } from 'lucide-react'
import { site } from '../config/site'
import { LinkButton } from '../ui/Button'
import { MOBILE_MENU_ID } from '../enhance/menu'
import { ActiveLink } from './activeLink'
import { estimateProject, menuReach, mobileNav } from './navigation'

const Wrap = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: none;
  }
`

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  /* The label follows the panel's state in CSS, so it is right before any script runs. */
  .when-open {
    display: none;
  }
  ${Wrap}:has(:popover-open) & {
    .when-open {
      display: inline-flex;
    }
    .when-closed {
      display: none;
    }
  }
`

/*
 * A `popover`: the browser opens it from the toggle, closes it on Escape or a tap outside and puts
 * focus back on the toggle, with or without JavaScript. It lives in the top layer, so no ancestor
 * (the fixed header) can clip it. It hangs under the header as a sheet as tall as its content (at
 * most the rest of the screen), and the page below it is dimmed by the sheet's shadow rather than a
 * `::backdrop` (a tap on the dimmed page is a tap outside, which closes it; the header stays
 * uncovered, so its toggle closes it too).
 */
const Panel = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.layout.headerHeight} 0 auto 0;
  width: auto;
  height: auto;
  max-width: none;
  max-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight});
  margin: 0;
  border-radius: 0 0 ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg};
  box-shadow: 0 50vh 0 50vh ${({ theme }) => theme.color.menuScrim};
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[4]};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  nav > ul > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  nav > ul > li > ul {
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    nav > ul > li > ul {
      display: grid;
      grid-template-columns: 1fr 1fr;
    }
  }
`

const Item = styled(ActiveLink)`
  display: flex;
  align-items: center;
  min-height: 3rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

const SubItem = styled(ActiveLink)`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.color.brandStrong};
    font-weight: 600;
  }
`

const Estimate = styled(LinkButton)`
  margin-top: ${({ theme }) => theme.space[4]};
`

/**
 * Who to talk to, for a visitor who would rather write or call than browse: one line of text with
 * two links (no icons: this is on every page, so it stays a few hundred bytes).
 */
const Reach = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    margin-block: -0.5rem;
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
  }
`

/**
 * Small-screen navigation: a toggle opens a full-width menu with the header items (the company
 * dropdown becomes a single 'About Us' link) and the Estimate Project button. Built on the
 * `popover` attribute, so the browser opens and closes it without any script; the site script
 * (src/enhance/menu.ts) moves focus to the first item on opening and closes it when an item is
 * chosen.
 */
export function MobileMenu() {
  return (
    <Wrap>
      <Toggle type="button" popoverTarget={MOBILE_MENU_ID} aria-controls={MOBILE_MENU_ID}>
        <Menu className="when-closed" aria-hidden="true" size={20} />
        <span className="when-closed">Menu</span>
        <X className="when-open" aria-hidden="true" size={20} />
        <span className="when-open">Close</span>
      </Toggle>
      <Panel id={MOBILE_MENU_ID} popover="auto">
        <nav aria-label="Main">
          <ul>
            {mobileNav.map((item) => (
              <li key={item.name}>
                <Item to={item.path} end={!item.dropdown}>
                  {item.name}
                </Item>
                {item.dropdown && (
                  <ul aria-label={item.name}>
                    {item.dropdown.map((entry) => (
                      <li key={entry.path}>
                        <SubItem to={entry.path}>{entry.name}</SubItem>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <Estimate to={estimateProject.path} block>
            {estimateProject.name}
          </Estimate>
        </nav>
        <Reach>
          {menuReach.lead} <a href={`mailto:${site.email}`}>{site.email}</a> {menuReach.or}{' '}
          <a href={site.phoneHref}>{site.phone}</a>
        </Reach>
      </Panel>
    </Wrap>
  )
}
