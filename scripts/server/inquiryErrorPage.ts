/**
 * The page a browser without JavaScript gets when its posted inquiry cannot be taken: what to fix,
 * field by field, and the way back (the browser's Back keeps what the visitor typed). Self-contained
 * and script-free; its one `<style>` is allowed by the site's CSP (`style-src 'unsafe-inline'`,
 * which styled-components needs anyway; inquiryCollector.test.ts checks it stays allowed).
 */
import { fieldName } from '../../src/features/contact/contactCopy'
import type { FieldError } from '../../src/features/contact/inquiryFields'
import { theme } from '../../src/theme/tokens'
import { escapeMarkup } from '../lib/html'
import { isField } from './inquiryRequest'

/** Where the contact form lives (the page's way back). */
const CONTACT_PATH = '/contact'

const c = theme.color
const ERROR_PAGE_STYLE =
  `body{font:1rem/1.6 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:${c.text};background:${c.surfaceAlt}}` +
  `main{max-width:36rem;margin:0 auto;background:${c.surface};border-radius:.75rem;padding:1.5rem 2rem;` +
  `border:1px solid ${c.border}}h1{font-size:1.5rem;line-height:1.3;margin-top:0;color:${c.ink}}` +
  `li{margin:.25rem 0}a{display:inline-block;padding:.6rem 0;min-height:44px;color:${c.brand};font-weight:600}` +
  // The site's pages cross-fade into each other; the form's page fades into this one too (a page
  // that did not opt in would abort the transition with an error in the console).
  '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}'

export interface ErrorPageContent {
  title: string
  intro: string
  errors?: readonly FieldError[]
}

/** A field as the form names it (contactCopy.ts); anything else as sent. */
function label(field: string): string {
  return isField(field) ? fieldName(field) : field
}

export function renderErrorPage({ title, intro, errors = [] }: ErrorPageContent): string {
  const items = errors
    .map((e) => {
      const name = label(e.field)
      return name
        ? `<li><strong>${escapeMarkup(name)}</strong>: ${escapeMarkup(e.message)}</li>`
        : `<li>${escapeMarkup(e.message)}</li>`
    })
    .join('')
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeMarkup(title)}</title>`,
    `<style>${ERROR_PAGE_STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeMarkup(title)}</h1>`,
    `<p>${escapeMarkup(intro)}</p>`,
    items ? `<ul>${items}</ul>` : '',
    '<p>Use your browser’s Back button to return to the form: what you typed is still there.</p>',
    `<p><a href="${CONTACT_PATH}">Go to the contact form</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
