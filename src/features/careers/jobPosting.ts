import type { SiteConfig } from '../../config/readSiteConfig'
import type { JsonLdData } from '../../layout/JsonLd'
import type { JobPosition } from './careersCopy'

export interface JobPostingOptions {
  site: Pick<SiteConfig, 'name' | 'url' | 'city' | 'country'>
  /** YYYY-MM-DD. */
  datePosted: string
  /** Countries remote applicants may live in. */
  remoteCountries: readonly string[]
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * schema.org JobPosting for one position (structured data for job search engines). Office roles get
 * a `jobLocation` in the company's city; remote roles are `TELECOMMUTE` with the countries applicants
 * may live in; roles that are both get both.
 */
export function jobPostingJsonLd(position: JobPosition, options: JobPostingOptions): JsonLdData {
  const { site, datePosted, remoteCountries } = options
  const onSite = position.workplace !== 'remote'
  const remote = position.workplace !== 'office'
  const description =
    `<p>${escapeHtml(position.description)}</p>` +
    `<p>Requirements:</p><ul>${position.requirements.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: position.title,
    description,
    identifier: { '@type': 'PropertyValue', name: site.name, value: position.id },
    datePosted,
    employmentType: 'FULL_TIME',
    url: `${site.url}/careers#${position.id}`,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url },
    occupationalCategory: position.department,
    ...(onSite
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: site.city,
              addressCountry: site.country,
            },
          },
        }
      : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: remoteCountries.map((name) => ({
            '@type': 'Country',
            name,
          })),
        }
      : {}),
  }
}
