import { useId, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { ChevronDown } from 'lucide-react'

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  background: none;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  text-align: left;
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`

const Panel = styled.div`
  padding-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
  p:last-child {
    margin-bottom: 0;
  }
`

export interface ExpandableProps {
  /** The always-visible label of the toggle. */
  summary: ReactNode
  children: ReactNode
  defaultOpen?: boolean
  /** Heading level wrapping the toggle, when the summary acts as a heading. */
  as?: 'h3' | 'h4' | 'div'
}

/**
 * A block that opens and closes on click (or Enter/Space). Closed content stays in the HTML (hidden),
 * so the prerendered page holds all its text.
 */
export function Expandable({
  summary,
  children,
  defaultOpen = false,
  as = 'div',
}: ExpandableProps) {
  const [open, setOpen] = useState(defaultOpen)
  const id = useId()
  const toggleId = `${id}-toggle`
  const Heading = as
  return (
    <div>
      <Heading style={{ margin: 0, fontSize: 'inherit' }}>
        <Toggle
          id={toggleId}
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{summary}</span>
          <ChevronDown aria-hidden="true" size={20} />
        </Toggle>
      </Heading>
      <Panel id={id} role="region" aria-labelledby={toggleId} hidden={!open}>
        {children}
      </Panel>
    </div>
  )
}
