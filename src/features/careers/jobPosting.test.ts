import { describe, expect, it } from 'vitest'
import { positions, type JobPosition } from './careersCopy'
import { jobPostingJsonLd } from './jobPosting'

const options = {
  site: {
    name: 'Acme AI',
    url: 'https://acme.example',
    city: 'Dar es Salaam',
    country: 'Tanzania',
  },
  datePosted: '2026-11-02',
  remoteCountries: ['Tanzania', 'Kenya'],
}

const base: JobPosition = {
  id: 'role',
  title: 'Role <One>',
  department: 'Engineering',
  workplace: 'office',
  description: 'Builds & ships.',
  requirements: ['A', 'B'],
}

describe('jobPostingJsonLd', () => {
  it('describes a full-time position of the configured organisation', () => {
    const ld = jobPostingJsonLd(base, options)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Role <One>',
      datePosted: '2026-11-02',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme AI',
        sameAs: 'https://acme.example',
      },
      url: 'https://acme.example/careers#role',
    })
    expect(ld.description).toBe(
      '<p>Builds &amp; ships.</p><p>Requirements:</p><ul><li>A</li><li>B</li></ul>',
    )
  })

  it('places office roles in the company city, with no remote fields', () => {
    const ld = jobPostingJsonLd(base, options)
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Dar es Salaam',
        addressCountry: 'Tanzania',
      },
    })
    expect(ld).not.toHaveProperty('jobLocationType')
  })

  it('marks remote roles TELECOMMUTE with the countries applicants may live in', () => {
    const ld = jobPostingJsonLd({ ...base, workplace: 'remote' }, options)
    expect(ld.jobLocationType).toBe('TELECOMMUTE')
    expect(ld.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'Tanzania' },
      { '@type': 'Country', name: 'Kenya' },
    ])
    expect(ld).not.toHaveProperty('jobLocation')
  })

  it('gives office-or-remote roles both', () => {
    const ld = jobPostingJsonLd({ ...base, workplace: 'office-or-remote' }, options)
    expect(ld).toHaveProperty('jobLocation')
    expect(ld.jobLocationType).toBe('TELECOMMUTE')
  })

  it('agrees with the location each position shows', () => {
    for (const position of positions) {
      const ld = jobPostingJsonLd(position, options)
      expect('jobLocationType' in ld, position.title).toBe(position.workplace !== 'office')
      expect('jobLocation' in ld, position.title).toBe(position.workplace !== 'remote')
    }
  })
})
