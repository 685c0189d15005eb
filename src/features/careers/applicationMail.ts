import { site } from '../../config/site'
import { applicationEmails, type JobPosition, type Workplace } from './careersCopy'

/**
 * A `mailto:` link with a subject and a body. Both are percent-encoded with `encodeURIComponent`
 * (spaces as %20, line breaks as %0A), which every mail client decodes the same way.
 */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** The 'Apply Now' link of one position. */
export function workApplicationHref(position: Pick<JobPosition, 'title'>, to = site.email): string {
  return mailtoHref(to, applicationEmails.work.subject, applicationEmails.work.body(position.title))
}

/** The internships 'Get in Touch' link. */
export function internshipApplicationHref(to = site.email): string {
  return mailtoHref(to, applicationEmails.internship.subject, applicationEmails.internship.body)
}

/** Location as the page shows it: 'Dar es Salaam', 'Remote' or 'Dar es Salaam / Remote'. */
export function locationLabel(workplace: Workplace, city = site.city): string {
  switch (workplace) {
    case 'office':
      return city
    case 'remote':
      return 'Remote'
    case 'office-or-remote':
      return `${city} / Remote`
  }
}
