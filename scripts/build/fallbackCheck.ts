/**
 * Build step: fails the build when a file of the build holds content behind a React Suspense
 * fallback. A prerendered route that suspends is written as the fallback in place plus the content
 * in a hidden segment after the page (`<template id="B:0">`, `<div hidden id="S:0">`), moved in by
 * an inline script: without JavaScript (feed readers, link previews, crawlers, reader modes, a
 * script error) the content is invisible, and every page must work before its script runs
 * (docs/ARCHITECTURE.md). Pages must resolve their content before rendering (a route loader) and
 * keep Suspense away from it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { browserFiles } from './bundleScan'

/**
 * The markers React's streaming renderer writes for a boundary that was not ready: the fallback's
 * `<template id="B:…">` and the hidden segment `<div hidden id="S:…">` (`hidden=""` once the
 * prerender's DOM serialiser has written it).
 */
const fallbackMarkers: ReadonlyArray<{ name: string; regex: RegExp }> = [
  { name: '<template id="B:', regex: /<template id="B:/ },
  { name: 'hidden id="S:', regex: /\bhidden(?:="")? id="S:/ },
]

export interface HiddenContent {
  file: string
  marker: string
}

/** The fallback markers in one file's text (each at most once). */
export function findFallbackMarkers(file: string, text: string): HiddenContent[] {
  return fallbackMarkers
    .filter(({ regex }) => regex.test(text))
    .map(({ name }) => ({ file, marker: name }))
}

/** Every file of the build (relative to `dist`) that holds content behind a fallback. */
export function scanForFallbacks(dist: string): HiddenContent[] {
  return browserFiles(dist).flatMap((file) =>
    findFallbackMarkers(file, readFileSync(path.join(dist, file), 'utf8')),
  )
}

/** The postbuild step: exits naming each file and marker. */
export function fallbackCheckStep(dist: string): void {
  const found = scanForFallbacks(dist)
  if (found.length > 0) {
    console.error(
      `\n✖ Content behind a Suspense fallback (invisible without JavaScript):\n  ${found
        .map((f) => `${f.file}: ${f.marker}…`)
        .join('\n  ')}\n` +
        '  Load the content before rendering (a route loader, see src/routes/table.ts) and keep\n' +
        '  <Suspense> away from it (docs/ARCHITECTURE.md).\n',
    )
    process.exit(1)
  }
  console.log('✓ no content behind a Suspense fallback')
}
