import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SITE_ENTRY } from '../build/siteScriptBundle'
import { packageOf, shippedPackages } from './shippedPackages'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

describe('dependencies are what ships', () => {
  const shipped = shippedPackages([SITE_ENTRY])

  it('every package the browser receives is a dependency', () => {
    const missing = [...shipped]
      .filter(([name]) => !Object.hasOwn(pkg.dependencies, name))
      .map(([name, from]) => `${name} (imported by ${from})`)
    expect(missing).toEqual([])
  })

  it('every dependency ships; build-only packages are devDependencies (npm audit --omit=dev)', () => {
    const buildOnly = Object.keys(pkg.dependencies).filter((name) => !shipped.has(name))
    expect(buildOnly).toEqual([])
  })

  it('follows the import graph into the islands and the MDX they load', () => {
    for (const name of ['react-dom', 'formik', '@reach/dialog', '@mdx-js/react'])
      expect(shipped.has(name), name).toBe(true)
    expect(shipped.has('vite-react-ssg')).toBe(false)
  })

  it('names a package by its scope and name', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom')
    expect(packageOf('@reach/dialog')).toBe('@reach/dialog')
    expect(packageOf('@fontsource-variable/inter/files/x.woff2?url')).toBe(
      '@fontsource-variable/inter',
    )
  })
})
