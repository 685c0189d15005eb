import { JsonLd } from '../../layout/JsonLd'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { PageHero } from '../../ui/PageHero'
import { Section } from '../../ui/Section'
import { faqItems } from '../../generated/content/faq'
import { FaqAccordion } from './FaqAccordion'
import { faqClosing, faqHero } from './faqContent'
import { faqJsonLd } from './faqJsonLd'

/** /faq: the questions of content/faq/ as an accordion, with FAQPage structured data. */
export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqJsonLd(faqItems)} />
      <PageHero eyebrow={faqHero.eyebrow} title={faqHero.title} lead={<p>{faqHero.lead}</p>} />
      <Section id="questions" label={faqHero.title}>
        <FaqAccordion items={faqItems} />
      </Section>
      <Section id="faq-next" tone="alt" title={faqClosing.title} intro={faqClosing.text} compact>
        <ButtonRow $center>
          <LinkButton to={faqClosing.action.to}>{faqClosing.action.label}</LinkButton>
          <LinkButton to={faqClosing.glossary.to} variant="secondary">
            {faqClosing.glossary.label}
          </LinkButton>
        </ButtonRow>
      </Section>
    </>
  )
}
