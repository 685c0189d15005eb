import styled from 'styled-components'
import { site } from '../../config/site'
import { JsonLd } from '../../layout/JsonLd'
import { LinkButton } from '../../ui/Button'
import { Link } from '../../ui/Link'
import { Section } from '../../ui/Section'
import { faqItems } from '../../generated/indexes/faq'
import { firstPage } from '../../generated/indexes/blogFirstPage'
import { featuredArticles } from '../../generated/indexes/featuredArticles'
import { articleHref } from '../blog/articlePage'
import { ReadingRows, type ReadingItem } from '../blog/ReadingRows'
import { storyHref } from '../stories/storyHref'
import { FaqAccordion } from './FaqAccordion'
import { FaqOpening } from './FaqOpening'
import { faqAside, faqHero, faqLonger, groupFaq } from './faqCopy'
import { faqJsonLd } from './faqJsonLd'

/* The questions on the left, a contact card beside them that stays in view on wide screens. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 8fr) minmax(0, 4fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
    margin-top: ${({ theme }) => theme.space[4]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  p {
    margin: 0;
  }
  /* Comfortable tap targets, also for the links inside sentences. */
  a:not([data-button]) {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: ${({ theme }) => theme.color.brandOnDark};
    font-weight: 600;
  }
  [data-button] {
    justify-self: start;
  }
`

const Footnote = styled.p`
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  font-size: ${({ theme }) => theme.fontSize.sm};
`

/* The longer answers: two columns of rows from tablets, three on wide screens. */
const Longer = styled.div`
  > ul {
    column-gap: ${({ theme }) => theme.space[6]};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`

/** Each longer answer: the question as the eyebrow, the article or story that answers it. */
function longerAnswers(): ReadingItem[] {
  return faqLonger.entries.flatMap((e): ReadingItem[] => {
    const found =
      'article' in e
        ? firstPage.find((p) => p.slug === e.article)
        : featuredArticles.find((a) => a.slug === e.story)
    if (!found) return []
    return [
      {
        href: 'article' in e ? articleHref(found.slug) : storyHref(found.slug),
        eyebrow: e.ask,
        title: found.title,
        meta: `${found.author} · ${found.readTime}`,
        imageUrl: found.imageUrl,
      },
    ]
  })
}

/**
 * /faq: an opening with the people who answer each group of questions (FaqOpening), the questions
 * of content/faq/ as one accordion in groups, a contact card beside them, and FAQPage structured data.
 */
export default function FaqPage() {
  const groups = groupFaq(faqItems)
  return (
    <>
      <JsonLd data={faqJsonLd(faqItems)} />
      <FaqOpening groups={groups} />
      <Section id="questions" label={faqHero.title}>
        <Layout>
          <FaqAccordion groups={groups} />
          <Aside data-faq-contact="">
            <h2>{faqAside.title}</h2>
            <p>{faqAside.text}</p>
            <LinkButton to={faqAside.action.to}>{faqAside.action.label}</LinkButton>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <Footnote>
              {faqAside.glossary.text}{' '}
              <Link to={faqAside.glossary.to}>{faqAside.glossary.label}</Link>
            </Footnote>
          </Aside>
        </Layout>
      </Section>
      <Section
        id={faqLonger.id}
        tone="alt"
        eyebrow={faqLonger.eyebrow}
        title={faqLonger.title}
        intro={faqLonger.intro}
        layout="inline"
      >
        <Longer>
          <ReadingRows items={longerAnswers()} questions />
        </Longer>
      </Section>
    </>
  )
}
