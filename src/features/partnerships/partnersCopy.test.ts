import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { partners } from './partnersCopy'

const publicDir = path.resolve(__dirname, '../../../public')

describe('partners', () => {
  it('have unique ids', () => {
    expect(partners.length).toBeGreaterThan(0)
    expect(new Set(partners.map((p) => p.id)).size).toBe(partners.length)
  })

  it.each(partners.map((p) => [p.name, p] as const))('%s has a logo, mission and site', (_n, p) => {
    expect(existsSync(path.join(publicDir, p.logo)), p.logo).toBe(true)
    expect(p.mission.length).toBeGreaterThan(20)
    expect(p.description.length).toBeGreaterThan(40)
    // Fictional partners link to reserved `.example` domains only.
    expect(new URL(p.link).protocol).toBe('https:')
    expect(new URL(p.link).hostname).toMatch(/\.example$/)
  })
})
