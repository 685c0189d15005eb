import { team } from '../../../content/team'
import { countWord } from '../../data/countWords'

/**
 * Resources page copy: resource categories, featured resources and webinars.
 * Nothing here is downloadable yet: every button leads to the contact page, where visitors ask for it.
 */

export const CONTACT_PATH = '/contact'

export const resourcesHero = {
  eyebrow: 'Resources',
  title: 'Knowledge Resources',
  lead: 'Guides, tools, videos and research from our engineers, for teams taking AI and data projects from idea to production.',
  browse: { label: 'Browse Featured Resources', targetId: 'featured' },
}

export type FeaturedCategory = 'Guide' | 'Tools' | 'Video'

export interface FeaturedResource {
  title: string
  description: string
  category: FeaturedCategory
  /** Display text, e.g. '2.3k'. */
  downloadCount: string
  featured: boolean
  /** A video's running time as its cover's player shows it. */
  runningTime?: string
}

export const featuredSection = {
  id: 'featured',
  eyebrow: 'Featured',
  title: 'Featured Resources',
  get intro() {
    return `The ${countWord(featuredResources.length)} resources teams ask us for most often.`
  },
  downloadLabel: 'Download',
  /**
   * A video is downloaded as its recording (to watch offline, on a slow connection): its button says
   * so, and its running time stands beside its kind.
   */
  videoDownloadLabel: 'Download the recording',
  /** '52:10' → '52 min'. */
  runningTimeLabel: (time: string) => `${Number(time.split(':')[0])} min`,
  downloadsSuffix: 'downloads',
}

export const featuredResources: FeaturedResource[] = [
  {
    title: 'The Production ML Playbook',
    description:
      'A step-by-step guide to taking a model from notebook to a monitored service: data checks, packaging, deployment and retraining.',
    category: 'Guide',
    downloadCount: '2.3k',
    featured: true,
  },
  {
    title: 'Data Quality Toolkit',
    description:
      'Checklists and ready-made validation rules to catch missing, duplicated and drifting data before it reaches your models.',
    category: 'Tools',
    downloadCount: '1.8k',
    featured: true,
  },
  {
    title: 'MLOps in Practice: A Video Walkthrough',
    description:
      'Watch our engineers build a complete training and deployment pipeline, with every step explained along the way.',
    category: 'Video',
    downloadCount: '950',
    featured: true,
    runningTime: '52:10',
  },
]

export type CategoryIconName = 'book-open' | 'circle-play' | 'file-text' | 'wrench'

export interface ResourceItem {
  name: string
  type: string
  /** File size or running time, e.g. '2.3 MB', '45 min'. */
  size: string
}

export interface ResourceCategory {
  title: string
  description: string
  icon: CategoryIconName
  items: ResourceItem[]
}

export const categoriesSection = {
  id: 'categories',
  eyebrow: 'Library',
  title: 'Browse by Category',
  intro: 'Documentation, tutorials, research and tools, grouped by what you need to do.',
  viewAllLabel: (category: string) => `View All in ${category}`,
  /** The opening's index of the library: one link per category, to its card below. */
  shelfLabel: 'The library by category',
  /** An entry's count, after its figure. */
  shelfUnit: (n: number) => (n === 1 ? 'title' : 'titles'),
  /** The index's register line: how much the library holds. */
  shelfTotal: (titles: number, categories: number) =>
    `${titles} titles in ${categories} categories`,
}

