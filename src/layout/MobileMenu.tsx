import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { Menu, X } from 'lucide-react'
import { LinkButton } from '../ui/Button'
import { ActiveLink } from './activeLink'
import { estimateProject, mobileNav } from './navigation'

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
  font-weight: 600;
  cursor: pointer;
`

const Panel = styled.nav`
  position: fixed;
  inset: ${({ theme }) => theme.layout.headerHeight} 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`

const Item = styled(ActiveLink)`
  display: block;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

const SubItem = styled(ActiveLink)`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.color.brandStrong};
    font-weight: 600;
  }
`

/**
 * Small-screen navigation: a toggle opens a full-width menu with the header items (the company
 * dropdown becomes a single 'About Us' link) and the Estimate Project button. Escape closes it and
 * returns focus to the toggle; navigating closes it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus()
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      toggleRef.current?.focus()
    }
  }

  return (
    <Wrap onKeyDown={onKeyDown}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
        {open ? 'Close' : 'Menu'}
      </Toggle>
      <Panel
        id={panelId}
        ref={panelRef}
        aria-label="Main"
        hidden={!open}
        onClick={(event) => {
          // Any chosen link closes the menu, even one to the page already shown.
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
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
        <LinkButton to={estimateProject.path} block style={{ marginTop: '1rem' }}>
          {estimateProject.name}
        </LinkButton>
      </Panel>
    </Wrap>
  )
}
