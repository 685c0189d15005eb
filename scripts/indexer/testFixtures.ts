/**
 * A small, valid content folder for the content build's tests, written to a temporary project root.
 * Tests override single files to make them invalid and assert the message.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const validPost = (over: Partial<Record<string, string>> = {}, body?: string) => {
  const fields: Record<string, string> = {
    id: '1',
    title: 'MLOps at scale',
    excerpt: 'What running dozens of models in production taught us about owners and alerts.',
    author: 'Amina Salim',
    date: '2026-07-14',
    category: 'MLOps',
    imageUrl: 'cover.svg',
    tags: '[MLOps, Monitoring]',
    ...over,
  }
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== '<omit>')
    .map(([k, v]) => `${k}: ${v}`)
  return `---\n${lines.join('\n')}\n---\n\n${body ?? 'Models need owners.\n\n## Alerts\n\nKeep them rare.'}\n`
}

export const validFeatured = (
  id: number,
  category = 'Blog',
  extra = '',
  body = 'First paragraph.\n\nSecond paragraph.',
) => `---
id: ${id}
title: Featured ${id}
excerpt: A featured article used by the tests of the content build, long enough.
author: Neema Mushi
date: 2026-09-15
category: ${category}
cta: Read More
imageUrl: cover.svg
tags: [Team]
${extra}---

${body}
`

export const validResearch = (title: string, over = '') => `---
title: ${title}
tagline: A tagline long enough for the schema.
category: SaaS
status: Retired
launchDate: 2022
icon: cctv
heroImage: cover.svg
heroImageAlt: A camera.
updated: 2026-10-12
tags: [SaaS, Computer Vision]
keyFeatures: [Detection]
problem: Nobody watched the screens.
methodology: [Collected footage]
technologies: [Python]
results:
  - value: 95%
    label: Accuracy
impact: It worked.
${over}---

Description paragraph.
`

const validLegal = (name: 'privacy' | 'terms') => `---
title: ${name === 'privacy' ? 'Privacy Policy' : 'Terms of Service'}
lead: A sentence that introduces the legal page.
updated: 2026-10-01
---

${name === 'privacy' ? 'Write to <PrivacyEmail />.' : 'Write to <ContactEmail />.'}
`

export const validFaq = (order: number) => `---
order: ${order}
question: Question number ${order}?
---

Answer ${order}.
`

const validTerm = (term: string) => `---
term: ${term}
---

Definition of ${term}.
`

function baseFiles(): Record<string, string> {
  return {
    'content/tags.json': JSON.stringify({ tags: ['MLOps', 'Monitoring', 'Team'] }),
    'content/blog/mlops-at-scale.mdx': validPost(),
    'content/featured/one.mdx': validFeatured(1),
    'content/research/surasoft.mdx': validResearch('SuraSoft'),
    'content/legal/privacy.mdx': validLegal('privacy'),
    'content/legal/terms.mdx': validLegal('terms'),
    'content/faq/one.mdx': validFaq(1),
    'content/glossary/mlops.mdx': validTerm('MLOps'),
    'public/uploads/cover.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  }
}

/** A temporary project root holding `files` (paths relative to the root); null deletes a file. */
export function projectWith(overrides: Record<string, string | null> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-test-'))
  const files: Record<string, string | null> = { ...baseFiles(), ...overrides }
  for (const [rel, text] of Object.entries(files)) {
    if (text === null) continue
    const file = path.join(root, rel)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  for (const dir of ['blog', 'featured', 'research', 'legal', 'faq', 'glossary']) {
    mkdirSync(path.join(root, 'content', dir), { recursive: true })
  }
  return root
}
