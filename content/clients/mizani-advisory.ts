import type { Client } from '../../src/features/clients/client'

const client: Client = {
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
  },
  details: `Mizani Advisory audits and advises mid-sized companies and public bodies. Each engagement starts with thousands of scanned invoices, contracts and receipts in English and Swahili, and junior staff spent weeks copying figures from paper into spreadsheets.

Our annotation team labelled a representative set of the firm's documents, and we trained extraction models for the fields auditors actually test: parties, dates, amounts, tax numbers and payment terms. Low-confidence fields are routed to a reviewer instead of being guessed.

Reviewers work in a side-by-side screen showing the scan and the extracted values, and every correction they make becomes new training data. Nothing leaves the firm's own servers, which mattered to its public-sector clients.

Document preparation that used to take the first weeks of an audit now takes days, and the extracted data feeds directly into the firm's sampling and analytics tools.`,
}

export default client
