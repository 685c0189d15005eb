import type { Client } from '../../src/features/clients/client'

const client: Client = {
  id: 'akiba-jamii',
  name: 'Akiba Jamii Microfinance',
  title: 'Fair, explainable credit scoring for small lenders',
  description:
    'A credit model for first-time borrowers that loan officers can read, question and override, with fairness checks built in.',
  industry: 'Financial Services',
  logoUrl: '/clients/akiba-jamii.svg',
  logoLinkUrl: 'https://akibajamii.example',
  imageUrl: 'clients-akiba-jamii.svg',
  imageAlt:
    'Illustration of a credit scorecard with balanced scales and a row of small business icons.',
  tags: ['Credit Scoring', 'Explainable AI', 'Data Analytics'],
  quote: {
    text: 'Loan officers can read every score, question it and override it. For first-time borrowers that openness matters as much as the accuracy.',
    person: 'Grace Mwakalinga',
    role: 'Head of Credit',
  },
  details: `Akiba Jamii Microfinance lends to market traders, farmers and small workshops, most of whom have no formal credit history. Loan officers decided by experience, which worked well in some branches and poorly in others, and the lender could not show regulators how its decisions were made.

We worked with the credit team to turn their experience into candidate signals — savings-group participation, repayment of earlier small loans, seasonal cash flow — and tested each one against five years of loan outcomes. The final scorecard uses a handful of transparent factors rather than an opaque model.

Before launch we measured approval and default rates across gender, age and region, and adjusted the scorecard until the differences could be justified by repayment behaviour alone. The same report is regenerated every quarter.

Loan officers see the score, the factors behind it and a clear space to record why they disagree. Those overrides are reviewed monthly, and several have already led to improvements in the scorecard itself.`,
}

export default client
