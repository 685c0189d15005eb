import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ChevronDown } from 'lucide-react'

const Details = styled.details`
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

export const disclosureSummaryStyles = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  min-height: 2.75rem;
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  > svg {
    flex: none;
  }
  details[open] > & > svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: no-preference) {
    > svg {
      transition: transform 250ms;
    }
  }
`

const Summary = styled.summary`
  ${disclosureSummaryStyles}
  padding: ${({ theme }) => theme.space[3]} 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
  > h3,
  > h4,
  > span {
    flex: 1;
    margin: 0;
    font-size: inherit;
    font-weight: inherit;
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
  /**
   * Heading level of the label, when the summary acts as a heading; else a `<span>` (a `<summary>`
   * holds phrasing content and headings only).
   */
  as?: 'h3' | 'h4' | 'span'
}

/**
 * A block that opens and closes on click (or Enter/Space): a native `<details>`, so it works before
 * and without any script, and the closed content is in the HTML (found by in-page search, which
 * opens it).
 */
export function Expandable({
  summary,
  children,
  defaultOpen = false,
  as = 'span',
}: ExpandableProps) {
  const Label = as
  return (
    <Details open={defaultOpen || undefined} data-expandable>
      <Summary>
        <Label>{summary}</Label>
        <ChevronDown aria-hidden="true" size={20} />
      </Summary>
      <Panel>{children}</Panel>
    </Details>
  )
}
