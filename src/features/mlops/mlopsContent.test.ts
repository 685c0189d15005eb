import { describe, expect, it } from 'vitest'
import { lastMile, mlopsCta, mlopsSolutions, mlopsStats } from './mlopsContent'

describe('Machine Learning + DevOps content (spec "/mlops", §9)', () => {
  it('explains the last-mile problem with the 50-90% figure', () => {
    expect(lastMile.figure).toBe('50-90%')
    expect(lastMile.paragraphs.join(' ')).toContain('50-90% of AI models are never commercialized')
  })

  it('has four solution cards and the four MLOps stats', () => {
    expect(mlopsSolutions.items).toHaveLength(4)
    expect(mlopsStats.items.map((s) => `${s.value} ${s.label}`)).toEqual([
      '20% Faster deployment',
      '50% Fewer errors',
      '99.9% Uptime',
      '24/7 Monitoring',
    ])
  })

  it('links to /contact', () => {
    expect(mlopsCta.actions).toContainEqual({ label: 'Contact us', to: '/contact' })
  })
})
