import { ArrowRight } from 'lucide-react'
import styled from 'styled-components'
import { marks } from '../../enhance/marks'
import { LinkButton } from '../../ui/Button'
import { Link } from '../../ui/Link'
import { OpeningPanel } from '../../ui/OpeningPanel'
import { PindoBand } from '../../ui/Motif'
import { PageHero } from '../../ui/PageHero'
import { notFound } from './notFoundCopy'

/* The code as the opening's display figure, in the light teal of the navy band. */
const Code = styled.span`
  display: block;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: clamp(4rem, 3rem + 6vw, 7rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.color.brandOnDark};
  font-variant-numeric: tabular-nums;
`

/* The main sections as rows of a site map: each row a tap target, the arrow says "go". */
const Sections = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 2.75rem;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.textOnDark};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  a:hover span {
    text-decoration: underline;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

/* The navy opening fills the page's minimum height, so no white strip opens above the footer on a
   tall screen. */
const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: calc(60vh - ${({ theme }) => theme.layout.headerHeight});
  > :first-child {
    flex: 1;
  }
`

/* On the navy of the opening, as a closing band's border is drawn. */
const Border = styled(PindoBand)`
  background-color: ${({ theme }) => theme.color.ink};
`

const SectionsTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

/**
 * The not-found page: served as 404.html for any unknown path. The site script logs the address and
 * sends an unknown research solution's address on to /research (src/enhance/pageBehaviours.ts).
 * Its opening is its own: the code as a display figure, the way home, and beside it the main
 * sections as a small site map (real links, so the picture is also the way on).
 */
export function NotFoundView() {
  return (
    <Page {...{ [marks.notFound]: '' }}>
      <PageHero
        eyebrow={<Code aria-hidden="true">404</Code>}
        title={
          <>
            <span className="visually-hidden">404: </span>
            {notFound.title}
          </>
        }
        lead={<p>{notFound.text}</p>}
        actions={<LinkButton to={notFound.home.to}>{notFound.home.label}</LinkButton>}
        aside={
          <OpeningPanel title={notFound.mapTitle} meta="404" seed="not-found">
            <nav aria-labelledby="not-found-sections">
              <SectionsTitle id="not-found-sections">{notFound.sectionsTitle}</SectionsTitle>
              <Sections>
                {notFound.sections.map((section) => (
                  <li key={section.to}>
                    <Link to={section.to}>
                      <span>{section.label}</span>
                      <ArrowRight aria-hidden="true" size={18} />
                    </Link>
                  </li>
                ))}
              </Sections>
            </nav>
          </OpeningPanel>
        }
      />
      {/* The navy opening is the whole page: the kanga border keeps it apart from the navy footer. */}
      <Border />
    </Page>
  )
}

export default NotFoundView
