import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fallbackCheckStep, findFallbackMarkers, scanForFallbacks } from './fallbackCheck'

/** What React's streaming renderer writes for a route that suspended during the prerender. */
const suspended =
  '<main><div>Loading…</div><!--/$--></main><footer></footer>' +
  '<div hidden id="S:0"><article><h1>Title</h1><p>Body</p></article></div>' +
  '<template id="B:0"></template><script>$RC("B:0","S:0")</script>'

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fallback-check-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('fallback check', () => {
  it('finds both markers of a suspended boundary', () => {
    expect(findFallbackMarkers('blog/a.html', suspended).map((f) => f.marker)).toEqual([
      '<template id="B:',
      'hidden id="S:',
    ])
  })

  it('finds the hidden segment as the prerender serialises it', () => {
    expect(findFallbackMarkers('a.html', '<div hidden="" id="S:3"><p>Body</p></div>')).toEqual([
      { file: 'a.html', marker: 'hidden id="S:' },
    ])
  })

  it('leaves a page whose content rendered in place alone, even with a resolved boundary', () => {
    expect(
      findFallbackMarkers('a.html', '<main><!--$--><article>Body</article><!--/$--></main>'),
    ).toEqual([])
  })

  it('names every file of the build that hides content, wherever it is', () => {
    const dir = site({
      'index.html': '<main>ok</main>',
      'blog/post.html': suspended,
      'assets/page.js': 'const html = \'<template id="B:1"></template>\'',
    })
    expect(scanForFallbacks(dir)).toEqual([
      { file: 'assets/page.js', marker: '<template id="B:' },
      { file: 'blog/post.html', marker: '<template id="B:' },
      { file: 'blog/post.html', marker: 'hidden id="S:' },
    ])
  })

  it('fails the build naming the file', () => {
    const dir = site({ 'blog/post.html': suspended })
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((m: string) => void errors.push(m))
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit')
    })
    expect(() => fallbackCheckStep(dir)).toThrow('exit')
    expect(exit).toHaveBeenCalledWith(1)
    expect(errors.join('\n')).toContain('blog/post.html')
  })

  it('passes a clean build', () => {
    const dir = site({ 'index.html': '<main>ok</main>' })
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const exit = vi.spyOn(process, 'exit')
    fallbackCheckStep(dir)
    expect(exit).not.toHaveBeenCalled()
  })
})
