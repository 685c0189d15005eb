import styled from 'styled-components'
import { OpeningPanel } from '../../ui/OpeningPanel'
import type { GlossaryTerm } from '../collections/collectionTypes'
import { glossaryCopy } from './glossaryCopy'

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

/* Letter groups in two tidy, left-aligned columns; a group never splits across them. */
const Groups = styled.ul`
  columns: 2;
  column-gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: 1.5rem minmax(0, 1fr);
    gap: 0 ${({ theme }) => theme.space[2]};
    break-inside: avoid;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
`

const Letter = styled.span`
  padding-top: 0.55rem;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.color.brandOnDark};
`

const Terms = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.textOnDark};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brandOnDark};
    text-decoration: underline;
  }
`

/** /glossary: the opening's picture is the page's index, every term under its letter, each a link. */
export function TermIndexVisual({ terms }: { terms: readonly GlossaryTerm[] }) {
  const groups = byInitial(terms)
  const first = groups[0]?.letter
  const last = groups[groups.length - 1]?.letter
  return (
    <OpeningPanel
      title={glossaryCopy.indexTitle}
      meta={glossaryCopy.indexMeta(terms.length, first === last ? first : `${first}–${last}`)}
      seed="glossary"
    >
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
    </OpeningPanel>
  )
}
