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
    'A credit scorecard of four factors, one highlighted, sorting applications into three lanes: same day, review and committee.',
  tags: ['Credit Scoring', 'Explainable AI', 'Data Analytics'],
  // The same project, told in full on the home page's featured article (content/featured/).
  story: 'credit-scoring-case-study',
  results: [
    { value: '< 4 h', label: 'to decide most small loans, down from about five working days' },
    { value: '6 weeks', label: 'in shadow mode before the model decided any loan' },
    { value: 'Monthly', label: 'fairness checks across the groups the lender named' },
  ],
  quote: {
    text: 'Loan officers can read every score, question it and override it. For first-time borrowers that openness matters as much as the accuracy.',
    person: 'Grace Mwakalinga',
    role: 'Head of Credit',
  },
  details: `Akiba Jamii Microfinance lends to market traders, farmers and small workshops, many of whom have no formal credit history. A small working-capital loan took close to a week to decide, moving between a branch, a regional office and head office, and the lender could not show regulators how its decisions were made.

We sat with loan officers and the credit committee to turn their experience into candidate signals (savings-group participation, repayment of earlier small loans, seasonal cash flow) and tested each one against five years of loan records. The model sorts applications into three groups: sound ones a branch can approve the same day, standard reviews, and the hard cases for the committee. It is a gradient-boosted model constrained so that every factor moves the score in one direction an officer can explain.

Before launch we measured approval and repayment rates for women- and men-owned businesses, rural and urban applicants and each region. One input turned out to stand in for distance from a branch; we removed it and the gap closed. The same checks now run every month.

Loan officers see the score, the three factors behind it and a clear space to record why they disagree, and they keep the final say. After six months, most small loans were decided in under four hours instead of about five working days, with repayment in line with the lender’s record.`,
}

export default client
