import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { PageHero } from '../../ui/PageHero'
import { Section } from '../../ui/Section'
import { glossaryTerms } from '../../generated/indexes/glossary'
import { glossaryCopy, glossaryHero } from './glossaryCopy'
import { TermIndexVisual } from './TermIndexVisual'

/* A dictionary page: each term on the left, its definition beside it, between hairlines. */
const Terms = styled.dl`
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
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

/** /glossary: the AI terms of content/glossary/, alphabetically, each with its own anchor. */
export default function GlossaryPage() {
  return (
    <>
      <PageHero
        eyebrow={glossaryHero.eyebrow}
        title={glossaryHero.title}
        lead={<p>{glossaryHero.lead}</p>}
        aside={<TermIndexVisual terms={glossaryTerms} />}
      />
      <Section id="terms" label={glossaryHero.title}>
        <Terms>
          {glossaryTerms.map((t) => (
            <Term key={t.slug} id={t.slug}>
              <dt>{t.term}</dt>
              <dd>
                {t.definition.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </dd>
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
