import styled from 'styled-components'
import { Container } from '../../ui/Container'
import { MastheadHead } from '../../ui/Masthead'
import { Eyebrow } from '../../ui/Section'
import type { GlossaryTerm } from '../collections/collectionTypes'
import { glossaryCopy, glossaryHero, termMap } from './glossaryCopy'

/** The terms under their first letter, in their (alphabetical) order. */
export function byInitial(
  terms: readonly GlossaryTerm[],
): { letter: string; terms: GlossaryTerm[] }[] {
  const groups: { letter: string; terms: GlossaryTerm[] }[] = []
  for (const term of terms) {
    const letter = term.term.trim().charAt(0).toUpperCase()
    const last = groups[groups.length - 1]
    if (last && last.letter === letter) last.terms.push(term)
    else groups.push({ letter, terms: [term] })
  }
  return groups
}

/**
 * /glossary opens like the first page of a reference book, on white: the title and lead, then a
 * ruled head (the index's name and its count) and the index itself, every term under its letter,
 * left-aligned in columns. From 1024 px the index keeps the left half and the right half draws how
 * the terms fit together (TermMap): AI inside out, the fields built on it, what keeps it running.
 */
const Band = styled.section`
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[7]};
  }
`

/** From 1024 px: the words and the index on the left, the map of the terms on the right. */
const Columns = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: center;
  }
`

const Head = styled(MastheadHead)`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
  }
  p:last-child {
    margin: 0;
    max-width: 44ch;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/**
 * Above the index, between two rules: what it is and how many terms it holds. Not the 26-letter
 * alphabet: most of it would be greyed out, advertising what the glossary lacks; the letter of each
 * group below is the thumb index.
 */
const IndexHead = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  border-top: 3px solid ${({ theme }) => theme.color.ink};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.ink};
  span:last-child {
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`

/* Letter groups in tidy, left-aligned columns (two on phones); a group never splits across them. */
const Groups = styled.ul`
  columns: 2;
  column-gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    columns: 3;
    column-gap: ${({ theme }) => theme.space[6]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    columns: 2;
  }
  > li {
    display: grid;
    grid-template-columns: 1.75rem minmax(0, 1fr);
    gap: 0 ${({ theme }) => theme.space[2]};
    break-inside: avoid;
    padding: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[2]};
  }
`

const Letter = styled.span`
  padding-top: 0.6rem;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.color.brand};
`

const Terms = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 600;
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brandStrong};
    text-decoration: underline;
  }
`

/*
 * The map of the terms: rings inside rings (AI > machine learning > deep learning > large language
 * models), the fields built on them beside the inner rings, and under it all, on navy, what keeps a
 * model running. A picture of the index (aria-hidden: the index is the list of links); live text in
 * the page's font, never under 13 px.
 */
const Map = styled.figure`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const ringTone = ['brandSoft', 'surface', 'surfaceAlt'] as const

const Ring = styled.div<{ $depth: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[4]};
  border: 1px solid
    ${({ theme, $depth }) => ($depth === 0 ? theme.color.brand : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $depth }) => theme.color[ringTone[$depth % ringTone.length]!]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.color.ink};
`

/** The innermost ring: the one the others lead to, in ink. */
const Core = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.textOnDark};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
`

/** Inside machine learning: deep learning on the left, the fields built on it on the right. */
const Inside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: stretch;
`

const Fields = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 2px dashed ${({ theme }) => theme.color.brand};
  small {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
  span {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }
`

/** Under the rings: the loop that keeps a model running, on navy, the one warm accent its arrow. */
const Running = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  small {
    flex-basis: 100%;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  b {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.lineOnDark};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  i {
    font-style: normal;
    color: ${({ theme }) => theme.color.sun};
  }
`

function TermMap({ terms }: { terms: readonly GlossaryTerm[] }) {
  const name = (slug: string) => terms.find((t) => t.slug === slug)?.term
  const nested = termMap.nested.flatMap((slug) => {
    const n = name(slug)
    return n ? [n] : []
  })
  const fields = termMap.fields.flatMap((slug) => {
    const n = name(slug)
    return n ? [n] : []
  })
  const running = termMap.running.flatMap((slug) => {
    const n = name(slug)
    return n ? [n] : []
  })
  if (nested.length < 2) return null
  const core = nested[nested.length - 1]!
  // The rings from the inside out: the core, then each ring around what it holds.
  let inner = <Core>{core}</Core>
  for (let depth = nested.length - 2; depth >= 0; depth--) {
    const holds =
      depth === 1 && fields.length > 0 ? (
        <Inside>
          {inner}
          <Fields>
            <small>{termMap.fieldsLabel}</small>
            {fields.map((f) => (
              <span key={f}>{f}</span>
            ))}
          </Fields>
        </Inside>
      ) : (
        inner
      )
    inner = (
      <Ring $depth={depth}>
        {nested[depth]}
        {holds}
      </Ring>
    )
  }
  return (
    <Map aria-hidden="true" data-term-map="">
      <figcaption>{termMap.caption}</figcaption>
      {inner}
      {running.length === 2 && (
        <Running>
          <small>{termMap.runningLabel}</small>
          <b>{running[0]}</b>
          <i>→</i>
          <span>{termMap.runningLink}</span>
          <i>→</i>
          <b>{running[1]}</b>
        </Running>
      )}
    </Map>
  )
}

export function GlossaryOpening({ terms }: { terms: readonly GlossaryTerm[] }) {
  const groups = byInitial(terms)
  return (
    <Band aria-labelledby="page-title" data-opening="index">
      <Container>
        <Columns>
          <div>
            <Head>
              <div>
                <Eyebrow>{glossaryHero.eyebrow}</Eyebrow>
                <h1 id="page-title">{glossaryHero.title}</h1>
              </div>
              <p>{glossaryHero.lead}</p>
            </Head>
            <IndexHead aria-hidden="true">
              <span>{glossaryCopy.indexLabel}</span>
              <span>{glossaryCopy.termCount(terms.length)}</span>
            </IndexHead>
            <nav aria-label={glossaryCopy.indexLabel}>
              <Groups>
                {groups.map((group) => (
                  <li key={group.letter}>
                    <Letter aria-hidden="true">{group.letter}</Letter>
                    <Terms>
                      {group.terms.map((t) => (
                        <li key={t.slug}>
                          <a href={`#${t.slug}`}>{t.term}</a>
                        </li>
                      ))}
                    </Terms>
                  </li>
                ))}
              </Groups>
            </nav>
          </div>
          <TermMap terms={terms} />
        </Columns>
      </Container>
    </Band>
  )
}
