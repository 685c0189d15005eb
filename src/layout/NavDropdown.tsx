import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { ChevronDown } from 'lucide-react'
import { isActivePath, useHydrated } from './activeLink'
import type { NavItem } from './navigation'

/** Spec §9: a dropdown closes 120 ms after the pointer leaves it. */
const DROPDOWN_CLOSE_DELAY_MS = 120

type OpenReason = 'hover' | 'focus' | 'click'

const Wrapper = styled.li`
  position: relative;
`

/** The active-route mark: a short straight bar under the label, inside the pill's rounded ends. */
export const activeBarStyles = `
  content: '';
  position: absolute;
  left: 0.75rem;
  right: 0.75rem;
  bottom: 0.3rem;
  height: 2px;
  border-radius: 2px;
  background: currentColor;
`

export const navItemStyles = `
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border: 0;
  border-radius: 999px;
  background: none;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
`

const Trigger = styled.button`
  ${navItemStyles}
  position: relative;
  color: ${({ theme }) => theme.color.ink};
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[data-active='true'] {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  &[data-active='true']::after {
    ${activeBarStyles}
  }
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`

/*
 * The panel is always in the HTML and shown by CSS, so a dropdown works before (or without) any
 * script: it opens on hover and when focus is inside, and closes 120 ms after the pointer leaves
 * (the visibility transition's delay). Once React has hydrated, `data-open` on the wrapper takes
 * over and adds click, Escape and the arrow keys.
 */
const Panel = styled.div`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 50%;
  transform: translateX(-50%);
  width: min(26rem, 90vw);
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  z-index: ${({ theme }) => theme.zIndex.menu};
  visibility: hidden;
  transition: visibility 0s linear ${DROPDOWN_CLOSE_DELAY_MS}ms;
  ${Wrapper}:not([data-open]):is(:hover, :focus-within) > &,
  ${Wrapper}[data-open='true'] > & {
    visibility: visible;
    transition-delay: 0s;
  }
  ${Wrapper}[data-open] > & {
    transition: none;
  }
  /* Invisible bridge so the pointer can travel from trigger to panel without leaving. */
  &::before {
    content: '';
    position: absolute;
    inset: -0.5rem 0 auto 0;
    height: 0.5rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`

const EntryLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
  color: ${({ theme }) => theme.color.ink};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.ink};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  strong {
    display: block;
    font-weight: 600;
  }
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const OverviewLink = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`

export interface NavDropdownProps {
  item: NavItem & { dropdown: NonNullable<NavItem['dropdown']> }
  /** Label of an extra link to the section's overview page, if any. */
  overviewLabel?: string
}

/**
 * A header dropdown (disclosure pattern): opens on hover, focus, click, Enter or Space; closes 120 ms
 * after the pointer leaves, on Escape (focus back on the trigger), when focus leaves it, and on
 * navigation. Marked active when the current page is one of its entries.
 */
export function NavDropdown({ item, overviewLabel }: NavDropdownProps) {
  const [open, setOpen] = useState(false)
  const reason = useRef<OpenReason | null>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  const wrapperRef = useRef<HTMLLIElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  /** Set while focus returns to the trigger after Escape, so that focus does not reopen it. */
  const returningFocus = useRef(false)
  const panelId = useId()
  const { pathname } = useLocation()

  const hydrated = useHydrated()
  const active =
    hydrated &&
    (item.dropdown.some((e) => e.path === pathname) ||
      (overviewLabel !== undefined && isActivePath(pathname, item.path)))

  const cancelClose = () => window.clearTimeout(closeTimer.current)
  const openWith = (why: OpenReason) => {
    cancelClose()
    reason.current = why
    setOpen(true)
  }
  const close = () => {
    cancelClose()
    reason.current = null
    setOpen(false)
  }

  useEffect(() => {
    reason.current = null
    setOpen(false)
  }, [pathname])
  useEffect(() => () => window.clearTimeout(closeTimer.current), [])
  useEffect(() => {
    // Carry over a dropdown the CSS already opened before hydration (pointer or focus inside).
    const wrapper = wrapperRef.current
    if (wrapper?.matches(':focus-within')) openWith('focus')
    else if (wrapper?.matches(':hover')) openWith('hover')
    // Only once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null
    if (!next || !wrapperRef.current?.contains(next)) close()
  }

  const focusEntry = (index: number) => {
    const links = wrapperRef.current?.querySelectorAll<HTMLAnchorElement>('a')
    if (!links || links.length === 0) return
    const i = (index + links.length) % links.length
    links[i]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
      returningFocus.current = true
      triggerRef.current?.focus()
      returningFocus.current = false
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const links = [...(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
    const current = links.indexOf(document.activeElement as HTMLAnchorElement)
    event.preventDefault()
    if (!open) openWith('click')
    // Wait a frame when the panel has just been shown.
    requestAnimationFrame(() =>
      focusEntry(
        current === -1
          ? event.key === 'ArrowDown'
            ? 0
            : -1
          : current + (event.key === 'ArrowDown' ? 1 : -1),
      ),
    )
  }

  return (
    <Wrapper
      ref={wrapperRef}
      data-open={hydrated ? String(open) : undefined}
      onMouseEnter={() => openWith('hover')}
      onMouseLeave={() => {
        cancelClose()
        closeTimer.current = window.setTimeout(close, DROPDOWN_CLOSE_DELAY_MS)
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active}
        onFocus={() => {
          if (!open && !returningFocus.current) openWith('focus')
        }}
        onClick={() => {
          if (open && reason.current === 'click') close()
          else openWith('click')
        }}
      >
        {item.name}
        <ChevronDown aria-hidden="true" size={16} />
      </Trigger>
      <Panel id={panelId}>
        <ul>
          {item.dropdown.map((entry) => (
            <li key={entry.path}>
              <EntryLink
                to={entry.path}
                aria-current={hydrated && pathname === entry.path ? 'page' : undefined}
              >
                <strong>{entry.name}</strong>
                <span>{entry.desc}</span>
              </EntryLink>
            </li>
          ))}
        </ul>
        {overviewLabel && <OverviewLink to={item.path}>{overviewLabel}</OverviewLink>}
      </Panel>
    </Wrapper>
  )
}
