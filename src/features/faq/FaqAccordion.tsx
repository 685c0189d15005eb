import { useId, useRef, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { ChevronDown } from 'lucide-react'
import type { FaqItem } from '../content/types'
import { headerIndexForKey, nextOpenItem } from './accordion'

const List = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

// h2: the questions section has no visible title of its own, so questions sit right under the h1.
const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  p:last-child {
    margin-bottom: 0;
  }
`

/**
 * The FAQ accordion: one item open at a time, and the open one can be closed (values item-0 …).
 * Enter and Space toggle an item; the arrow keys, Home and End move between questions. Closed answers
 * stay in the HTML (hidden), so the prerendered page holds every answer.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<string | null>(null)
  const baseId = useId()
  const triggers = useRef<Array<HTMLButtonElement | null>>([])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = headerIndexForKey(event.key, index, items.length)
    if (next === null) return
    event.preventDefault()
    triggers.current[next]?.focus()
  }

  return (
    <List data-accordion="faq">
      {items.map((item, index) => {
        const expanded = open === item.value
        const triggerId = `${baseId}-${item.value}-trigger`
        const panelId = `${baseId}-${item.value}-panel`
        return (
          <Item key={item.value} data-value={item.value} data-state={expanded ? 'open' : 'closed'}>
            <Heading>
              <Trigger
                ref={(node) => {
                  triggers.current[index] = node
                }}
                id={triggerId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => nextOpenItem(current, item.value))}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <ChevronDown aria-hidden="true" size={20} />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={triggerId} hidden={!expanded}>
              {item.answer.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </Panel>
          </Item>
        )
      })}
    </List>
  )
}
