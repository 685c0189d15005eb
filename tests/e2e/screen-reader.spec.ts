import type { Virtual } from '@guidepup/virtual-screen-reader'
import { blogPosts } from '../../src/generated/indexes/blogIndex'
import { loadVirtualScreenReader } from '../support/virtualScreenReader'
import { expect, test, visit } from './fixtures'

declare global {
  interface Window {
    virtualScreenReader: Virtual
  }
}

test.use({ bypassCSP: true })

test.describe('articles as a screen reader reads them', () => {
  for (const post of blogPosts) {
    test(`/blog/${post.slug}: one article named by its title holds the h1; no landmark is announced twice`, async ({
      page,
    }) => {
      await visit(page, `/blog/${post.slug}`)
      await loadVirtualScreenReader(page)
      const { reading, landmarks } = await page.evaluate(async () => {
        const reader = window.virtualScreenReader
        // Reading from the top of <main> up to the page's title.
        await reader.start({ container: document.querySelector('main')! })
        const reading: string[] = []
        for (let i = 0; i < 60; i++) {
          const phrase = await reader.lastSpokenPhrase()
          reading.push(phrase)
          if (phrase.startsWith('heading,') && phrase.endsWith('level 1')) break
          await reader.next()
        }
        await reader.stop()
        // Jumping from landmark to landmark through the whole page, once round.
        await reader.start({ container: document.body })
        const landmarks: string[] = []
        for (let i = 0; i < 20; i++) {
          await reader.perform(reader.commands.moveToNextLandmark)
          const phrase = await reader.lastSpokenPhrase()
          if (landmarks.includes(phrase) && phrase === landmarks[0]) break
          landmarks.push(phrase)
        }
        await reader.stop()
        return { reading, landmarks }
      })
      expect(reading.at(-1)).toBe(`heading, ${post.title}, level 1`)
      // The title is announced once as the article's name before the heading itself, never as a region.
      expect(reading.filter((p) => p.includes(post.title))).toEqual([
        `article, ${post.title}`,
        `heading, ${post.title}, level 1`,
      ])
      expect(landmarks).toContain('main')
      expect(landmarks, 'landmarks announced twice').toEqual([...new Set(landmarks)])
      expect(landmarks.filter((l) => l.includes(post.title))).toEqual([])
    })
  }
})
