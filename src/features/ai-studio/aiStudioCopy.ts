import { MessagesSquare, ScanEye, Sparkles } from 'lucide-react'
import { figures } from '../../data/figures'
import type { Action, CtaCopy, Reason, SectionCopy } from '../offerings/offeringTypes'
import type { ExpertiseField } from './ExpertiseRows'
import type { StudioStage } from './StudioStages'
import { countWord } from '../../data/countWords'

export const aiStudioHero = {
  eyebrow: 'AI Studio & Ideas',
  title: 'AI Studio & Ideas: custom AI, built around your problem',
  lead: 'Our studio takes an idea from a first conversation to a working AI product. We prototype on your data early, prove the value, then engineer it to run reliably in production.',
  actions: [{ label: 'Start your AI project', to: '/contact' }] satisfies Action[],
}

/** The 'up to 40% shorter timeline' claim (a claim of its own, not the 40% performance boost). */
const shorterTimeline = '40%'

export const expertise: SectionCopy & { items: ExpertiseField[]; exampleLabel: string } = {
  id: 'expertise',
  eyebrow: 'Expertise',
  title: 'Where our studio excels',
  get intro() {
    return `${countWord(this.items.length, { capital: true })} fields where we have built, shipped and maintained production systems.`
  },
  exampleLabel: 'For example',
  items: [
    {
      icon: ScanEye,
      title: 'Computer Vision',
      description:
        'Systems that see: inspecting products, reading documents, counting stock and monitoring sites from images and video.',
      benefits: [
        'Object detection, segmentation and tracking',
        'Document and ID reading (OCR)',
        'Models that run on cameras and edge devices',
      ],
      example:
        'A water utility reads the meters in the photos its field staff send, and flags the ones that look wrong.',
    },
    {
      icon: MessagesSquare,
      title: 'Natural Language Processing',
      description:
        'Language technology that understands customers and documents, in Swahili, English and other African languages.',
      benefits: [
        'Classification, extraction and sentiment analysis',
        'Search and question answering over your documents',
        'Speech-to-text for call centres and voice services',
      ],
      example:
        'A lender\u2019s call centre reads Swahili voice notes as text, with the customer\u2019s record already open.',
    },
    {
      icon: Sparkles,
      title: 'Generative AI',
      description:
        'Assistants and content tools grounded in your knowledge, with the evaluation and guardrails to trust them.',
      benefits: [
        'Retrieval-augmented assistants that cite sources',
        'Content drafting with human approval',
        'Safety filters and quality monitoring',
      ],
      example:
        'Staff ask an assistant about policy manuals and get an answer that cites the page it came from.',
    },
  ],
}

export const reasons: SectionCopy & { items: Reason[] } = {
  id: 'why-us',
  eyebrow: 'Why choose us',
  title: 'Why teams choose our AI studio',
  items: [
    {
      title: 'Prototypes in weeks',
      description:
        'You see a working result on your own data early, before committing to a full build.',
    },
    {
      title: `Up to ${shorterTimeline} shorter timeline`,
      description:
        'Reusable components and a proven delivery pipeline cut the time from idea to launch.',
    },
    {
      title: 'Research and engineering together',
      description:
        'The people who design the model also make it run in production, so nothing is lost in hand-over.',
    },
    {
      title: 'Built for African contexts',
      description:
        'Local languages, patchy connectivity and mobile-first users are design inputs, not afterthoughts.',
    },
  ],
}

