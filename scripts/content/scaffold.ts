/**
 * The text of a new blog post, as `npm run new:post` writes it: valid frontmatter (a draft, so it
 * never reaches production until the writer sets `draft: false`) and a short outline to write over.
 */
import { blogCategories, type BlogCategory } from '../../src/features/content/taxonomy'

export interface ScaffoldInput {
  title: string
  id: number
  date: string
  category: BlogCategory
  author: string
  tags: string[]
  imageUrl: string
}

/** YAML-safe single-quoted string. */
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

export function scaffoldPost(input: ScaffoldInput): string {
  return `---
id: ${input.id}
title: ${quote(input.title)}
excerpt: ${quote(`One or two sentences about “${input.title}”: what the reader will learn and why it matters.`)}
author: ${quote(input.author)}
date: ${input.date}
# One of: ${blogCategories.join(', ')}
category: ${input.category}
# A file in public/uploads/; describe the image, or leave imageAlt empty if it is decorative.
imageUrl: ${input.imageUrl}
imageAlt: ''
# Tags from content/tags.json.
tags: [${input.tags.join(', ')}]
# Drafts show in \`npm run dev\` only. Set to false (or delete the line) to publish.
draft: true
---

Open with the problem your reader has, in two or three sentences.

## The first idea

Explain it with an example from a real project. Keep paragraphs short.

## The second idea

Lists work well for steps:

- the first step;
- the second step.

## What to do next

Close with what the reader can do, and link to [the contact page](/contact) if it helps.
`
}

/** The id after the highest one in use. */
export function nextId(ids: readonly number[]): number {
  return ids.length === 0 ? 1 : Math.max(...ids) + 1
}

/** A tag named like the category when there is one, else the first tag. */
export function defaultTags(category: string, tags: readonly string[]): string[] {
  const same = tags.find((t) => t.toLowerCase() === category.toLowerCase())
  return [same ?? tags[0] ?? 'AI Strategy']
}
