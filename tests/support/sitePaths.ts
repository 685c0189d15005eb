import { allConcretePaths } from '../../src/routes/table'

/** Every page of the site, from the route table (every article and research page too). */
const sitePaths = new Set(allConcretePaths())

/** Whether a link target is a page of the site; a `#fragment` after the path is ignored. */
export function isSitePath(to: string): boolean {
  return sitePaths.has(to.split('#')[0] || '/')
}