/** How a studio project runs, from the first conversation to a system in daily use. */
export const stages = {
  id: 'how-we-work',
  eyebrow: 'How a studio project runs',
  title: 'From an idea to a system in daily use',
  intro:
    'Four stages, each ending in something you can see and judge before you commit to the next.',
  axis: {
    stage: 'Stage',
    week: 'Week',
    weeks: ['1', '2', '3', '4', '5', '6', '7', '8', 'Then'],
  },
  items: [
    {
      when: 'Week 1',
      weeks: [1, 1],
      title: 'Shape the idea',
      text: 'A working session with the people who own the problem: the decision to improve, the data there is, what success would look like.',
    },
    {
      when: 'Weeks 2\u20134',
      weeks: [2, 4],
      title: 'Prototype on your data',
      text: 'A first model on a sample of your real data, shown to your team with its errors as well as its wins.',
    },
    {
      when: 'Weeks 5\u20138',
      weeks: [5, 8],
      title: 'Prove the value',
      text: 'A pilot with real users, measured against the success figure agreed in week one.',
    },
    {
      when: 'Then',
      weeks: [9, 10],
      title: 'Engineer for production',
      text: 'Integration, monitoring and retraining, so it keeps working after we hand it over.',
    },
  ] satisfies StudioStage[],
}

/** The claim '100+ Successful AI Projects Delivered', with the figure defined once. */
export const projectsClaim = {
  id: 'track-record',
  text: `${figures.aiProjectsDelivered} Successful AI Projects Delivered`,
  detail: 'From first prototype to systems in daily use, for four kinds of client.',
  basis: `Every model or AI system we put into use, across ${figures.projectsCompleted} client projects, our studio and our own products.`,
  /** The squares of the project wall: the figure's number (100 for '100+'). */
  count: Number.parseInt(figures.aiProjectsDelivered, 10),
  wallLegend: 'One square, one model or system in use.',
  /** Who the projects were for, each with the kind of work it was. */
  clients: [
    {
      who: 'Businesses',
      what: 'Forecasts, stock counting and customer analytics for shops, lenders and operators.',
    },
    { who: 'Startups', what: 'The first model behind a product, built to grow with its users.' },
    {
      who: 'Researchers',
      what: 'Language and vision models for studies, with reproducible pipelines.',
    },
    {
      who: 'Public institutions',
      what: 'Document reading and service analytics for offices serving citizens.',
    },
  ],
}

export const aiStudioCta: CtaCopy = {
  title: 'Have an idea for AI?',
  text: 'Tell us about it. We will reply with first thoughts, a suggested approach and a free estimate.',
  actions: [
    { label: 'Book a free consultation', to: '/contact' },
    { label: 'Contact us', to: '/contact' },
  ],
}

/** Beside the reasons, under their heading: the person a studio project starts with. */
export const studioLead = {
  memberId: 'baraka-mwakyusa',
  title: 'Who you start with',
  text: 'Every studio project begins with a working session with our head of machine learning and the engineers who will build your prototype.',
}

/**
 * The opening's working board (round 8): one studio project pinned up in three frames, the idea as
 * a sketch, the prototype on the client's own photos, the product in daily use, with the notes the
 * team wrote beside them. Example project; every figure is illustrative.
 */
export const studioBoard = {
  label: 'One studio project, pinned up: the idea, the prototype and the product',
  frames: {
    idea: {
      step: 'The idea',
      when: 'Week 1',
      note: '\u201cCan the shelf photos our sales agents already take count the stock?\u201d',
    },
    prototype: {
      step: 'The prototype',
      when: 'Weeks 2\u20134',
      note: 'Trained on 1,200 of the distributor\u2019s own photos',
      detections: [
        { label: 'bottle 0.97', x: 14, y: 40, w: 92, h: 66 },
        { label: 'carton 0.91', x: 214, y: 52, w: 100, h: 54 },
        { label: 'empty: restock', x: 120, y: 128, w: 194, h: 50, warm: true },
      ],
    },
    product: {
      step: 'The product',
      when: 'In daily use',
      note: 'In the agents\u2019 app, in Swahili and English',
      task: 'Shelf 4: restock 2 cartons',
      taskMeta: 'Duka la Mama Neema · 09:12',
      message: {
        said: '\u201cHabari, nataka kurudisha oda yangu ya jana.\u201d',
        meaning: 'Hello, I want to return yesterday\u2019s order.',
        tags: ['Intent: return order', 'Swahili'],
      },
      routed: 'Sent to the returns desk in 2 seconds',
    },
  },
}
