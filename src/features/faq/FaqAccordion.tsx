import { useId } from 'react'
import styled from 'styled-components'
import { ChevronDown } from 'lucide-react'
import { disclosureSummaryStyles } from '../../ui/Expandable'
import type { FaqItem } from '../content/types'

const List = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

const Question = styled.summary`
  ${disclosureSummaryStyles}
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.ink};
  &:hover {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

// h2: the questions section has no visible title of its own, so questions sit right under the h1.
const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`

const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  p:last-child {
    margin-bottom: 0;
  }
`

/**
 * The FAQ accordion: one item open at a time, and the open one can be closed (values item-0 …).
 * Built from `<details name>`, an exclusive group the browser keeps itself, so it works before and
 * without any script; Enter and Space toggle natively. The site script adds the arrow keys, Home and
 * End to move between questions (src/enhance/pageBehaviours.ts).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const group = useId()

  return (
    <List data-accordion="faq">
      {items.map((item) => (
        <Item key={item.value} name={group} data-value={item.value}>
          <Question>
            <Heading>{item.question}</Heading>
            <ChevronDown aria-hidden="true" size={20} />
          </Question>
          <Answer>
            {item.answer.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </Answer>
        </Item>
      ))}
    </List>
  )
}
