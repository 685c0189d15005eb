import styled from 'styled-components'
import { displayTitle } from '../../ui/display'
import { Container } from '../../ui/Container'
import { Link } from '../../ui/Link'
import type { ResearchSolution } from '../collections/collectionTypes'
import { uploadUrl } from '../collections/uploads'
import { ResearchIcon } from './ResearchIcon'
import { researchDetail, researchList } from './researchCopy'
import { ResearchScreen } from './ResearchScreen'
import { researchLegacy, researchScreens } from './researchScreens'

/*
 * A retired product's opening: its spec sheet on the archive's paper, read top to bottom like a
 * document. The product's mark beside its name and tagline; its facts as a ruled table across the
 * page (category, launch year, status, where it lives on); then "Fig. 1", the product's screen as a
 * dark framed window with its caption in the margin. Not a banner and not a text-beside-window
 * split: the sheet and its figure are the page's first screen.
 */
const Sheet = styled.section`
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[7]};
  background: ${({ theme }) => theme.color.archivePaper};
  border-bottom: 1px solid ${({ theme }) => theme.color.archiveRule};
  color: ${({ theme }) => theme.color.text};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[8]};
  }
`

/* The product's label: its mark, then its name set large with the tagline under it. */
const Label = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  align-items: start;
  h1 {
    margin: 0;
    ${displayTitle('clamp(2.5rem, 1.4rem + 4.4vw, 4.5rem)', 1)}
  }
  > p {
    grid-column: 1 / -1;
    max-width: 52ch;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
    > p {
      grid-column: 2;
      font-size: ${({ theme }) => theme.fontSize.xl};
    }
  }
`

const Mark = styled.span`
  grid-row: span 1;
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.brandOnDark};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-row: span 2;
    width: 5rem;
    height: 5rem;
    border-radius: ${({ theme }) => theme.radius.lg};
    svg {
      width: 2.5rem;
      height: 2.5rem;
    }
  }
`

/* The facts as a spec table: a heavy rule above, hairlines between the cells. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content max-content minmax(0, 1fr);
  margin: ${({ theme }) => theme.space[5]} 0 0;
  border-top: 2px solid ${({ theme }) => theme.color.ink};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr)) minmax(0, 2fr);
    margin-top: ${({ theme }) => theme.space[6]};
  }
  > div {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]}
      ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.archiveRule};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    > div + div {
      padding-left: ${({ theme }) => theme.space[4]};
      border-left: 1px solid ${({ theme }) => theme.color.archiveRule};
    }
  }
  > div:last-child {
    grid-column: 1 / -1;
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      grid-column: auto;
    }
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  dd a {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/* The status as the archive's stamp. */
const Stamp = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 2px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.fontSize.sm};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  transform: rotate(-3deg);
`

/* Fig. 1: the caption in the margin on wide screens, under the window on smaller ones. */
const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 9fr);
    gap: ${({ theme }) => theme.space[6]};
    align-items: start;
    margin-top: ${({ theme }) => theme.space[7]};
  }
  > figcaption {
    order: 2;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      order: 0;
      padding-top: ${({ theme }) => theme.space[3]};
      border-top: 2px solid ${({ theme }) => theme.color.ink};
    }
  }
  > figcaption b {
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.ink};
  }
  > figcaption p {
    margin: 0;
  }
  > figcaption q {
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
`

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`

export function ResearchSpecSheet({ solution: s }: { solution: ResearchSolution }) {
  const d = researchDetail
  const screen = researchScreens[s.slug]
  const legacy = researchLegacy[s.slug]
  return (
    <Sheet aria-labelledby="page-title" data-opening="spec-sheet">
      <Container>
        <Label>
          <Mark aria-hidden="true">
            <ResearchIcon name={s.icon} size={24} />
          </Mark>
          <h1 id="page-title">{s.title}</h1>
          <p>{s.tagline}</p>
        </Label>
        <Facts>
          <div>
            <dt>{d.facts.category}</dt>
            <dd>{s.category}</dd>
          </div>
          <div>
            <dt>{d.facts.launched}</dt>
            <dd>{s.launchDate}</dd>
          </div>
          <div>
            <dt>{d.facts.status}</dt>
            <dd>
              <Stamp>{s.status}</Stamp>
            </dd>
          </div>
          {legacy && (
            <div>
              <dt>{d.facts.livesOn}</dt>
              <dd>
                <Link to={legacy.to}>{legacy.service}</Link>
              </dd>
            </div>
          )}
        </Facts>
        <Figure>
          <figcaption>
            <b>{d.figure}</b>
            <p>{screen ? screen.figure : s.heroImageAlt}</p>
            {legacy && (
              <p>
                {d.lesson} <q>{legacy.lesson}</q>
              </p>
            )}
          </figcaption>
          {
            // One archived screen of the product at work (hidden from assistive technology: the
            // tagline and overview say it); the content file's drawing stays its card cover and
            // the fallback for a product without a screen.
            screen ? (
              <ResearchScreen
                screen={screen}
                status={s.status}
                meta={`${researchList.launched} ${s.launchDate}`}
              />
            ) : (
              <Cover src={uploadUrl(s.heroImage)} alt="" width={1200} height={630} />
            )
          }
        </Figure>
      </Container>
    </Sheet>
  )
}
