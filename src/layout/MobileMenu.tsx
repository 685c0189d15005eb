import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { Menu, X } from 'lucide-react'
import { LinkButton } from '../ui/Button'
import { ActiveLink, useHydrated } from './activeLink'
import { estimateProject, mobileNav } from './navigation'

/** The menu panel's id (one per page): the toggle names it in `popovertarget`. */
const MOBILE_MENU_ID = 'site-menu'

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
 * (the fixed header) can clip it; it is placed under the header and fills the rest of the screen (the header stays uncovered,
 * so its toggle closes the menu).
 */
const Panel = styled.nav`
  position: fixed;
  inset: ${({ theme }) => theme.layout.headerHeight} 0 0 0;
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  margin: 0;
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
  > ul > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  > ul > li > ul {
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    > ul > li > ul {
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
 * Small-screen navigation: a toggle opens a full-width menu with the header items (the company
 * dropdown becomes a single 'About Us' link) and the Estimate Project button. Built on the
 * `popover` attribute, so it opens and closes before any script arrives; once hydrated, opening
 * moves focus to the first item, and choosing an item (client-side navigation) closes it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const panelRef = useRef<HTMLElement>(null)
  const hydrated = useHydrated()
  const { pathname } = useLocation()

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const onToggle = (event: Event) => {
      const nowOpen = (event as ToggleEvent).newState === 'open'
      setOpen(nowOpen)
      if (nowOpen) panel.querySelector<HTMLAnchorElement>('a')?.focus()
    }
    panel.addEventListener('toggle', onToggle)
    // The visitor may have opened it before hydration.
    setOpen(panel.matches(':popover-open'))
    return () => panel.removeEventListener('toggle', onToggle)
  }, [])

  // Client-side navigation closes the menu (not the first render: a menu the visitor opened
  // before hydration stays open).
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    const panel = panelRef.current
    if (panel?.matches(':popover-open')) panel.hidePopover()
  }, [pathname])

  const onClick = (event: MouseEvent<HTMLElement>) => {
    // Any chosen link closes the menu, even one to the page already shown.
    if ((event.target as HTMLElement).closest('a') && panelRef.current?.matches(':popover-open'))
      panelRef.current.hidePopover()
  }

  return (
    <Wrap>
      <Toggle
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-controls={MOBILE_MENU_ID}
        aria-expanded={hydrated ? open : undefined}
      >
        <Menu className="when-closed" aria-hidden="true" size={20} />
        <span className="when-closed">Menu</span>
        <X className="when-open" aria-hidden="true" size={20} />
        <span className="when-open">Close</span>
      </Toggle>
      <Panel id={MOBILE_MENU_ID} ref={panelRef} popover="auto" aria-label="Main" onClick={onClick}>
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
      </Panel>
    </Wrap>
  )
}
