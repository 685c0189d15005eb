import type { ComponentType } from 'react'
import type { IslandName } from '../islands/registry'
import {
  blogCategoryPaths,
  blogPostPaths,
  legalPaths,
  researchPaths,
  storyPaths,
} from '../generated/indexes/routePaths'
import { clients } from '../../content/clients'
import { caseStudyHref } from '../features/clients/client'
import { sectorPaths } from '../features/industries/sectorIndex'
import { blogPagePaths } from '../features/blog/blogPages'
import { readSiteConfig } from '../config/readSiteConfig'
import { countWord } from '../data/countWords'
import { figures } from '../data/figures'
import { inquirySentPath } from '../features/contact/inquirySentCopy'

// The founding year is not a build variable: the placeholder config holds it for every build.
const { foundedYear } = readSiteConfig({})

/**
 * The route table: the single source of truth for every page of the site. The router, the header and
 * footer checks, `<head>` tags, the prerender list, `sitemap.xml` and the route tests all read it.
 *
 * It must stay importable from Node build scripts: page modules are only referenced through `load`
 * (never imported at the top), and nothing here touches `window` or `import.meta.env`.
 */
export interface PageModule {
  default: ComponentType
  /** Dynamic routes may also export their own prerender list. */
  getStaticPaths?: () => string[]
  /**
   * Prerender only: data the page needs before it renders, from the route's params. The prerender
   * awaits it, so the page's content is in the HTML (never behind a Suspense fallback); what it
   * returns reaches the browser as the route's loader data (inlined for hydration, a static JSON
   * file on client-side navigation). Must return JSON-serialisable data or null.
   */
  loader?: (args: { params: Record<string, string | undefined> }) => Promise<unknown>
}

export interface RouteEntry {
  /** Absolute path, with `:param` segments for dynamic routes. */
  path: string
  /** Page title without the site name (the head adds it). */
  title: string
  description: string
  /** Listed in `sitemap.xml`; a page left out is kept out of search results too (`noindex`). */
  sitemap: boolean
  /** Section name for sharing images. */
  section?: string
  load: () => Promise<PageModule>
  /** For dynamic routes: every concrete path to prerender (absolute). */
  staticPaths?: () => string[]
  /** Last change of a concrete path (YYYY-MM-DD), for `sitemap.xml`. */
  lastModified?: (path: string) => string | undefined
  /**
   * The page's islands (src/islands/registry.ts): the only parts of it React hydrates in the
   * browser. A page without islands ships no React at all. The build checks that each page's HTML
   * holds exactly these, and the budgets allow React's weight only on pages that have some.
   */
  islands?: readonly IslandName[]
}

/** The not-found page's route: prerendered as `404.html`, which hosts serve for unknown paths. */
export const NOT_FOUND_PATH = '/404'

