import styled from 'styled-components'
import { Container } from '../../ui/Container'
import { MastheadHead } from '../../ui/Masthead'
import { Eyebrow } from '../../ui/Section'
import type { GlossaryTerm } from '../collections/collectionTypes'
import { glossaryCopy, glossaryHero } from './glossaryCopy'

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
 * left-aligned in columns. No panel: the index is the page.
 */
const Band = styled.section`
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[7]};
  }
`

const Head = styled(MastheadHead)`
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
    columns: 4;
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

export function GlossaryOpening({ terms }: { terms: readonly GlossaryTerm[] }) {
  const groups = byInitial(terms)
  return (
    <Band aria-labelledby="page-title" data-opening="index">
      <Container>
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
      </Container>
    </Band>
  )
}
