import { MessagesSquare, ScanEye, Sparkles } from 'lucide-react'
import { figures } from '../../data/figures'
import type { Action, Capability, CtaCopy, Reason, SectionCopy } from '../offerings/offeringTypes'
import { countWord } from '../../data/countWords'

export const aiStudioHero = {
  eyebrow: 'AI Studio & Ideas',
  title: 'AI Studio & Ideas: custom AI, built around your problem',
  lead: 'Our studio takes an idea from a first conversation to a working AI product. We prototype on your data early, prove the value, then engineer it to run reliably in production.',
  actions: [{ label: 'Start Your AI Project', to: '/contact' }] satisfies Action[],
}

/** The 'up to 40% shorter timeline' claim (a claim of its own, not the 40% performance boost). */
const shorterTimeline = '40%'

export const expertise: SectionCopy & { items: Capability[] } = {
  id: 'expertise',
  eyebrow: 'Expertise',
  title: 'Where our studio excels',
  get intro() {
    return `${countWord(this.items.length, { capital: true })} fields where we have built, shipped and maintained production systems.`
  },
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

/** The claim '100+ Successful AI Projects Delivered', with the figure defined once. */
export const projectsClaim = {
  id: 'track-record',
  text: `${figures.aiProjectsDelivered} Successful AI Projects Delivered`,
  detail:
    'For businesses, startups, researchers and public institutions, from first prototype to systems in daily use.',
}

export const aiStudioCta: CtaCopy = {
  title: 'Have an idea for AI?',
  text: 'Tell us about it. We will reply with first thoughts, a suggested approach and a free estimate.',
  actions: [
    { label: 'Book a Free Consultation', to: '/contact' },
    { label: 'Contact us', to: '/contact' },
  ],
}
