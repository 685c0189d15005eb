import { Quote as QuoteMark } from 'lucide-react'
import styled from 'styled-components'
import { Monogram } from './Monogram'
import { PindoBand } from './Motif'

const Figure = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`

/** The mark and the quote; the caption below is the figure's own child, as HTML requires. */
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[5]};
  }
`

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.ink};
  p {
    margin: 0;
  }
`

const Mark = styled(QuoteMark)`
  width: 2rem;
  height: 2rem;
  color: ${({ theme }) => theme.color.brand};
  fill: ${({ theme }) => theme.color.brandSoft};
`

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
  /* The person's portrait, head and shoulders cut square from its 4:5 tile (never a circle). */
  img {
    flex: none;
    width: 3.5rem;
    height: 3.5rem;
    object-fit: cover;
    object-position: 50% 20%;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`

export interface TestimonialProps {
  text: string
  person: string
  role: string
  organisation: string
  /** Position in its row: neighbouring monograms take different colours. */
  index?: number
  /**
   * The person's portrait (the site's illustration or a photo), 4:5, shown square beside the
   * name; without one, a monogram of the initials.
   */
  portrait?: { src: string; width: number; height: number }
}

/**
 * A client's words: the quote, then who said it (portrait or monogram, name, role and
 * organisation), the caption that names the figure.
 */
export function Testimonial({
  text,
  person,
  role,
  organisation,
  index,
  portrait,
}: TestimonialProps) {
  return (
    <Figure data-testimonial>
      <PindoBand />
      <Body>
        <Mark aria-hidden="true" focusable="false" />
        <Quote>
          <p>{text}</p>
        </Quote>
      </Body>
      <Caption>
        {portrait ? (
          <img
            src={portrait.src}
            width={portrait.width}
            height={portrait.height}
            alt=""
            loading="lazy"
            decoding="async"
            data-portrait="illustration"
          />
        ) : (
          <Monogram name={person} size={48} tone={index} />
        )}
        <span>
          <strong>{person}</strong>
          {role}, {organisation}
        </span>
      </Caption>
    </Figure>
  )
}
