import { defineClient } from '../../src/features/clients/client'

const client = defineClient({
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
    portrait: {
      head: 'short1',
      face: 'smile',
      skin: 'warm',
      accessories: 'none',
      facialHair: 'goatee1',
    },
  },
  sections: [
    {
      heading: 'The challenge',
      paragraphs: [
        'Habari Mtandao publishes news, sport and culture online in Swahili and English to readers across East Africa. Its "read next" links were chosen by hand or by popularity alone, and off-the-shelf language tools handled Swahili text poorly.',
      ],
    },
    {
      heading: 'What we built',
      system: true,
      paragraphs: [
        "We adapted an open multilingual language model to the portal's archive of Swahili articles, then used it to represent each story by its meaning rather than its keywords. Recommendations combine those representations with what each reader has recently read.",
      ],
    },
    {
      heading: 'How it runs now',
      paragraphs: [
        'The same model now drafts short summaries and topic tags that editors accept, edit or reject before publishing, so the archive became searchable by topic for the first time. Editors keep the final say on every word.',
      ],
    },
    {
      heading: 'The outcome',
      paragraphs: [
        'Each change was released behind an A/B test. Readers who see the new recommendations read more stories per visit and return more often, and the editorial team uses the tagging tool every day.',
      ],
    },
  ],
  system: {
    caption:
      'The archive is read by meaning in Swahili and English; the same model suggests what to read next and drafts summaries and tags that editors approve.',
    steps: [
      {
        boxes: [
          { title: 'Archive', lines: ['Swahili + English', 'news, sport, culture'], tone: 'data' },
          { title: 'Reading history', lines: ['last 30 stories', 'per reader'], tone: 'data' },
        ],
        via: 'adapted language model',
      },
      {
        boxes: [
          {
            title: 'Meaning of each story',
            lines: ['not its keywords: “mahindi” = maize'],
            tone: 'model',
          },
        ],
        via: 'two uses',
      },
      {
        boxes: [
          { title: 'Read next', lines: ['Soma zaidi', 'behind an A/B test'], tone: 'data' },
          { title: 'Draft summary + tags', lines: ['Muhtasari', 'Kilimo · Uchumi'], tone: 'alert' },
        ],
        via: 'accept, edit, reject',
        viaFrom: 1,
      },
      {
        boxes: [{ title: 'Editors', lines: ['the final say on every word'], tone: 'people' }],
      },
    ],
  },
  screen: {
    kind: 'feed',
    title: 'Muhtasari · drafts to review',
    meta: 'Leo 06:15',
    label:
      "An editor's review queue: four Swahili articles with drafted summaries and topic tags, the first one open with its tags and Accept and Edit buttons.",
    caption: 'Drafted this morning · 4 to review',
    rows: [
      {
        label: 'Bei ya mahindi yashuka Dodoma',
        detail: 'Kilimo · Uchumi',
        value: 'Draft',
        flag: true,
        time: '06:12',
      },
      { label: 'Simba yashinda 2–1 Mwanza', detail: 'Michezo', value: 'Draft', time: '05:58' },
      { label: 'Bajeti ya maji Dar 2027', detail: 'Siasa · Maji', value: 'Edited', time: '05:41' },
      {
        label: 'Tamasha la Sauti za Busara',
        detail: 'Utamaduni',
        value: 'Accepted',
        time: '05:20',
      },
    ],
    focus: {
      kicker: 'Drafted summary',
      title: 'Bei ya mahindi yashuka Dodoma',
      detail: 'Maize prices fall as the harvest arrives…',
      reasons: ['Kilimo', 'Uchumi', 'Dodoma'],
      actions: ['Accept', 'Edit'],
    },
  },
})

export default client
