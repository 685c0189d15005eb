/**
 * The industry sectors, in display order: id (the URL segment), name and tagline. This small list is
 * what the route table reads to prerender `/industries/{id}`, so it stays free of page copy; the full
 * record of each sector lives in `industryData.ts`, keyed by these ids (TypeScript refuses a sector
 * without one). Adding a sector: add it here and its record there. The header's Industries dropdown and the
 * footer read this list too (`src/layout/navigation.ts`).
 */
export interface SectorSummary {
  id: string
  name: string
  /** Short line shown in the header dropdown and on the sector's card. */
  tagline: string
}

export const sectorIndex = [
  {
    id: 'financial-services',
    name: 'Financial Services',
    tagline: 'Getting easy with the payment sector',
  },
  {
    id: 'telecommunications',
    name: 'Telecommunications',
    tagline: 'Everything that involves communication',
  },
  {
    id: 'education-services',
    name: 'Education Services',
    tagline: 'Everything that involves Learning and students',
  },
  {
    id: 'utilities',
    name: 'Utilities',
    tagline: 'From electricity, to water supplies to public services',
  },
  {
    id: 'retail-logistics',
    name: 'Retail & Logistics',
    tagline: 'Great brands who chose secure data',
  },
  {
    id: 'healthcare-pharmacy',
    name: 'Healthcare & Pharmacy',
    tagline: 'Health sector covered',
  },
] as const satisfies readonly SectorSummary[]

export type SectorId = (typeof sectorIndex)[number]['id']

/** The page of one sector. */
export function sectorPath(id: string): string {
  return `/industries/${id}`
}

/** Every sector page, for the prerender. */
export function sectorPaths(): string[] {
  return sectorIndex.map((s) => sectorPath(s.id))
}
