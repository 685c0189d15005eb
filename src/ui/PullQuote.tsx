import type { ReactNode } from 'react'
import styled from 'styled-components'

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 56rem;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  border-left: 4px solid ${({ theme }) => theme.color.brandOnDark};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding-left: ${({ theme }) => theme.space[7]};
  }
`

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 600;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  text-wrap: pretty;
  color: ${({ theme }) => theme.color.textOnDark};
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
  person: string
  /** Role and organisation, as one line ("Head of Risk, Kilele Pay"). */
  role: string
  /** A link after the attribution (the case study). */
  more?: ReactNode
}

/**
 * A client's words set large across a dark band (put it in a `Section` with tone `dark`): one quote,
 * who said it and where to read more. The caption names the figure.
 */
export function PullQuote({ text, person, role, more }: PullQuoteProps) {
  return (
    <Figure data-pull-quote="">
      <Quote>
        <p>{text}</p>
      </Quote>
      <Caption>
        <span>
          <strong>{person}</strong>, {role}
        </span>
        {more}
      </Caption>
    </Figure>
  )
}
