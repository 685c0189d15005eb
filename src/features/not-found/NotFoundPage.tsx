import { ArrowRight } from 'lucide-react'
import { displayFigure } from '../../ui/display'
import styled from 'styled-components'
import { marks } from '../../enhance/marks'
import { media } from '../../theme/tokens'
import { LinkButton } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { Link } from '../../ui/Link'
import { Kontua } from '../../ui/Motif'
import { WhiteOpening } from '../../ui/WhiteOpening'
import { notFound } from './notFoundCopy'

/*
 * The not-found page's opening, on white: a signpost. The code drawn large as a shape over the
 * coast's contour lines (the one place the motif is the picture), the title and the way home
 * beside it, and across the page under both the main sections as a row of signs, each a real link
 * with a line on where it leads. It fills the page's minimum height, so no strip opens above the
 * footer on a tall screen.
 */
const Opening = styled(WhiteOpening)`
  display: grid;
  align-content: center;
  min-height: calc(60vh - ${({ theme }) => theme.layout.headerHeight});
  overflow: hidden;
  ${media.md} {
    padding-top: ${({ theme }) => theme.space[8]};
  }
  /* The contour lines sit behind the code only: the words stay on plain white. */
  > svg {
    color: ${({ theme }) => theme.color.border};
    inset: 0 auto auto 0;
    width: min(100%, 44rem);
    height: 20rem;
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`

const Head = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${media.lg} {
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: center;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/* The code as the display figure: solid ink with the middle 0 in the brand teal, drawn over the
   contour lines like a sounding on a chart (ink 16:1, teal 5.3:1 on white: well over large text's
   3:1). A shape to look at; the heading says it in words. */
const Code = styled.span`
  display: block;
  ${displayFigure}
  color: ${({ theme }) => theme.color.ink};
  font-size: clamp(5rem, 3rem + 10vw, 11rem);
  line-height: 0.9;
  span {
    color: ${({ theme }) => theme.color.brand};
  }
`

/* The main sections as a row of signs: each a tap target, its arrow says "go". */
const Signs = styled.nav`
  position: relative;
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.sm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${media.lg} {
      grid-template-columns: repeat(5, minmax(0, 1fr));
    }
  }
  a {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px ${({ theme }) => theme.space[2]};
    align-items: center;
    height: 100%;
    min-height: 2.75rem;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
  a:hover strong {
    text-decoration: underline;
  }
  strong {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  span {
    grid-column: 1;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  svg {
    grid-column: 2;
    grid-row: 1 / span 2;
    flex: none;
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/**
 * The not-found page: served as 404.html for any unknown path. The site script logs the address and
 * sends an unknown research solution's address on to /research (src/enhance/pageBehaviours.ts).
 */
export function NotFoundView() {
  return (
    <Opening aria-labelledby="page-title" data-opening="signpost" {...{ [marks.notFound]: '' }}>
      <Kontua seed="not-found" rings={7} at={{ x: 22, y: 45 }} />
      <Container>
        <Head>
          <Code aria-hidden="true">
            4<span>0</span>4
          </Code>
          <div>
            <h1 id="page-title">
              <span className="visually-hidden">404: </span>
              {notFound.title}
            </h1>
            <p>{notFound.text}</p>
            <LinkButton to={notFound.home.to}>{notFound.home.label}</LinkButton>
          </div>
        </Head>
        <Signs aria-labelledby="not-found-sections">
          <h2 id="not-found-sections">{notFound.sectionsTitle}</h2>
          <ul>
            {notFound.sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>
                  <strong>{section.label}</strong>
                  <span>{section.text}</span>
                  <ArrowRight aria-hidden="true" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </Signs>
      </Container>
    </Opening>
  )
}

export default NotFoundView
