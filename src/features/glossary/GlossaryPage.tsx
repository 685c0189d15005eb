import styled from 'styled-components'
import { ArrowRight } from 'lucide-react'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { glossaryTerms } from '../../generated/indexes/glossary'
import { firstPage } from '../../generated/indexes/blogFirstPage'
import { researchSolutions } from '../../generated/indexes/research'
import { Link } from '../../ui/Link'
import { articleHref } from '../blog/articlePage'
import { categoriesOfTerm, researchOfTerm } from '../blog/relatedReading'
import { glossaryCopy, glossaryHero } from './glossaryCopy'
import { GlossaryOpening } from './GlossaryOpening'

/* A dictionary page: each term on the left, its definition beside it, between hairlines. */
const Terms = styled.dl`
  margin: 0;
`

const Term = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  @media (prefers-reduced-motion: no-preference) {
    transition: background ${({ theme }) => theme.motion.base};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[2]};
    dt {
      grid-column: 1;
      grid-row: 1 / span 2;
    }
    dd {
      grid-column: 2;
    }
  }
  &:target {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 700;
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.ink};
  }
  dd {
    margin: 0;
    max-width: 68ch;
    color: ${({ theme }) => theme.color.textMuted};
  }
  p:last-child {
    margin-bottom: 0;
  }
`

/* Where the term is used: a short line of links after the definition, as a dictionary's "see also". */
const ReadOn = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[4]};
  b {
    flex-basis: 100%;
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 2.75rem;
    padding: ${({ theme }) => theme.space[1]} 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.brandStrong};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`

/** The articles (of the term's blog categories) and research write-ups that use a term, at most 3. */
function readingFor(slug: string): { href: string; title: string }[] {
  const categories = categoriesOfTerm(slug)
  const posts = firstPage
    .filter((p) => (categories as readonly string[]).includes(p.category))
    .slice(0, 2)
    .map((p) => ({ href: articleHref(p.slug), title: p.title }))
  const research = researchOfTerm(slug)
    .map((r) => researchSolutions.find((s) => s.slug === r))
    .filter((r) => r !== undefined)
    .map((r) => ({ href: `/research/${r.slug}`, title: glossaryCopy.research(r.title) }))
  return [...posts, ...research].slice(0, 3)
}

function ReadOnLinks({ slug, term }: { slug: string; term: string }) {
  const links = readingFor(slug)
  if (links.length === 0) return null
  return (
    <ReadOn>
      <b aria-hidden="true">{glossaryCopy.readOn}</b>
      <ul aria-label={glossaryCopy.readOnLabel(term)}>
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href}>
              <ArrowRight aria-hidden="true" />
              {l.title}
            </Link>
          </li>
        ))}
      </ul>
    </ReadOn>
  )
}

/** /glossary: the AI terms of content/glossary/, alphabetically, each with its own anchor. */
export default function GlossaryPage() {
  return (
    <>
      <GlossaryOpening terms={glossaryTerms} />
      <Section id="terms" label={glossaryHero.title} compact>
        <Terms>
          {glossaryTerms.map((t) => (
            <Term key={t.slug} id={t.slug}>
              <dt>{t.term}</dt>
              <dd>
                {t.definition.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </dd>
              <ReadOnLinks slug={t.slug} term={t.term} />
            </Term>
          ))}
        </Terms>
      </Section>
      <Section
        id="glossary-next"
        tone="alt"
        title={glossaryCopy.closingTitle}
        intro={glossaryCopy.closingText}
        layout="inline"
        compact
      >
        <ButtonRow>
          <LinkButton to={glossaryCopy.contact.to}>{glossaryCopy.contact.label}</LinkButton>
          <LinkButton to={glossaryCopy.faq.to} variant="secondary">
            {glossaryCopy.faq.label}
          </LinkButton>
        </ButtonRow>
      </Section>
    </>
  )
}
