import { ArrowRight, Quote as QuoteMark } from 'lucide-react'
import { Link } from './Link'
import styled, { css } from 'styled-components'
import { Monogram } from './Monogram'
import { PindoBand } from './Motif'

const lg = ({ theme }: { theme: { breakpoint: { lg: number } } }) =>
  `@media (min-width: ${theme.breakpoint.lg}px)`

/**
 * The featured quote from 1024 px: navy, the words large on the left, who said them (the company's
 * logo, name and role, the link to the story) in a column on the right. Its height is the quote's:
 * no empty half around short words.
 */
const featured = css`
  ${lg} {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    background: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.ink};
    > :first-child {
      grid-column: 1 / -1;
    }
    > div {
      padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[7]}
        ${({ theme }) => theme.space[7]};
    }
    blockquote {
      max-width: 30ch;
      font-size: ${({ theme }) => theme.fontSize['2xl']};
      font-weight: 600;
      line-height: ${({ theme }) => theme.lineHeight.snug};
      color: ${({ theme }) => theme.color.textOnDark};
      text-wrap: pretty;
    }
    svg[data-mark] {
      color: ${({ theme }) => theme.color.brandOnDark};
      fill: none;
    }
    figcaption {
      display: grid;
      align-content: end;
      justify-items: start;
      gap: ${({ theme }) => theme.space[3]};
      margin: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[7]}
        ${({ theme }) => theme.space[7]} 0;
      padding: 0 0 0 ${({ theme }) => theme.space[5]};
      border-top: 0;
      border-left: 1px solid ${({ theme }) => theme.color.lineOnDark};
      color: ${({ theme }) => theme.color.textOnDarkMuted};
      strong {
        color: ${({ theme }) => theme.color.textOnDark};
      }
      a {
        color: ${({ theme }) => theme.color.brandOnDark};
      }
    }
    /* The logo on a white chip, its colours as the client drew them. */
    [data-client-logo] {
      height: 3.5rem;
      padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
    }
    strong {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
    [data-portrait] {
      width: 5rem;
      height: 5rem;
      border-color: ${({ theme }) => theme.color.brandOnDark};
    }
  }
`

const Figure = styled.figure<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  /* A sheet like the kit's cards (flat, square, hairline), its kanga border along the head. */
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 2px;
  ${({ $featured }) => ($featured ? featured : '')}
`

/** The mark and the quote; the caption below is the figure's own child, as HTML requires. */
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[4]};
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
  /* On a phone, without the large mark: the words in typographic quotes. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    p::before {
      content: '“';
    }
    p::after {
      content: '”';
    }
  }
`

/** The quote mark, from 768 px (on a phone the card's top band and the caption frame the words). */
const Mark = styled(QuoteMark)`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: block;
  }
  width: 1.75rem;
  height: 1.75rem;
  color: ${({ theme }) => theme.color.brand};
  fill: ${({ theme }) => theme.color.brandSoft};
`

const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.4;
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
`

/** The company's logo: the attribution a business reader trusts, not a drawn face. */
const Logo = styled.img`
  display: block;
  flex: none;
  width: auto;
  height: 2.25rem;
`

const Who = styled.span`
  flex: 1 1 8rem;
`

/** The person's drawn portrait (the team's illustration system, square crop), round, before the name. */
const Face = styled.img`
  display: block;
  flex: none;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.brandSoft};
  background: ${({ theme }) => theme.color.surface};
`

const Story = styled(Link)`
  display: inline-flex;
  flex-basis: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
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
   * The organisation's logo (its name is the alt text, so the caption does not repeat it); without
   * one, a monogram of the person's initials and the organisation written out.
   */
  logo?: { src: string; width: number; height: number }
  /** The organisation's story on this site, linked under the attribution. */
  story?: { href: string; label: string }
  /** From 1024 px: the large navy quote with the attribution beside it. */
  featured?: boolean
  /** The person's drawn portrait (square); shown before the name, the logo after it. */
  portrait?: { src: string; width: number; height: number }
}

/**
 * A client's words: the quote, then who said it, attributed to the company (its logo, the person's
 * name and role) and, where there is one, a link to the story of the work.
 */
export function Testimonial({
  text,
  person,
  role,
  organisation,
  index,
  logo,
  story,
  featured = false,
  portrait,
}: TestimonialProps) {
  const who = (
    <Who>
      <strong>{person}</strong>
      {logo ? role : `${role}, ${organisation}`}
    </Who>
  )
  return (
    <Figure data-testimonial $featured={featured}>
      <PindoBand />
      <Body>
        <Mark aria-hidden="true" focusable="false" data-mark />
        <Quote>
          <p>{text}</p>
        </Quote>
      </Body>
      <Caption>
        {portrait && (
          <>
            <Face {...portrait} alt="" loading="lazy" decoding="async" data-portrait="" />
            {who}
          </>
        )}
        {logo ? (
          <Logo
            src={logo.src}
            width={logo.width}
            height={logo.height}
            alt={organisation}
            loading="lazy"
            decoding="async"
            data-client-logo
          />
        ) : (
          !portrait && <Monogram name={person} size={48} tone={index} />
        )}
        {!portrait && who}
        {story && (
          <Story to={story.href}>
            {story.label}
            <ArrowRight aria-hidden="true" size={16} />
          </Story>
        )}
      </Caption>
    </Figure>
  )
}
