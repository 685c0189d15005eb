/**
 * Research addresses are the title lower-cased with spaces turned to hyphens
 * ("AI Proctoring" → "ai-proctoring").
 */
export function researchSlug(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-')
}

/**
 * A readable address segment for any title: lower case, ASCII letters and digits, single hyphens
 * ("MLOps at scale: what we learned" → "mlops-at-scale-what-we-learned").
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** File names (without extension) that can be used as they are in an address. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
