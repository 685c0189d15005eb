import { defineClient } from '../../src/features/clients/client'

const client = defineClient({
  id: 'kilele-pay',
  name: 'Kilele Pay',
  // \u2011 is a non-breaking hyphen: the heading never breaks inside the word.
  title: 'Real\u2011time fraud screening for mobile\u2011money transfers',
  description:
    'A streaming fraud model that scores every transfer in milliseconds and sends only the truly suspicious ones to analysts.',
  industry: 'Financial Services',
  logoUrl: '/clients/kilele-pay.svg',
  logoLinkUrl: 'https://kilelepay.example',
  imageUrl: 'clients-kilele-pay.svg',
  imageAlt:
    'A stream of transfers passing a scoring gate, one of them held below it, beside a row of latency bars.',
  tags: ['Fraud Detection', 'Real-time ML', 'MLOps', 'Payments', 'Explainable AI', 'Kafka'],
  results: [
    { value: '87%', label: 'fewer false alarms for the analyst team' },
    { value: '2 years', label: 'of confirmed fraud cases behind the model' },
    { value: 'Monthly', label: 'retraining, reviewed and approved like any release' },
  ],
  quote: {
    text: 'Our analysts used to spend the day clearing false alarms. Now they look at the few transfers that matter, and every hold comes with a reason they can explain to the customer.',
    person: 'Rehema Mollel',
    role: 'Head of Risk',
    portrait: { head: 'longAfro', face: 'smile', skin: 'brown', accessories: 'none' },
  },
  sections: [
    {
      heading: 'The challenge',
      paragraphs: [
        'Kilele Pay moves money between mobile wallets, bank accounts and merchants in four East African countries. Its rule-based fraud screen had grown to hundreds of hand-written rules that blocked good customers and still missed new fraud patterns, and the analyst team spent most of its day clearing false alarms.',
      ],
    },
    {
      heading: 'What we built',
      system: true,
      paragraphs: [
        "We built a streaming pipeline on the company's existing message bus that enriches each transfer with device, network and account-history features, then scores it with a model trained on two years of confirmed fraud cases. The whole path stays well under the time budget of a payment.",
      ],
    },
    {
      heading: 'How it runs now',
      paragraphs: [
        'Every score comes with its main reasons in plain language, so analysts can see why a transfer was held and customers get a clear explanation when they call. The most useful rules were kept as guardrails around the model rather than thrown away.',
      ],
    },
    {
      heading: 'The outcome',
      paragraphs: [
        'Monitoring watches for drift in both the data and the fraud patterns, and a monthly retraining job runs through the same review and approval steps as any other software release. Analysts now review a fraction of the alerts they used to, and far fewer honest payments are blocked.',
      ],
    },
  ],
  system: {
    caption:
      'Each transfer is enriched, scored and either released or held with its reasons for an analyst; confirmed cases flow back into the monthly retraining.',
    steps: [
      {
        boxes: [
          { title: 'Transfer', lines: ['TSh 2,450,000', 'Wallet → agent 0731'], tone: 'data' },
          { title: 'Message bus', lines: ['existing topics', '~40 ms budget'], tone: 'data' },
        ],
        via: 'enrich',
      },
      {
        boxes: [
          { title: 'Device', lines: ['new handset'], tone: 'data' },
          { title: 'Network', lines: ['cell, SIM age'], tone: 'data' },
          { title: 'History', lines: ['90 days'], tone: 'data' },
        ],
        via: 'score in milliseconds',
      },
      {
        boxes: [
          {
            title: 'Fraud model + guardrail rules',
            lines: ['score 0–1 with its top three reasons'],
            tone: 'model',
          },
        ],
        via: 'score ≥ 0.80 is held',
      },
      {
        boxes: [
          { title: 'Released', lines: ['most transfers', 'no delay'], tone: 'data' },
          { title: 'Analyst queue', lines: ['Inasubiri ukaguzi', 'Hold · Release'], tone: 'alert' },
        ],
        via: 'confirmed cases',
        viaFrom: 1,
      },
      {
        boxes: [
          {
            title: 'Monthly retraining',
            lines: ['drift watch, reviewed like any release'],
            tone: 'people',
          },
        ],
      },
    ],
  },
  screen: {
    kind: 'queue',
    title: 'Fraud alerts · Foleni ya ukaguzi',
    meta: 'Live',
    label:
      "An analyst's fraud alert queue: four held transfers with their scores, the first one open with its three reasons and Hold and Release buttons.",
    caption: 'Held for review · last hour',
    rows: [
      {
        label: 'TX-48213 · TSh 2,450,000',
        detail: 'Wallet → agent 0731',
        value: '0.94',
        flag: true,
      },
      { label: 'TX-48197 · TSh 380,000', detail: 'Wallet → wallet, Arusha', value: '0.86' },
      { label: 'TX-48160 · KSh 52,000', detail: 'Bank → wallet, Kisumu', value: '0.83' },
      { label: 'TX-48122 · TSh 1,100,000', detail: 'Merchant 4417, Dodoma', value: '0.81' },
    ],
    focus: {
      kicker: 'Why it was held',
      title: 'TSh 2,450,000 to agent 0731',
      detail: 'Sender’s wallet, opened 2021',
      reasons: ['New device', '3 transfers in 4 min', '02:14 at night'],
      actions: ['Hold', 'Release'],
    },
  },
})

export default client