export const routeTable: RouteEntry[] = [
  {
    path: '/',
    title: 'AI & data-science consultancy from Dar es Salaam',
    description:
      'Custom AI, MLOps, analytics and data annotation from a Dar es Salaam team that works with clients worldwide. Request a free project estimate.',
    sitemap: true,
    section: 'Home',
    islands: ['home-articles'],
    load: () => import('../features/home/HomePage'),
  },
  {
    path: '/about',
    title: 'About us',
    description: `Our mission, vision and values, the story of a Dar es Salaam AI team founded in ${foundedYear}, and the numbers behind our work.`,
    sitemap: true,
    section: 'Company',
    load: () => import('../features/about/AboutPage'),
  },
  // -- offering pages (home issue) --
  {
    path: '/services',
    title: 'Products & Services',
    description:
      'Analytics, data annotation, generative AI and MLOps & DevOps: our core services, how we deliver them step by step, and how to start.',
    sitemap: true,
    section: 'Products & Services',
    load: () => import('../features/services/ServicesPage'),
  },
  {
    path: '/ai-studio',
    title: 'AI Studio & Ideas',
    description: `Custom AI from our studio: computer vision, natural language processing and generative AI, with ${figures.aiProjectsDelivered} successful AI projects delivered.`,
    sitemap: true,
    section: 'Products & Services',
    load: () => import('../features/ai-studio/AiStudioPage'),
  },
  {
    path: '/mlops',
    title: 'Machine Learning + DevOps',
    description:
      '50-90% of AI models are never commercialized. Our MLOps solutions take models the last mile to production and keep them running.',
    sitemap: true,
    section: 'Products & Services',
    load: () => import('../features/mlops/MlopsPage'),
  },
  {
    path: '/mlops-devops',
    title: 'MLOps & DevOps',
    description:
      'CI/CD for machine learning, infrastructure as code and round-the-clock monitoring: up to 90% faster deployment and 50% lower costs.',
    sitemap: true,
    section: 'Products & Services',
    load: () => import('../features/mlops-devops/MlopsDevopsPage'),
  },
  {
    path: '/quantum-genai',
    title: 'Quantum GenAI: generative-AI enhancement',
    description:
      'Knowledge assistants, custom language models, multilingual chat and content generation, with evaluation and guardrails built in.',
    sitemap: true,
    section: 'Products & Services',
    load: () => import('../features/quantum-genai/QuantumGenaiPage'),
  },
  {
    path: '/quantum-analytics',
    title: 'Quantum Analytics: analytics platform',
    description:
      'A data-centric analytics platform that combines machine learning with human feedback: predictive analytics, dashboards and impact tracking.',
    sitemap: true,
    section: 'Products & Services',
    load: () => import('../features/quantum-analytics/QuantumAnalyticsPage'),
  },
  {
    path: '/quantum-annotate',
    title: 'Quantum Annotate: data annotation service',
    description:
      'Text, image, audio and video annotation by a professional workforce: 99.5% accuracy, 50k+ annotations a day and round-the-clock quality checks.',
    sitemap: true,
    section: 'Products & Services',
    load: () => import('../features/quantum-annotate/QuantumAnnotatePage'),
  },
  {
    path: '/business-analysis',
    title: 'Business analysis',
    description:
      'Turning data into opportunity: free, AI-powered analysis of your business data, first insights in a minute and a 30-day free trial.',
    sitemap: true,
    section: 'Products & Services',
    load: () => import('../features/business-analysis/BusinessAnalysisPage'),
  },
  {
    path: '/try-now',
    title: 'Try now',
    description:
      'Try our data platform, annotation service or generative-AI enhancement on your own data. Start your free trial or schedule a demo.',
    sitemap: true,
    section: 'Products & Services',
    load: () => import('../features/try-now/TryNowPage'),
  },
  // -- company pages: clients, industries, careers, resources, partnerships --
  {
    path: '/clients',
    title: 'Clients and case studies',
    description: `How lenders, schools, software studios, consultancies and publishers work with us: ${countWord(clients.length)} case studies from prototype to production.`,
    sitemap: true,
    section: 'Company',
    islands: ['client-stories'],
    load: () => import('../features/clients/ClientsPage'),
  },
  {
    // A page per case study (content/clients/): the cards link here; once the island of /clients
    // has hydrated they open the same case study in the client dialog, this address in the bar.
    path: '/clients/:id',
    title: 'Client case study',
    description:
      'How we worked with a client: the problem, what we built, how it was tested and what changed, with the technologies involved.',
    sitemap: true,
    section: 'Clients',
    load: () => import('../features/clients/ClientCaseStudyPage'),
    staticPaths: () => clients.map((c) => caseStudyHref(c.id)),
  },
  {
    path: '/industries',
    title: 'Industries we serve',
    description:
      'AI solutions for financial services, telecommunications, education, utilities, retail and logistics, and healthcare and pharmacy.',
    sitemap: true,
    section: 'Industries',
    load: () => import('../features/industries/IndustriesPage'),
  },
  {
    path: '/industries/:id',
    title: 'Industry solutions',
    description:
      'AI solutions and measured success stories for one sector, with a free project estimate on request.',
    sitemap: true,
    section: 'Industries',
    load: () => import('../features/industries/IndustryPage'),
    staticPaths: sectorPaths,
  },
  {
    path: '/careers',
    title: 'Careers',
    description:
      'Open positions in engineering, data science, product and sales, in Dar es Salaam or remote, plus internships. Apply by e-mail.',
    sitemap: true,
    section: 'Company',
    load: () => import('../features/careers/CareersPage'),
  },
  {
    path: '/resources',
    title: 'Knowledge resources',
    description:
      'Guides, tools, video tutorials, whitepapers and webinars on machine learning, MLOps and data annotation from our engineers.',
    sitemap: true,
    section: 'Resources',
    load: () => import('../features/resources/ResourcesPage'),
  },
  {
    path: '/partnerships',
    title: 'Partnerships',
    description:
      'The cloud, open-data, language-research and startup partners we build AI with, and how to become one of them.',
    sitemap: true,
    section: 'Company',
    load: () => import('../features/partnerships/PartnershipsPage'),
  },
  // -- content pages: blog, research, legal, FAQ, glossary --
  {
    path: '/blog',
    title: 'Insights & Innovations',
    description:
      'Articles on AI, data science and MLOps from our Dar es Salaam team: practical lessons from real projects, filterable by topic.',
    sitemap: true,
    section: 'Blog',
    islands: ['blog-list'],
    load: () => import('../features/blog/BlogPage'),
  },
  {
    path: '/blog/page/:page',
    title: 'Insights & Innovations: older articles',
    description:
      'Older articles from our blog on AI, data science and MLOps, newest first: practical lessons from real projects.',
    sitemap: true,
    section: 'Blog',
    // Static list pages after /blog (blogPages.ts), so every article is reachable without JavaScript;
    // the page's posts come from the prerender's loader (BlogPage.tsx). None while the blog fits /blog.
    islands: ['blog-list'],
    load: () => import('../features/blog/BlogPage'),
    staticPaths: () => blogPagePaths(Object.keys(blogPostPaths).length),
  },
  {
    // A page per category (and list pages after it when long), so the filters are links that
    // filter without JavaScript; the page writes its own title and description (BlogPage.tsx).
    path: '/blog/category/:category',
    title: 'Insights & Innovations by category',
    description:
      'Articles from our blog on one topic of AI, data science and MLOps, newest first: practical lessons from real projects.',
    sitemap: true,
    section: 'Blog',
    islands: ['blog-list'],
    load: () => import('../features/blog/BlogPage'),
    staticPaths: () => Object.keys(blogCategoryPaths).filter((p) => !p.includes('/page/')),
    lastModified: (path) => blogCategoryPaths[path] || undefined,
  },
  {
    path: '/blog/category/:category/page/:page',
    title: 'Insights & Innovations by category: older articles',
    description:
      'Older articles from our blog on one topic of AI, data science and MLOps, newest first.',
    sitemap: true,
    section: 'Blog',
    islands: ['blog-list'],
    load: () => import('../features/blog/BlogPage'),
    staticPaths: () => Object.keys(blogCategoryPaths).filter((p) => p.includes('/page/')),
    lastModified: (path) => blogCategoryPaths[path] || undefined,
  },
  {
    path: '/blog/:slug',
    title: 'Article',
    description:
      'An article from our blog on AI, data science and MLOps, with practical lessons from projects in Tanzania and around the world.',
    sitemap: true,
    section: 'Blog',
    // The post of the address loads with the page, so hydration never waits on it.
    load: () =>
      import('../features/blog/BlogPostPage').then(async (page) => {
        await page.preloadPostForLocation()
        return page
      }),
    staticPaths: () => Object.keys(blogPostPaths),
    lastModified: (path) => blogPostPaths[path],
  },
  {
    // The home page's featured articles, a collection of their own (content/featured/): the home
    // page's cards link here and, once its island has hydrated, open the post dialog instead.
    path: '/stories/:slug',
    title: 'Featured article',
    description:
      'A featured article from our team: lessons from AI projects, life on data work and client case studies from Tanzania and around the world.',
    sitemap: true,
    section: 'Stories',
    load: () => import('../features/stories/StoryPage'),
    staticPaths: () => Object.keys(storyPaths),
    lastModified: (path) => storyPaths[path],
  },
  {
    path: '/research',
    title: 'Research archive: what our lab built and learned',
    description:
      'Retired products from our research lab: SuraSoft, AI Proctoring and Askari LLM. What they did, what they taught us and which of our services they live on in.',
    sitemap: true,
    section: 'Research',
    islands: ['research-list'],
    load: () => import('../features/research/ResearchPage'),
  },
  {
    path: '/research/:slug',
    title: 'Research solution',
    description:
      'A retired solution from our research lab: the problem, the methodology, the technologies, the key results and the overall impact.',
    sitemap: true,
    section: 'Research',
    load: () => import('../features/research/ResearchDetailPage'),
    staticPaths: () => Object.keys(researchPaths),
    lastModified: (path) => researchPaths[path],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What information we collect through this website, how we use it, how we keep it secure and how to contact us about your data.',
    sitemap: true,
    section: 'Legal',
    load: () => import('../features/legal/PrivacyPage'),
    lastModified: (path) => legalPaths[path],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description:
      'The terms for using this website: acceptance, the licence to use its material, service availability and the limits of our liability.',
    sitemap: true,
    section: 'Legal',
    load: () => import('../features/legal/TermsPage'),
    lastModified: (path) => legalPaths[path],
  },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    description:
      'Answers to common questions: our services, how long deployment takes, model maintenance, data preparation, industries and how to start.',
    sitemap: true,
    section: 'Knowledge',
    load: () => import('../features/faq/FaqPage'),
  },
  {
    path: '/glossary',
    title: 'AI glossary',
    description:
      'Plain-language definitions of eight AI terms, from machine learning and computer vision to large language models, MLOps and model drift.',
    sitemap: true,
    section: 'Knowledge',
    load: () => import('../features/glossary/GlossaryPage'),
  },
  // -- contact --
  {
    path: '/contact',
    title: 'Contact us',
    description:
      'Request a free project estimate from our Dar es Salaam AI and data-science team, or reach us by e-mail or phone. We reply to every inquiry.',
    sitemap: true,
    section: 'Company',
    islands: ['contact-form'],
    load: () => import('../features/contact/ContactPage'),
  },
  {
    // Where the local collector sends a native (no-JavaScript) form post: 303 See Other. The page
    // itself writes `noindex`; a confirmation belongs in no search result and no sitemap.
    path: inquirySentPath,
    title: 'Inquiry sent',
    description:
      'Thank you for your inquiry: our engineers will reply by e-mail or phone. Book a discovery call now, or explore our services and blog meanwhile.',
    sitemap: false,
    section: 'Company',
    load: () => import('../features/contact/InquirySentPage'),
  },
  {
    path: NOT_FOUND_PATH,
    title: 'Page not found',
    description:
      'The page you asked for does not exist. Return to the home page or use the navigation to find what you need.',
    sitemap: false,
    load: () => import('../features/not-found/NotFoundPage'),
  },
]

/** Concrete paths to prerender for one entry: itself, or its static paths if dynamic. */
export function concretePaths(entry: RouteEntry): string[] {
  if (!entry.path.includes(':')) return [entry.path]
  return entry.staticPaths ? entry.staticPaths() : []
}

/** Every concrete, prerendered path of the site. */
export function allConcretePaths(table: RouteEntry[] = routeTable): string[] {
  return table.flatMap(concretePaths)
}

/** Paths that belong in the sitemap. */
export function sitemapPaths(table: RouteEntry[] = routeTable): string[] {
  return table.filter((e) => e.sitemap).flatMap(concretePaths)
}

/** Matches a concrete pathname to its entry (`/research/x` matches `/research/:slug`). */
export function findRoute(
  pathname: string,
  table: RouteEntry[] = routeTable,
): RouteEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const exact = table.find((e) => e.path === clean)
  if (exact) return exact
  const parts = clean.split('/')
  return table.find((e) => {
    const pattern = e.path.split('/')
    return (
      e.path.includes(':') &&
      pattern.length === parts.length &&
      pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i])
    )
  })
}

/** The HTML file a concrete path is prerendered to with `dirStyle: 'flat'`. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`
}
