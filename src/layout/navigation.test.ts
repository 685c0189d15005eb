import { describe, expect, it } from 'vitest'
import { findRoute } from '../routes/table'
import { allNavPaths, companyEntries, industryEntries, mainNav, mobileNav } from './navigation'

describe('navigation', () => {
  it('links only to routes that exist in the route table', () => {
    const missing = allNavPaths().filter((p) => !findRoute(p) || findRoute(p)?.path === '/404')
    expect(missing).toEqual([])
  })

  it('has the spec items in order (spaced, capitalised labels), with six industries and three company entries', () => {
    expect(mainNav.map((i) => i.path)).toEqual(['/services', '/industries', '/research', '/about'])
    expect(mainNav.map((i) => Boolean(i.dropdown))).toEqual([false, true, false, true])
    expect(industryEntries).toHaveLength(6)
    expect(companyEntries.map((e) => e.path)).toEqual(['/about', '/contact', '/partnerships'])
  })

  it('replaces the company dropdown with a single About Us link on small screens', () => {
    expect(mobileNav.map((i) => i.name)).toEqual([
      ...mainNav.slice(0, -1).map((i) => i.name),
      'About Us',
    ])
    expect(mobileNav.some((i) => i.dropdown === companyEntries)).toBe(false)
    expect(mobileNav.find((i) => i.name === 'About Us')).toEqual({
      name: 'About Us',
      path: '/about',
    })
  })
})
