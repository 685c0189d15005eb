import type { Client } from '../../src/features/clients/client'

const client: Client = {
  id: 'habari-mtandao',
  name: 'Habari Mtandao',
  // \u2011 is a non-breaking hyphen: the heading never breaks inside the word.
  title: 'Swahili\u2011first recommendations for a news portal',
  description:
    'Language models tuned on Swahili news that recommend stories, write summaries and help editors tag the archive.',
  industry: 'Technology, Information and Internet',
  logoUrl: '/clients/habari-mtandao.svg',
  logoLinkUrl: 'https://habarimtandao.example',
  imageUrl: 'clients-habari-mtandao.svg',
  imageAlt:
    'A Swahili voice clip and a phone of news stories, one of them summarised on a card beside it.',
  tags: ['NLP', 'Recommender Systems', 'Swahili', 'Generative AI', 'A/B Testing'],
  results: [
    { value: '2', label: 'languages understood by meaning, Swahili and English' },
    { value: 'A/B', label: 'every change released behind a test with readers' },
    { value: 'Daily', label: 'use of the tagging tool by the editors' },
  ],
  quote: {
    text: 'They understood that Swahili readers deserve models built for Swahili. Recommendations and summaries finally read like our own newsroom wrote them.',
    person: 'David Kamau',
    role: 'Head of Product',
  },
  details: `Habari Mtandao publishes news, sport and culture online in Swahili and English to readers across East Africa. Its "read next" links were chosen by hand or by popularity alone, and off-the-shelf language tools handled Swahili text poorly.

We adapted an open multilingual language model to the portal's archive of Swahili articles, then used it to represent each story by its meaning rather than its keywords. Recommendations combine those representations with what each reader has recently read.

The same model now drafts short summaries and topic tags that editors accept, edit or reject before publishing, so the archive became searchable by topic for the first time. Editors keep the final say on every word.

Each change was released behind an A/B test. Readers who see the new recommendations read more stories per visit and return more often, and the editorial team uses the tagging tool every day.`,
}

export default client
