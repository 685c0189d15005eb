import type { ReactNode } from 'react'
import styled from 'styled-components'

const Figure = styled.figure<{ $light: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 56rem;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  border-left: 4px solid
    ${({ theme, $light }) => ($light ? theme.color.brand : theme.color.brandOnDark)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding-left: ${({ theme }) => theme.space[7]};
  }
`

const Quote = styled.blockquote<{ $light: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 600;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  text-wrap: pretty;
  color: ${({ theme, $light }) => ($light ? theme.color.ink : theme.color.textOnDark)};
  p {
    margin: 0;
  }
  p::before {
    content: '“';
  }
  p::after {
    content: '”';
  }
`

const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  strong {
    color: ${({ theme }) => theme.color.textOnDark};
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

export interface PullQuoteProps {
  text: string
  /** Who said it; none for a line of the surrounding article set large (then no caption). */
  person?: string
  /** Role and organisation, as one line ("Head of Risk, Kilele Pay"). */
  role?: string
  /** A link after the attribution (the case study). */
  more?: ReactNode
  /** `dark` (the default): on a dark band. `light`: on white, inside an article's column. */
  tone?: 'dark' | 'light'
}

/**
 * A client's words set large across a dark band (put it in a `Section` with tone `dark`): one quote,
 * who said it and where to read more. The caption names the figure. With `tone="light"` and no
 * person, a line of an article repeated large in its column (an editorial pull quote).
 */
export function PullQuote({ text, person, role, more, tone = 'dark' }: PullQuoteProps) {
  const light = tone === 'light'
  return (
    // A line repeated from the text around it is read once: assistive technology skips the copy.
    <Figure data-pull-quote="" $light={light} aria-hidden={person ? undefined : true}>
      <Quote $light={light}>
        <p>{text}</p>
      </Quote>
      {person && (
        <Caption>
          <span>
            <strong>{person}</strong>
            {role && `, ${role}`}
          </span>
          {more}
        </Caption>
      )}
    </Figure>
  )
}
