import { afterEach, describe, expect, it } from 'vitest'
import { writeSite } from '../../tests/support/gateTestSite'
import { comparePrerenders, paritySample } from './parity'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A page as both prerenders write it: styles, helmet tags, template, app. */
const page = (main: string, extra = '', head = '') =>
  `<!DOCTYPE html><html lang="en"><head>${head}<style data-styled="true">.aB{color:red;}/*!sc*/
data-styled.g1[id="sc-q-0"]{content:"aB,"}/*!sc*/
</style><title data-rh="true">About | Site</title><meta charset="UTF-8"><script type="module" crossorigin src="/assets/app-CHYOLM0n.js"></script></head><body><div id="root" data-server-rendered="true"><main class="sc-q-0 aB">${main}</main>${extra}</div></body></html>`

/** vite-react-ssg's extras: preload links, the router's data, the build hash. */
const theirs = (main: string) =>
  page(
    main,
    '<script>window.__staticRouterHydrationData = JSON.parse("{}");</script>',
    '<link rel="modulepreload" crossorigin href="/assets/AboutPage-CzqdHelA.js">',
  ).replace('</body>', "<script>window.__VITE_REACT_SSG_HASH__ = 'uv7vrsbi5m'</script></body>")

function sites(theirsPage: string, oursPage: string) {
  const a = writeSite({ 'about.html': theirsPage })
  const b = writeSite({ 'about.html': oursPage })
  cleanups.push(a.cleanup, b.cleanup)
  return { theirs: a.dir, ours: b.dir }
}

describe('paritySample', () => {
  it('takes every static path and the first path of each dynamic route', () => {
    expect(
      paritySample([
        '/',
        'about',
        'blog',
        'blog/page/:page',
        'blog/:slug',
        'blog/a',
        'blog/b',
        'industries/:id',
        'industries/x',
        '404',
        '*',
      ]),
    ).toEqual(['/', 'about', 'blog', 'blog/a', 'industries/x', '404'])
  })
})

describe('comparePrerenders', () => {
  it("accepts what renderPage.ts documents as left out, and the charset's place", () => {
    const dirs = sites(
      theirs('<h1>About us</h1>'),
      page('<h1>About us</h1>')
        .replace('<head>', '<head><meta charset="UTF-8">')
        .replace('<meta charset="UTF-8"><script', '<script'),
    )
    expect(comparePrerenders(dirs.theirs, dirs.ours, ['about'])).toEqual([])
  })

  it('fails on a page whose text, head or markup differs', () => {
    const changed = sites(theirs('<h1>About us</h1>'), page('<h1>About</h1>'))
    expect(comparePrerenders(changed.theirs, changed.ours, ['about'])).toMatchObject([
      { path: 'about', kinds: ['text'] },
    ])
    const head = sites(
      theirs('<h1>About us</h1>'),
      page('<h1>About us</h1>', '', '<link rel="canonical" href="/about">'),
    )
    expect(comparePrerenders(head.theirs, head.ours, ['about'])[0]?.kinds).toEqual(['head'])
    const markup = sites(theirs('<h1>About us</h1>'), page('<h1 id="top">About us</h1>'))
    expect(comparePrerenders(markup.theirs, markup.ours, ['about'])[0]?.kinds).toEqual([
      'structure',
    ])
  })

  it('fails on a page missing from either build', () => {
    const dirs = sites(theirs('<h1>About us</h1>'), page('<h1>About us</h1>'))
    expect(comparePrerenders(dirs.theirs, dirs.ours, ['about', 'careers'])).toMatchObject([
      { path: 'careers', kinds: ['missing'] },
    ])
  })
})
