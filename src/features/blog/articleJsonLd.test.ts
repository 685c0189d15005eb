import { describe, expect, it } from 'vitest'
import { articleJsonLd } from './articleJsonLd'

describe('Article structured data', () => {
  it('describes the post with absolute addresses, dates, author and publisher', () => {
    const data = articleJsonLd(
      {
        id: 4,
        slug: 'mlops-at-scale',
        title: 'MLOps at scale',
        excerpt: 'Lessons.',
        author: 'Amina Salim',
        date: '2026-07-14',
        displayDate: '14 July 2026',
        updated: '2026-09-02',
        readTime: '5 min read',
        imageUrl: 'cover.svg',
        imageAlt: '',
        tags: ['MLOps', 'Monitoring'],
        draft: false,
        category: 'MLOps',
      },
      { name: 'Msingi AI', url: 'https://site.example' },
    )
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'MLOps at scale',
      image: ['https://site.example/uploads/cover.svg'],
      datePublished: '2026-07-14',
      dateModified: '2026-09-02',
      author: [{ '@type': 'Person', name: 'Amina Salim' }],
      publisher: { '@type': 'Organization', name: 'Msingi AI' },
      mainEntityOfPage: { '@id': 'https://site.example/blog/mlops-at-scale' },
      keywords: 'MLOps, Monitoring',
    })
  })

  it('takes the page’s own address for an article outside the blog (a featured article)', () => {
    const data = articleJsonLd(
      {
        id: 1,
        slug: 'why-ai-projects-stall',
        title: 'Why AI projects stall',
        excerpt: 'Lessons.',
        author: 'Baraka Mwakalinga',
        date: '2026-09-15',
        displayDate: '15 September 2026',
        updated: '2026-09-15',
        readTime: '5 min read',
        imageUrl: 'cover.svg',
        imageAlt: '',
        tags: ['MLOps'],
        draft: false,
        category: 'Blog',
      },
      { name: 'Msingi AI', url: 'https://site.example' },
      '/stories/why-ai-projects-stall',
    )
    expect(data.url).toBe('https://site.example/stories/why-ai-projects-stall')
    expect(data.articleSection).toBe('Blog')
  })
})
