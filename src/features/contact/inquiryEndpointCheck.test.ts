import { describe, expect, it } from 'vitest'
import { checkInquiryEndpoint, deployReason, endpointProblem } from './inquiryEndpointCheck'

describe('inquiry endpoint check', () => {
  it('recognises deploy builds by DEPLOY_TARGET or a hosting platform', () => {
    expect(deployReason({})).toBeUndefined()
    expect(deployReason({ DEPLOY_TARGET: 'local' })).toBeUndefined()
    expect(deployReason({ DEPLOY_TARGET: '  ' })).toBeUndefined()
    expect(deployReason({ CI: 'true' })).toBeUndefined()
    expect(deployReason({ DEPLOY_TARGET: 'production' })).toBe('DEPLOY_TARGET=production')
    expect(deployReason({ NETLIFY: 'true' })).toContain('Netlify')
    expect(deployReason({ VERCEL: '1' })).toContain('Vercel')
    expect(deployReason({ CF_PAGES: '1' })).toContain('Cloudflare')
  })

  it('accepts only https URLs that are not placeholders', () => {
    expect(endpointProblem('https://forms.example.org/f/abc')).toBeUndefined()
    expect(endpointProblem('/api/inquiry')).toContain('local collector')
    expect(endpointProblem('http://forms.example.org/f/abc')).toContain('not an https URL')
    expect(endpointProblem('https://forms.msingi.example/f/abc')).toContain('placeholder')
  })

  it('fails a deploy build left on the local collector, naming the variable', () => {
    const result = checkInquiryEndpoint('/api/inquiry', { DEPLOY_TARGET: 'production' })
    expect(result.level).toBe('error')
    expect(result.level === 'error' && result.message).toContain('VITE_INQUIRY_ENDPOINT')
  })

  it('passes a deploy build with a real endpoint', () => {
    expect(
      checkInquiryEndpoint('https://forms.example.org/f/abc', { DEPLOY_TARGET: 'production' }),
    ).toEqual({ level: 'ok' })
  })

  it('only notes the local collector on local builds', () => {
    expect(checkInquiryEndpoint('/api/inquiry', {}).level).toBe('note')
  })
})
