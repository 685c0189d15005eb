import {
  BadgeCheck,
  ClipboardList,
  Layers,
  PenTool,
  Send,
  ShieldCheck,
  Shapes,
  Target,
  Users,
  UsersRound,
  Waypoints,
  Tags,
  Eye,
} from 'lucide-react'
import { figures } from '../../data/figures'
import type { ProductPageContent } from '../offerings/offeringTypes'
import { numberSteps } from '../offerings/processSteps'

/** The quality pipeline's stations, by the label of the figure each carries. */
export const stationOf: Record<string, string> = {
  'Expert annotators': 'Annotator',
  'Annotations/day': 'Reviewer',
  'Quality monitoring': 'Gold-set check',
  'Label accuracy': 'Delivered',
}

/** The review sheet beside the quality stations: one gold item's way through them. */
export const reviewTrail = {
  window: 'Review · item 0412',
  status: 'Corrected',
  kind: 'Text · entities · Swahili',
  gloss: '“Amina paid TSh 120,000 in Mwanza yesterday.”',
  annotator: { who: 'Annotator A-17', when: '09:12', wrong: 'Person' },
  reviewer: {
    who: 'Reviewer R-04',
    when: '09:40',
    note: 'Mwanza is the city here, not a surname (guideline 3.2).',
  },
  gold: { who: 'Gold-set check', when: '09:41', result: 'Matches the gold answer, 3 of 3' },
  delivered: { who: 'Delivered', when: '17:00', result: 'In batch 214, with its quality report' },
}

/** /quantum-annotate. */
export const annotatePage: ProductPageContent = {
  hero: {
    eyebrow: 'Data annotation service',
    title: 'Quantum Annotate',
    tagline: 'Labelled data you can train on with confidence.',
    lead: 'Text, image, audio and video annotation by a trained professional workforce, with quality checks at every stage and frameworks designed around your models.',
    actions: [
      { label: 'Explore Services', scrollTo: 'services', variant: 'onDark' },
      { label: 'Get Started', to: '/contact', variant: 'primary' },
    ],
  },
  stats: {
    id: 'results',
    eyebrow: 'Quality pipeline',
    title: 'Quality and scale, measured',
    intro:
      'Every label passes three pairs of eyes before it reaches you: the annotator, a reviewer, and a check against gold-standard items whose answers we already know.',
    // In the order of the pipeline: who labels, how much is reviewed, how it is checked, what ships.
    items: [
      {
        value: '100+',
        label: 'Expert annotators',
        icon: Users,
        context: 'Trained on your guidelines before the first batch.',
      },
      {
        value: '50k+',
        label: 'Annotations/day',
        icon: Tags,
        context: 'Labelled, then checked by a second person.',
      },
      {
        value: figures.monitoring,
        label: 'Quality monitoring',
        icon: Eye,
        context: 'Hidden gold-standard items score every annotator.',
      },
      {
        value: '99.5%',
        label: 'Label accuracy',
        icon: Target,
        context: 'Against gold-standard items, on delivered batches.',
      },
    ],
  },
  capabilities: {
    id: 'services',
    eyebrow: 'Services',
    title: 'Annotation services for every kind of data',
    intro:
      'From a pilot batch to millions of items, we label the data your models learn from and prove its quality.',
    items: [
      {
        icon: Layers,
        // \u2011 is a non-breaking hyphen: the heading never breaks inside the word.
        title: 'Multi\u2011Modal Annotation',
        description:
          'Text, image, audio and video labelling under one roof, with consistent guidelines across formats.',
        benefits: [
          'Text: entities, sentiment, intent and classification',
          'Image and video: boxes, polygons, segmentation and tracking',
          'Audio: transcription, speaker turns and sound events',
        ],
      },
      {
        icon: UsersRound,
        title: 'Professional Workforce',
        description:
          'Trained, vetted annotators, including domain specialists and speakers of Swahili and other local languages.',
        benefits: [
          'Annotators trained on your guidelines before they start',
          'Domain experts for medical, legal and financial data',
          'Fair pay and stable teams that keep their knowledge',
        ],
      },
      {
        icon: ShieldCheck,
        // \u2011 is a non-breaking hyphen: the heading never breaks inside the word.
        title: 'Industry\u2011Grade Quality',
        description:
          'Layered review, gold-standard checks and agreement scores keep every batch to the accuracy you agreed.',
        benefits: [
          'Consensus and expert review on hard cases',
          'Quality reports with every delivery',
          'Secure handling of confidential data',
        ],
      },
      {
        icon: Waypoints,
        title: 'Scalable Solutions',
        description:
          'Start small to test guidelines, then scale the team and tooling as your volume grows.',
        benefits: [
          'Capacity that follows your release plan',
          'Predictable turnaround at any volume',
          'Integration with your storage and pipelines',
        ],
      },
      {
        icon: Shapes,
        title: 'Custom Frameworks',
        description:
          'Label taxonomies, tools and workflows designed for your model, not forced into a generic template.',
        benefits: [
          'Taxonomies designed with your data scientists',
          'Edge cases documented and versioned',
          'Export formats ready for your training code',
        ],
      },
    ],
  },
  process: {
    id: 'process',
    eyebrow: 'How we work',
    // \u2011 is a non-breaking hyphen: the heading never breaks inside the word.
    title: 'A clear path from raw data to training\u2011ready labels',
    intro:
      'A pilot batch comes first, so the guidelines are tested on your data before the volume starts.',
    steps: numberSteps([
      {
        icon: ClipboardList,
        title: 'Project Planning',
        description:
          'We agree on goals, data volumes, accuracy targets, timelines and security requirements.',
      },
      {
        icon: PenTool,
        title: 'Framework Design',
        description:
          'We design the label taxonomy and guidelines, then test them on a pilot batch with your team.',
      },
      {
        icon: Users,
        title: 'Team Assignment',
        description:
          'We assemble and train a team with the right language and domain skills for your data.',
      },
      {
        icon: BadgeCheck,
        title: 'Annotation & Quality Control',
        description:
          'Annotators label in batches while reviewers check agreement and accuracy continuously.',
      },
      {
        icon: Send,
        title: 'Delivery & Support',
        description:
          'We deliver in your format with a quality report, and support you as the model evolves.',
      },
    ]),
  },
  whyChoose: {
    id: 'why-choose',
    eyebrow: 'Why Quantum Annotate',
    title: 'Why teams trust us with their training data',
    items: [
      {
        title: 'Accuracy you can verify',
        description:
          'Every delivery comes with measured accuracy and agreement, not just a promise.',
      },
      {
        title: 'Local language strength',
        description:
          'Native speakers label African-language text and audio that generic vendors struggle with.',
      },
      {
        title: 'Secure by default',
        description:
          'Access controls, confidentiality agreements and audit trails protect your data throughout.',
      },
      {
        title: 'Fast to start',
        description: 'A pilot batch can begin within days of the first conversation.',
      },
    ],
  },
  cta: {
    title: 'Start your annotation project',
    text: 'Share a sample of your data and your accuracy target. We will propose guidelines, a timeline and a free estimate.',
    actions: [
      { label: 'Start Your Project', to: '/contact' },
      { label: 'View All Services', to: '/services' },
    ],
  },
}
