import type { Client } from '../../src/features/clients/client'

const client: Client = {
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
  },
  details: `Kilele Pay moves money between mobile wallets, bank accounts and merchants in four East African countries. Its rule-based fraud screen had grown to hundreds of hand-written rules that blocked good customers and still missed new fraud patterns, and the analyst team spent most of its day clearing false alarms.

We built a streaming pipeline on the company's existing message bus that enriches each transfer with device, network and account-history features, then scores it with a model trained on two years of confirmed fraud cases. The whole path stays well under the time budget of a payment.

Every score comes with its main reasons in plain language, so analysts can see why a transfer was held and customers get a clear explanation when they call. The most useful rules were kept as guardrails around the model rather than thrown away.

Monitoring watches for drift in both the data and the fraud patterns, and a monthly retraining job runs through the same review and approval steps as any other software release. Analysts now review a fraction of the alerts they used to, and far fewer honest payments are blocked.`,
}

export default client
