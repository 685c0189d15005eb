import { Fragment, useId } from 'react'
import styled from 'styled-components'
import { ChevronDown } from 'lucide-react'
import { disclosureSummaryStyles } from '../../ui/Expandable'
import type { FaqGroup } from './faqCopy'

/* A group's heading sits between the questions: the accordion stays one list of details. */
const GroupTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandStrong};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:first-child {
    padding-top: ${({ theme }) => theme.space[4]};
  }
  /* Reached from the opening's links: clear of the fixed header. */
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
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

const Heading = styled.h3`
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
 * End to move between questions (src/enhance/pageBehaviours.ts), across the groups, whose headings
 * sit between the questions in the same list.
 */
export function FaqAccordion({ groups }: { groups: readonly FaqGroup[] }) {
  const group = useId()

  return (
    <div data-accordion="faq">
      {groups.map(({ title, id, items }) => (
        <Fragment key={title}>
          <GroupTitle id={id}>{title}</GroupTitle>
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
        </Fragment>
      ))}
    </div>
  )
}
