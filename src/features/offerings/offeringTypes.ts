import type { LucideIcon } from 'lucide-react'
import type { ButtonVariant } from '../../ui/Button'

/**
 * Shapes of the content that the offering pages share (Metric/Stat, Process step,
 * Capability card, Technology tile). Page copy lives in each feature's `*Copy.ts`; these types keep
 * every page's data in the same form so one set of components can render it.
 */

/** A call to action: a route to navigate to, or an in-page section to scroll to. */
export type Action =
  | { label: string; to: string; variant?: ButtonVariant }
  | { label: string; scrollTo: string; variant?: ButtonVariant }

/** Metric / Stat with the icon the product pages show beside it. */
export interface IconStat {
  value: string
  label: string
  icon: LucideIcon
  /**
   * What the figure measures and against what, in one sentence: two pages may quote a figure of the
   * same kind (deployment speed) with different values, so each says what its own counts.
   */
  context?: string
}

/** Process step: the number is its position, counted from 1 (see `numberSteps`). */
export interface ProcessStepInput {
  title: string
  description: string
  icon: LucideIcon
}

export interface ProcessStep extends ProcessStepInput {
  step: number
}

/** Capability card: icon, title, description and the benefits it brings. */
export interface Capability {
  icon: LucideIcon
  title: string
  description: string
  benefits: string[]
}

/** A smaller tile: one feature with its icon and a sentence. */
export interface FeatureTile {
  icon: LucideIcon
  title: string
  description: string
}

/** Technology tile (MLOps and GenAI pages): a tool, what it does for the client, its category. */
export interface TechnologyTile {
  name: string
  description: string
  category: string
}

/** A reason to choose us: a short title and the sentence that backs it. */
export interface Reason {
  title: string
  description: string
}

/** The heading block of a page section. */
export interface SectionCopy {
  id: string
  eyebrow?: string
  title: string
  intro?: string
}

/** A closing call-to-action band. */
export interface CtaCopy {
  title: string
  text: string
  actions: Action[]
}

/**
 * A product page (analytics, annotation, generative AI, MLOps & DevOps): the same layout fed with
 * different data. Optional sections are left out when a page has none.
 */
export interface ProductPageContent {
  hero: { eyebrow: string; title: string; tagline: string; lead: string; actions: Action[] }
  stats: SectionCopy & { items: IconStat[] }
  capabilities: SectionCopy & { items: Capability[] }
  features?: SectionCopy & { items: FeatureTile[] }
  process: SectionCopy & { steps: ProcessStep[] }
  technologies?: SectionCopy & { items: TechnologyTile[] }
  whyChoose?: SectionCopy & { items: Reason[] }
  cta: CtaCopy
}
