import { defineClient } from '../../src/features/clients/client'

const client = defineClient({
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
    portrait: { head: 'buns', face: 'smile', skin: 'deep', accessories: 'glasses' },
  },
  sections: [
    {
      heading: 'The challenge',
      paragraphs: [
        'Akiba Jamii Microfinance lends to market traders, farmers and small workshops, many of whom have no formal credit history. A small working-capital loan took close to a week to decide, moving between a branch, a regional office and head office, and the lender could not show regulators how its decisions were made.',
      ],
    },
    {
      heading: 'What we built',
      system: true,
      paragraphs: [
        'We sat with loan officers and the credit committee to turn their experience into candidate signals (savings-group participation, repayment of earlier small loans, seasonal cash flow) and tested each one against five years of loan records. The model sorts applications into three groups: sound ones a branch can approve the same day, standard reviews, and the hard cases for the committee. It is a gradient-boosted model constrained so that every factor moves the score in one direction an officer can explain.',
      ],
    },
    {
      heading: 'How it runs now',
      paragraphs: [
        'Before launch we measured approval and repayment rates for women- and men-owned businesses, rural and urban applicants and each region. One input turned out to stand in for distance from a branch; we removed it and the gap closed. The same checks now run every month.',
      ],
    },
    {
      heading: 'The outcome',
      paragraphs: [
        'Loan officers see the score, the three factors behind it and a clear space to record why they disagree, and they keep the final say. After six months, most small loans were decided in under four hours instead of about five working days, with repayment in line with the lender’s record.',
      ],
    },
  ],
  system: {
    caption:
      'An application is scored on signals the loan officers named, sorted into three lanes, and decided by a person; fairness checks run every month.',
    steps: [
      {
        boxes: [
          { title: 'Application', lines: ['TSh 600,000', 'tawi la Kariakoo'], tone: 'data' },
          { title: 'Loan records', lines: ['five years', 'repaid, late, default'], tone: 'data' },
        ],
        via: 'signals officers named',
      },
      {
        boxes: [
          { title: 'Savings group', lines: ['VICOBA, 3 yrs'], tone: 'data' },
          { title: 'Past loans', lines: ['4 of 4 repaid'], tone: 'data' },
          { title: 'Season', lines: ['harvest cash'], tone: 'data' },
        ],
        via: 'score with three factors',
      },
      {
        boxes: [
          {
            title: 'Monotonic credit model',
            lines: ['every factor moves the score one way'],
            tone: 'model',
          },
        ],
        via: 'sorted into lanes',
      },
      {
        boxes: [
          { title: 'Approve today', lines: ['at the branch'], tone: 'people' },
          { title: 'Review', lines: ['regional office'], tone: 'data' },
          { title: 'Committee', lines: ['hard cases'], tone: 'alert' },
        ],
        via: 'every month',
      },
      {
        boxes: [
          {
            title: 'Fairness checks',
            lines: ['women/men, rural/urban, each region'],
            tone: 'people',
          },
        ],
      },
    ],
  },
  screen: {
    kind: 'factors',
    title: 'Loan triage · Tawi la Kariakoo',
    meta: 'Leo 09:40',
    label:
      "One loan application explained: TSh 600,000 for a vegetable stall scored 0.88 on a scale with the approve, review and committee bands, the factors that raised or lowered the score as bars, and the branch's day so far: 14 to approve, 9 to review, 3 for the committee.",
    score: 0.88,
    factors: [
      { label: '4 of 4 loans repaid', weight: 0.34 },
      { label: 'VICOBA member 3 yrs', weight: 0.22 },
      { label: 'Harvest season', weight: 0.08 },
      { label: 'First loan over 500k', weight: -0.12 },
    ],
    lanes: [
      {
        name: 'Approve today',
        count: 14,
        tone: 'go',
        items: [
          { label: 'TSh 600,000', detail: 'Vegetable stall · 0.88' },
          { label: 'TSh 350,000', detail: 'Tailor · 0.84' },
        ],
      },
      {
        name: 'Review',
        count: 9,
        tone: 'check',
        items: [
          { label: 'TSh 1,200,000', detail: 'Welding shop · 0.61' },
          { label: 'TSh 900,000', detail: 'Maize trader · 0.57' },
        ],
      },
      {
        name: 'Committee',
        count: 3,
        tone: 'hold',
        items: [{ label: 'TSh 4,000,000', detail: 'New workshop · 0.38' }],
      },
    ],
    focus: {
      kicker: 'Score 0.88 · approve today',
      title: 'TSh 600,000 for a vegetable stall',
      detail: 'Kariakoo market, 6 months, weekly repayments',
      reasons: ['VICOBA member 3 yrs', '4 of 4 loans repaid', 'Harvest season'],
      actions: ['Approve', 'Disagree, note why'],
    },
  },
})

export default client
