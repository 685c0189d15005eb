import type { SectorTone } from '../../theme/tokens'
import type { SectorId, SectorSummary } from './sectorIndex'

/** Decorative icons a sector record may name; `industryIcons.tsx` maps them to artwork. */
export type IndustryIconName =
  | 'landmark'
  | 'radio-tower'
  | 'graduation-cap'
  | 'zap'
  | 'truck'
  | 'stethoscope'
  | 'shield-check'
  | 'scale'
  | 'credit-card'
  | 'users'
  | 'message-square'
  | 'chart-line'
  | 'brain'
  | 'clipboard-check'
  | 'scan-line'
  | 'droplets'
  | 'gauge'
  | 'building-2'
  | 'shopping-cart'
  | 'boxes'
  | 'fingerprint'
  | 'pill'
  | 'activity'
  | 'file-text'

/**
 * The kind of model behind a solution: the columns of the overview's sector map (its labels are in
 * industriesCopy.ts).
 */
export const solutionMethods = [
  'forecast',
  'risk',
  'language',
  'vision',
  'optimise',
  'personalise',
] as const
export type SolutionMethod = (typeof solutionMethods)[number]

/** A solution for a sector: title, description, icon and three features. */
export interface IndustrySolution {
  title: string
  /** The kind of model it is built on (one column of the sector map on /industries). */
  method: SolutionMethod
  description: string
  icon: IndustryIconName
  features: [string, string, string]
}

/** A success story: title, result and description. The result is a figure and its label. */
export interface SuccessStory {
  title: string
  result: { value: string; label: string }
  description: string
}

/** Everything about a sector beyond its summary. */
export interface IndustryDetails {
  /** The sector page's h1. */
  heroTitle: string
  /** One or two sentences: card text, page lead and meta description (at most 170 characters). */
  description: string
  icon: IndustryIconName
  /** The sector's mark colours (icon tile, hero grid, page accent): a brand role of the theme. */
  tone: SectorTone
  features: string[]
  solutions: [IndustrySolution, IndustrySolution, IndustrySolution, IndustrySolution]
  successStories: [SuccessStory, SuccessStory]
}

/** A sector: the summary and the details together. */
export type Industry = SectorSummary & { id: SectorId } & IndustryDetails

/** An industry card shows this many features, then '+N more'. */
const CARD_FEATURE_LIMIT = 2

/** The features a sector card shows and how many are left for '+N more'. */
export function cardFeatures(
  features: readonly string[],
  limit: number = CARD_FEATURE_LIMIT,
): { shown: string[]; more: number } {
  const shown = features.slice(0, Math.max(0, limit))
  return { shown, more: features.length - shown.length }
}

/** The '+N more' label, or nothing when every feature is shown. */
export function moreLabel(more: number): string | null {
  return more > 0 ? `+${more} more` : null
}
