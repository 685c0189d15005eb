import { describe, expect, it } from 'vitest'
import { allConcretePaths, findRoute, routeTable } from '../routes/table'
import { allNavPaths, companyEntries, industryEntries, mainNav, mobileNav } from './navigation'

describe('navigation', () => {
  it('links only to routes that exist in the route table', () => {
    const missing = allNavPaths().filter((p) => !findRoute(p) || findRoute(p)?.path === '/404')
    expect(missing).toEqual([])
  })

  it('has the header items in the order of the spec, Industries and About with dropdowns', () => {
    expect(mainNav.map((i) => i.path)).toEqual(['/services', '/industries', '/research', '/about'])
    expect(mainNav.find((i) => i.path === '/industries')?.dropdown).toBe(industryEntries)
    expect(mainNav.find((i) => i.path === '/about')?.dropdown).toBe(companyEntries)
  })

  it('lists every industry page in the Industries dropdown, once', () => {
    const industryPages = allConcretePaths(routeTable).filter((p) => p.startsWith('/industries/'))
    expect(industryEntries.map((e) => e.path).sort()).toEqual([...industryPages].sort())
  })

  it('replaces the company dropdown with a link to its first entry on small screens', () => {
    const company = mainNav.findIndex((i) => i.dropdown === companyEntries)
    const [first] = companyEntries
    expect(mobileNav[company]).toEqual({ name: first?.name, path: first?.path })
    expect(mobileNav.filter((_, i) => i !== company)).toEqual(
      mainNav.filter((_, i) => i !== company),
    )
  })
})
