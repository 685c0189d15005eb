import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { PageHero } from '../../ui/PageHero'
import { PillList } from '../../ui/PillList'
import { Section } from '../../ui/Section'
import { glossaryTerms } from '../../generated/content/glossary'
import { glossaryCopy, glossaryHero } from './glossaryContent'

const Index = styled.nav`
  max-width: 56rem;
  margin: 0 auto ${({ theme }) => theme.space[6]};
  a {
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

const Terms = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 56rem;
  margin: 0 auto;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Term = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  &:target {
    border-color: ${({ theme }) => theme.color.brand};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.brandSoft};
  }
  dt {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  dd {
    margin: 0;
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
      />
      <Section id="terms" label={glossaryHero.title}>
        <Index aria-label={glossaryCopy.indexLabel}>
          <PillList>
            {glossaryTerms.map((t) => (
              <li key={t.slug}>
                <a href={`#${t.slug}`}>{t.term}</a>
              </li>
            ))}
          </PillList>
        </Index>
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
        compact
      >
        <ButtonRow $center>
          <LinkButton to={glossaryCopy.contact.to}>{glossaryCopy.contact.label}</LinkButton>
          <LinkButton to={glossaryCopy.faq.to} variant="secondary">
            {glossaryCopy.faq.label}
          </LinkButton>
        </ButtonRow>
      </Section>
    </>
  )
}
