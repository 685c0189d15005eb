import type { ReactNode } from 'react'
import styled from 'styled-components'
import { labelText } from './labelText'

/*
 * The letterhead line of a printed sheet (docs/ART-DIRECTION.md §4): what the sheet is on the
 * left in the small label, its reference on the right in sentence case, a heavy ink rule under
 * both. The research spec sheet, /business-analysis's report, /mlops-devops's sheet and the
 * /quantum-genai answer each draw one; this is the one drawing of it.
 */
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 2px solid ${({ theme }) => theme.color.ink};
  ${labelText}
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.ink};
  > span + span {
    font-weight: 600;
    letter-spacing: 0.02em;
    text-transform: none;
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`

export interface SheetHeadProps {
  /** What the sheet is ("Answer", "Spec sheet"): the small uppercase label, in ink. */
  label: ReactNode
  /** Its reference on the right ("Knowledge assistant · EN · SW · no. 0412"). */
  meta?: ReactNode
  className?: string
}

/** A printed sheet's letterhead line: label left, reference right, a heavy rule under both. */
export function SheetHead({ label, meta, className }: SheetHeadProps) {
  return (
    <Line className={className} data-sheet-head="">
      <span>{label}</span>
      {meta && <span>{meta}</span>}
    </Line>
  )
}
