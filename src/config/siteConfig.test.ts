import { describe, expect, it } from 'vitest'
import { defaultSiteConfig, placeholderValues, readSiteConfig, toTelHref } from './readSiteConfig'

describe('site config', () => {
  it('defaults to placeholders on reserved .example domains', () => {
    const config = readSiteConfig({})
    expect(config).toEqual(defaultSiteConfig)
    expect(config.email).toMatch(/\.example$/)
    expect(config.bookingUrl).toMatch(/^https:\/\/[^/]+\.example\//)
    config.social.forEach((s) => expect(new URL(s.href).hostname).toMatch(/\.example$/))
  })

  it('takes every value from VITE_* variables when set', () => {
    const config = readSiteConfig({
      VITE_SITE_NAME: 'Acme AI',
      VITE_SITE_URL: 'https://acme.test/',
      VITE_EMAIL: 'hi@acme.test',
      VITE_PHONE: '+255 712 345 678',
      VITE_BOOKING_URL: 'https://cal.acme.test/meet',
      VITE_INQUIRY_ENDPOINT: 'https://forms.acme.test/f/123',
      VITE_SOCIAL_CODE: 'https://code.acme.test/acme',
    })
    expect(config.name).toBe('Acme AI')
    expect(config.url).toBe('https://acme.test')
    expect(config.email).toBe('hi@acme.test')
    expect(config.phoneHref).toBe('tel:+255712345678')
    expect(config.bookingUrl).toBe('https://cal.acme.test/meet')
    expect(config.inquiryEndpoint).toBe('https://forms.acme.test/f/123')
    expect(config.social.find((s) => s.kind === 'code')?.href).toBe('https://code.acme.test/acme')
  })

  it('ignores empty variables', () => {
    expect(readSiteConfig({ VITE_EMAIL: '  ' }).email).toBe(defaultSiteConfig.email)
  })

  it('names the variables still at a placeholder', () => {
    expect(placeholderValues(defaultSiteConfig)).toContain('VITE_EMAIL')
    const real = readSiteConfig({ VITE_EMAIL: 'hi@acme.test' })
    expect(placeholderValues(real)).not.toContain('VITE_EMAIL')
  })

  it('derives the tel: link from the phone and the location text from the city and country', () => {
    const config = readSiteConfig({ VITE_PHONE: '+255 712 345 678' })
    expect(config.phoneHref).toBe(toTelHref(config.phone))
    expect(config.locationText).toBe(`${config.city}, ${config.country}`)
  })

  it('builds tel: links from readable numbers', () => {
    expect(toTelHref('+255 (0) 700-000-000')).toBe('tel:+2550700000000')
  })
})
