import type { FaqItem } from '../collections/collectionTypes'

/** Copy around the FAQ (the questions and answers are in content/faq/). */
export const faqHero = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  lead: 'Short answers to what clients ask us most often. If your question is not here, we are happy to answer it directly.',
}

/**
 * The questions in groups, in their order: each group takes the next `size` questions, the last one
 * every question left (so a question a writer adds lands under the last heading until a group is
 * made for it). The groups only add headings: the questions stay one accordion, item-0 to item-N.
 */
interface FaqGroupSpec {
  title: string
  size?: number
  /** Who answers these questions (content/team ids), shown in the page's opening. */
  people?: readonly string[]
}

const faqGroups: readonly FaqGroupSpec[] = [
  { title: 'Services and delivery', size: 3, people: ['juma-rashidi', 'baraka-mwakyusa'] },
  { title: 'Before you start', people: ['zawadi-kimaro', 'neema-mushi'] },
]

export interface FaqGroup {
  title: string
  /** The group heading's id, which the opening links to. */
  id: string
  people: readonly string[]
  items: FaqItem[]
}

/** "Services and delivery" → "faq-services-and-delivery". */
const faqGroupId = (title: string) =>
  `faq-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`

/** The opening: the people who answer each group of questions. */
export const faqPeople = {
  label: 'Who answers',
  count: (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`,
  by: 'Answered by',
  and: 'and',
}

/** Splits the ordered questions into the groups above; a group left with no question is dropped. */
export function groupFaq(
  items: readonly FaqItem[],
  groups: readonly FaqGroupSpec[] = faqGroups,
): FaqGroup[] {
  let next = 0
  return groups
    .map((group, i) => {
      const last = i === groups.length - 1
      const end = last || group.size === undefined ? items.length : next + group.size
      const taken = items.slice(next, end)
      next = Math.max(next, Math.min(end, items.length))
      return {
        title: group.title,
        id: faqGroupId(group.title),
        people: group.people ?? [],
        items: taken,
      }
    })
    .filter((group) => group.items.length > 0)
}

/** The contact aside beside the questions. */
export const faqAside = {
  title: 'Still have a question?',
  text: 'Tell us about your project and we will get back to you with answers and a free estimate.',
  action: { label: 'Contact us', to: '/contact' },
  glossary: {
    text: 'New to some of the terms?',
    label: 'AI glossary',
    to: '/glossary',
  },
}

/**
 * Under the questions: the longer answers, each a question a client asks put beside the article,
 * story or page that answers it at length (`article`: a blog post's slug, `story`: a featured
 * article's; the titles come from the content).
 */
export const faqLonger = {
  id: 'longer-answers',
  eyebrow: 'Longer answers',
  title: 'The same questions, answered at length',
  intro: 'Articles and stories from our projects that go further than a short answer can.',
  entries: [
    { ask: 'How long from pilot to production?', article: 'ai-pilot-to-production' },
    { ask: 'What if our data is not ready?', article: 'data-foundations-before-ai' },
    { ask: 'Who looks after models once they are live?', article: 'mlops-at-scale' },
    { ask: 'Why do AI projects stall?', story: 'why-ai-projects-stall' },
    { ask: 'What does a project with you look like?', story: 'credit-scoring-case-study' },
    { ask: 'Who labels the data?', story: 'a-week-with-our-annotation-team' },
  ] satisfies readonly ({ ask: string } & ({ article: string } | { story: string }))[],
}