/** A featured resource's anchor (the hero's button leads to its section; a card can be linked). */
export function featuredAnchor(title: string): string {
  return `featured-${slug(title)}`
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** A category's card's anchor (the opening's index links to it). */
export function categoryAnchor(title: string): string {
  return `category-${slug(title)}`
}

export const resourceCategories: ResourceCategory[] = [
  {
    title: 'Documentation',
    description: 'Set-up guides and references for our analytics, annotation and MLOps products.',
    icon: 'book-open',
    items: [
      { name: 'Analytics Platform Getting Started Guide', type: 'PDF', size: '2.3 MB' },
      { name: 'Annotation Project Set-up Handbook', type: 'PDF', size: '1.6 MB' },
      { name: 'Model Deployment API Reference', type: 'HTML', size: '850 KB' },
    ],
  },
  {
    title: 'Video Tutorials',
    description: 'Recorded walkthroughs you can follow along with at your own pace.',
    icon: 'circle-play',
    items: [
      { name: 'Building Your First Data Pipeline', type: 'Video', size: '45 min' },
      { name: 'Monitoring Models in Production', type: 'Video', size: '32 min' },
      { name: 'Labelling Audio and Video Data', type: 'Video', size: '28 min' },
    ],
  },
  {
    title: 'Whitepapers',
    description: 'Research and field notes on AI adoption, responsible AI and data practice.',
    icon: 'file-text',
    items: [
      { name: 'The Last Mile: Why AI Models Stall Before Production', type: 'PDF', size: '3.4 MB' },
      { name: 'Responsible AI for African Markets', type: 'PDF', size: '2.8 MB' },
      { name: 'Human Feedback in Analytics Platforms', type: 'PDF', size: '1.9 MB' },
    ],
  },
  {
    title: 'Tools & SDKs',
    description: 'Libraries, templates and command-line tools that speed up everyday data work.',
    icon: 'wrench',
    items: [
      { name: 'Python SDK', type: 'Package', size: '12 MB' },
      { name: 'Data Validation CLI', type: 'Binary', size: '8.4 MB' },
      { name: 'Annotation Export Converters', type: 'ZIP', size: '3.1 MB' },
    ],
  },
]

export interface Webinar {
  title: string
  /** Display date, e.g. 'March 7, 2024'. */
  date: string
  /** Display time in East Africa Time, e.g. '14:00 EAT'. */
  time: string
  /** Start as ISO 8601 with the EAT offset (+03:00), for `<time dateTime>`. */
  startsAt: string
  presenter: string
  /** The presenter's file in content/team/ (their portrait beside the programme). */
  presenterId: string
}

/**
 * The webinars are dated March 2024 and the page keeps the spec's 'Register Now': they are shown
 * truthfully as sessions first held then that we run again on request, so registering asks for the
 * next date (every button on this page leads to /contact).
 */
export const webinarsSection = {
  id: 'webinars',
  eyebrow: 'Webinars',
  title: 'Sessions we run again',
  intro:
    'Free online sessions our engineers and researchers first ran in March 2024 (East Africa Time, UTC+3). Register and we will tell you the next date, or send you the recording.',
  registerLabel: 'Register Now',
  /** Each session's format, above its title: the recording now, a repeat on request. */
  format: 'Recording · repeat on request',
  dateLabel: 'First held',
  presenterLabel: 'Presenter',
  /** Beside the programme, under the intro: the presenters' portraits. */
  hostsLabel: 'Presented by',
}

/** A presenter as the team page names them (content/team/), so the two never disagree. */
function presenter(id: string): string {
  const member = team.find((m) => m.id === id)
  if (!member) throw new Error(`resourcesCopy.ts: no team member '${id}' in content/team/`)
  return `${member.name}, ${member.role}`
}

export const webinars: Webinar[] = [
  {
    title: 'Getting started with MLOps on a small budget',
    date: 'March 7, 2024',
    time: '14:00 EAT',
    startsAt: '2024-03-07T14:00:00+03:00',
    presenter: presenter('juma-rashidi'),
    presenterId: 'juma-rashidi',
  },
  {
    title: 'Annotation quality that scales',
    date: 'March 14, 2024',
    time: '16:00 EAT',
    startsAt: '2024-03-14T16:00:00+03:00',
    presenter: presenter('fatuma-hamisi'),
    presenterId: 'fatuma-hamisi',
  },
  {
    title: 'Generative AI for Swahili content',
    date: 'March 21, 2024',
    time: '11:00 EAT',
    startsAt: '2024-03-21T11:00:00+03:00',
    presenter: presenter('zawadi-kimaro'),
    presenterId: 'zawadi-kimaro',
  },
]

export const newsletter = {
  id: 'newsletter',
  title: 'Stay Updated',
  text: 'New guides, tools and webinar recordings, a few times a year, by e-mail.',
  inputLabel: 'Email address',
  placeholder: 'you@example.com',
  submitLabel: 'Subscribe',
  /** What each issue brings, beside the form. */
  perks: [
    'New guides and toolkits as they are published',
    'Webinar recordings and the next repeat dates',
    'Notes from our research archive',
  ],
  /**
   * What happens, plainly (the form sends nothing): the list is kept by hand, so Subscribe
   * opens the contact page, where one line asking for updates is enough.
   */
  note: 'We keep our list by hand: Subscribe opens a short note to our team, and “Keep me posted” is all it needs. A few e-mails a year; we never share your address.',
}
