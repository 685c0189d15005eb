import { researchTags, type ResearchTag } from '../collections/taxonomy'

/** One button per tag that some solution uses, in the taxonomy's order. */
export function distinctTags(solutions: ReadonlyArray<{ tags: readonly string[] }>): ResearchTag[] {
  const used = new Set(solutions.flatMap((s) => s.tags))
  return researchTags.filter((t) => used.has(t))
}

/** Clicking a tag adds it when absent and removes it when present. */
export function toggleTag(selected: ReadonlySet<string>, tag: string): Set<string> {
  const next = new Set(selected)
  if (next.has(tag)) next.delete(tag)
  else next.add(tag)
  return next
}

/** A solution shows when it has any selected tag; with none selected, all show. */
export function visibleSolutions<T extends { tags: readonly string[] }>(
  solutions: readonly T[],
  selected: ReadonlySet<string>,
): T[] {
  if (selected.size === 0) return [...solutions]
  return solutions.filter((s) => s.tags.some((t) => selected.has(t)))
}
