import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeSite } from '../../tests/support/gateTestSite'
import { addSyntheticPosts, frontmatterValue, readTemplate, syntheticPost } from './syntheticPosts'

const real = `---
id: 4
title: 'MLOps at scale'
excerpt: 'One model is a project.'
author: Amina Salim
date: 2026-07-14
updated: 2026-09-02
category: MLOps
imageUrl: blog-mlops.svg
tags: [MLOps, Monitoring]
---

The first model you put into production gets a lot of attention.
`
const draftFile = real
  .replace('id: 4', 'id: 9')
  .replace('tags: [MLOps, Monitoring]', 'tags: [NLP]\ndraft: true')

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups) c()
  cleanups = []
})

describe('synthetic posts', () => {
  it('copy a real post, changing only id, title, excerpt and date', () => {
    const template = readTemplate(real)!
    const post = syntheticPost(template, 3, 10, 'MLOps')
    const parsed = readTemplate(post.text)!
    expect(post.fileName).toBe('field-notes-00003.mdx')
    expect(frontmatterValue(parsed.frontmatter, 'id')).toBe('12')
    expect(frontmatterValue(parsed.frontmatter, 'title')).toMatch(/^Field notes 3: /)
    expect(frontmatterValue(parsed.frontmatter, 'date')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(frontmatterValue(parsed.frontmatter, 'updated')).toBeUndefined()
    expect(frontmatterValue(parsed.frontmatter, 'author')).toBe('Amina Salim')
    expect(frontmatterValue(parsed.frontmatter, 'tags')).toBe('[MLOps, Monitoring]')
    expect(parsed.body).toContain('The first model you put into production')
  })

  it('adds N posts with unique ids above the real ones, modelled on published posts only', () => {
    const site = writeSite({ 'blog/a.mdx': real, 'blog/b.mdx': draftFile })
    cleanups.push(site.cleanup)
    const blog = path.join(site.dir, 'blog')
    expect(addSyntheticPosts(blog, 25)).toEqual({ realPosts: 1 })
    const generated = readdirSync(blog).filter((f) => f.startsWith('field-notes-'))
    expect(generated).toHaveLength(25)
    const ids = generated.map((f) =>
      Number(
        frontmatterValue(readTemplate(readFileSync(path.join(blog, f), 'utf8'))!.frontmatter, 'id'),
      ),
    )
    expect(new Set(ids).size).toBe(25)
    expect(Math.min(...ids)).toBe(10)
    for (const f of generated)
      expect(
        frontmatterValue(
          readTemplate(readFileSync(path.join(blog, f), 'utf8'))!.frontmatter,
          'draft',
        ),
      ).toBeUndefined()
  })

  it('refuses a blog with no published post to copy', () => {
    const site = writeSite({ 'blog/b.mdx': draftFile })
    cleanups.push(site.cleanup)
    expect(() => addSyntheticPosts(path.join(site.dir, 'blog'), 1)).toThrow(/no published post/)
  })
})
