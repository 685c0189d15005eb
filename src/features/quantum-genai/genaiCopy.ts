import {
  Bot,
  BookOpenText,
  FlaskConical,
  Gauge,
  Lightbulb,
  Database,
  MessagesSquare,
  Rocket,
  ShieldCheck,
  Sparkles,
  Target,
  Wand2,
  Eye,
  Boxes,
} from 'lucide-react'
import { figures } from '../../data/figures'
import type { ProductPageContent } from '../offerings/offeringTypes'
import { numberSteps } from '../offerings/processSteps'
import { countWord } from '../../data/countWords'

/** The grounded answer's trace ends on what the guardrails held back today. */
export const guardrailFlags = [
  {
    flag: 'Personal data',
    question: 'What does Neema in finance earn?',
    outcome: 'Withheld; pointed to the HR desk.',
  },
  {
    flag: 'Off policy',
    question: 'Draft my sick note for last week.',
    outcome: 'Declined and logged for review.',
  },
]

/** /quantum-genai. */
export const genaiPage: ProductPageContent = {
  hero: {
    eyebrow: 'Generative-AI enhancement',
    title: 'Quantum GenAI',
    tagline: 'Generative AI that knows your business and keeps to your rules.',
    lead: 'We add language, image and speech generation to your products and workflows: grounded in your own knowledge, evaluated before launch and monitored after it.',
    actions: [
      { label: 'Explore Capabilities', scrollTo: 'capabilities', variant: 'onDark' },
      { label: 'Get Started', to: '/contact', variant: 'primary' },
    ],
  },
  stats: {
    id: 'results',
    eyebrow: 'Results',
    // Non-breaking hyphen (U+2011): the heading never breaks inside 'generative-AI'.
    title: 'Results from our generative\u2011AI projects',
    items: [
      {
        value: figures.performanceBoost,
        label: 'Performance improvement',
        icon: Gauge,
        context: 'Task quality on the client’s own test set, against the model before tuning.',
      },
      {
        value: '60%',
        label: 'Faster pilot deployment',
        icon: Rocket,
        context: 'From an agreed use case to a pilot in staff hands, against a build from scratch.',
      },
      {
        value: '95%',
        label: 'Answer accuracy',
        icon: Target,
        context: 'Answers graded correct and grounded by the client’s reviewers before launch.',
      },
      {
        value: figures.monitoring,
        label: 'Monitoring',
        icon: Eye,
        context: 'Quality, cost and safety of live answers, watched around the clock.',
      },
    ],
  },
  capabilities: {
    id: 'capabilities',
    eyebrow: 'Capabilities',
    get title() {
      return `${countWord(this.items.length, { capital: true })} ways we put generative AI to work`
    },
    intro:
      'Each capability can start as a focused pilot and grow into a production service your teams rely on.',
    items: [
      {
        icon: Sparkles,
        title: 'Custom Language Models',
        description:
          'Open and commercial models adapted to your vocabulary, tone and tasks through fine-tuning and prompt design.',
        benefits: [
          'Answers in your domain’s language',
          'Smaller, cheaper models where they are enough',
          'Your data stays under your control',
        ],
      },
      {
        icon: BookOpenText,
        title: 'Knowledge Assistants',
        description:
          'Retrieval-augmented assistants that answer from your documents, policies and records, and cite their sources.',
        benefits: [
          'Grounded answers with references',
          'Access rules respected per user',
          'Always current as documents change',
        ],
      },
      {
        icon: MessagesSquare,
        title: 'Multilingual Conversational AI',
        description:
          'Chat and voice assistants that serve customers in Swahili, English and other languages across channels.',
        benefits: [
          'Web, mobile and messaging channels',
          'Smooth hand-over to human agents',
          'Speech recognition for voice services',
        ],
      },
      {
        icon: Wand2,
        title: 'Content Generation & Automation',
        description:
          'Drafting of reports, product descriptions, summaries and images, with people approving what goes out.',
        benefits: [
          'Hours of routine writing saved each week',
          'Brand and style rules built in',
          'Review steps where they matter',
        ],
      },
      {
        icon: ShieldCheck,
        title: 'Responsible AI & Guardrails',
        description:
          'Evaluation suites, safety filters and monitoring that keep generated output accurate, fair and on-policy.',
        benefits: [
          'Measured accuracy before every release',
          'Filters for harmful or off-topic output',
          'Audit trails for compliance teams',
        ],
      },
    ],
  },
  process: {
    id: 'process',
    eyebrow: 'How we work',
    // Non-breaking hyphen (U+2011): the heading never breaks inside 'generative-AI'.
    title: 'From idea to a generative\u2011AI service you can trust',
    intro:
      'Every answer a live service gives rests on the five steps that built it. Here is one answer’s trace: each numbered span is the step that made it possible.',
    steps: numberSteps([
      {
        icon: Lightbulb,
        // \u2011 is a non-breaking hyphen: the heading never breaks inside the word.
        title: 'Use\u2011Case Discovery',
        description:
          'We pick the tasks where generation adds real value and define how success will be measured.',
      },
      {
        icon: Database,
        title: 'Knowledge Preparation',
        description:
          'We gather, clean and structure the documents and examples the model will learn from or retrieve.',
      },
      {
        icon: Boxes,
        title: 'Model Selection & Tuning',
        description:
          'We compare candidate models on your tasks, then tune prompts or weights for quality and cost.',
      },
      {
        icon: FlaskConical,
        title: 'Evaluation & Guardrails',
        description:
          'We test accuracy, safety and bias against agreed benchmarks and add the guardrails the results call for.',
      },
      {
        icon: Bot,
        title: 'Deployment & Monitoring',
        description:
          'We ship to production, watch quality and usage around the clock, and improve the service over time.',
      },
    ]),
  },
  technologies: {
    id: 'technologies',
    eyebrow: 'Technology',
    // Non-breaking hyphen (U+2011): the heading never breaks inside 'generative-AI'.
    title: 'The tools behind our generative\u2011AI work',
    intro:
      'Proven open-source and cloud technology, chosen per project for quality, cost and control.',
    items: [
      {
        name: 'PyTorch',
        description: 'Training and fine-tuning of language, vision and speech models.',
        category: 'Framework',
      },
      {
        name: 'Hugging Face Transformers',
        description: 'Access to open models and the tooling to adapt them.',
        category: 'Models',
      },
      {
        name: 'LangChain',
        description: 'Orchestration of prompts, tools and retrieval steps.',
        category: 'Orchestration',
      },
      {
        name: 'pgvector',
        description: 'Vector search inside PostgreSQL for retrieval-augmented answers.',
        category: 'Vector search',
      },
      {
        name: 'Whisper',
        description: 'Speech recognition for voice assistants and transcription.',
        category: 'Speech',
      },
      {
        name: 'Stable Diffusion',
        description: 'Image generation and editing for creative and product content.',
        category: 'Image generation',
      },
      {
        name: 'vLLM',
        description: 'Fast, cost-efficient serving of large language models.',
        category: 'Serving',
      },
      {
        name: 'Kubernetes',
        description: 'Scalable hosting in the cloud or on your own servers.',
        category: 'Infrastructure',
      },
    ],
  },
  cta: {
    title: 'Bring generative AI into your business',
    text: 'Tell us where your teams lose time or where customers wait. We will suggest a pilot and send a free estimate.',
    actions: [
      { label: 'Start Your GenAI Project', to: '/contact' },
      { label: 'View All Services', to: '/services' },
    ],
  },
}
