import { defineClient } from '../../src/features/clients/client'

const client = defineClient({
  id: 'mizani-advisory',
  name: 'Mizani Advisory',
  title: 'Document intelligence for faster audits',
  description:
    'Extraction and review tools that read invoices, contracts and receipts so auditors can spend their time on judgement, not typing.',
  industry: 'IT Services and Consulting',
  logoUrl: '/clients/mizani-advisory.svg',
  logoLinkUrl: 'https://mizaniadvisory.example',
  imageUrl: 'clients-mizani-advisory.svg',
  imageAlt:
    'A stack of documents with highlighted passages turned into a table of extracted fields.',
  tags: ['NLP', 'Document AI', 'OCR', 'Annotation', 'Human-in-the-loop'],
  results: [
    { value: 'Weeks → days', label: "to prepare an audit's documents" },
    { value: '5', label: 'field types extracted: parties, dates, amounts, tax numbers, terms' },
    { value: '0', label: "documents leaving the firm's own servers" },
  ],
  quote: {
    text: 'Our auditors stopped retyping invoices and contracts. The extraction is checked, traceable and fast, so the team spends its hours on judgement.',
    person: 'Salma Abdallah',
    role: 'Managing Partner',
    portrait: { head: 'turban', face: 'smile', skin: 'warm', accessories: 'glasses4' },
  },
  sections: [
    {
      heading: 'The challenge',
      paragraphs: [
        'Mizani Advisory audits and advises mid-sized companies and public bodies. Each engagement starts with thousands of scanned invoices, contracts and receipts in English and Swahili, and junior staff spent weeks copying figures from paper into spreadsheets.',
      ],
    },
    {
      heading: 'What we built',
      system: true,
      paragraphs: [
        "Our annotation team labelled a representative set of the firm's documents, and we trained extraction models for the fields auditors actually test: parties, dates, amounts, tax numbers and payment terms. Low-confidence fields are routed to a reviewer instead of being guessed.",
      ],
    },
    {
      heading: 'How it runs now',
      paragraphs: [
        "Reviewers work in a side-by-side screen showing the scan and the extracted values, and every correction they make becomes new training data. Nothing leaves the firm's own servers, which mattered to its public-sector clients.",
      ],
    },
    {
      heading: 'The outcome',
      paragraphs: [
        "Document preparation that used to take the first weeks of an audit now takes days, and the extracted data feeds directly into the firm's sampling and analytics tools.",
      ],
    },
  ],
  system: {
    caption:
      'Scans are read on the firm’s own servers; confident fields go straight to the audit tools and doubtful ones to a reviewer, whose corrections train the model.',
    steps: [
      {
        boxes: [
          { title: 'Scans', lines: ['invoices, contracts', 'English + Swahili'], tone: 'data' },
          {
            title: 'Labelled set',
            lines: ['by our annotators', 'the firm’s own docs'],
            tone: 'data',
          },
        ],
        via: 'on the firm’s servers',
      },
      {
        boxes: [
          {
            title: 'Extraction models',
            lines: ['parties, dates, amounts, TIN, terms'],
            tone: 'model',
          },
        ],
        via: 'confidence per field',
      },
      {
        boxes: [
          { title: 'Sure', lines: ['≥ 0.90', 'straight through'], tone: 'data' },
          { title: 'Reviewer', lines: ['scan beside values', 'Hakiki · Sahihisha'], tone: 'alert' },
        ],
        via: 'checked data',
      },
      {
        boxes: [
          { title: 'Sampling + analytics', lines: ['the audit’s own tools'], tone: 'people' },
        ],
      },
    ],
  },
  screen: {
    kind: 'document',
    title: 'Ankara INV-2291 · review',
    meta: '4 of 5 sure',
    label:
      "A reviewer's screen for one scanned invoice: five extracted fields with their confidence, the amount flagged for review with the reasons and Confirm and Correct buttons.",
    caption: 'Extracted fields · confidence',
    rows: [
      { label: 'Party · Pwani Cement Ltd', detail: 'Seller, page 1', value: '0.98' },
      { label: 'Date · 14 Aug 2026', detail: 'Tarehe ya ankara', value: '0.97' },
      {
        label: 'Amount · TSh 14,720,000',
        detail: 'Jumla, incl. VAT 18%',
        value: '0.62',
        flag: true,
      },
      { label: 'TIN · 123-456-789', detail: 'Seller’s tax number', value: '0.95' },
    ],
    focus: {
      kicker: 'Sent to a reviewer',
      title: 'Amount: TSh 14,720,000?',
      detail: 'Handwritten total beside a printed one',
      reasons: ['Two totals found', 'Stamp over digits'],
      actions: ['Confirm', 'Correct'],
    },
  },
})

export default client
