import { rmSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import {
  checkLinks,
  checkSitemap,
  cssUrls,
  formatFailures,
  sitemapLocations,
  type GateFailure,
} from './linkGate'
import { page, writeSite } from '../../tests/support/gateTestSite'
import { deferEntry } from '../build/deferEntry'

const ORIGIN = 'https://www.site.example'
const sitemap = (paths: string[]) =>
  `<?xml version="1.0"?><urlset>${paths.map((p) => `<url><loc>${ORIGIN}${p}</loc></url>`).join('')}</urlset>`

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups) c()
  cleanups = []
})

/** A small valid build: three routes, an asset, a stylesheet, an image and a sitemap. */
function goodSite(overrides: Record<string, string> = {}) {
  const site = writeSite({
    'index.html': page(
      `<a href="#main">Skip</a><main id="main"><a href="/about">About</a> <a href="/about#team">Team</a>
       <a href="research/alpha">Alpha</a> <a href="mailto:hi@site.example">Mail</a> <a href="https://other.example/x">Out</a>
       <a href="${ORIGIN}/about">Absolute</a><picture><source type="image/avif" srcset="/media/a-640.avif 640w, /media/a-1280.avif 1280w">
       <source type="image/webp" srcset="/media/a-640.webp 640w"><img src="/media/a.svg" width="16" height="9" alt="" fetchpriority="high"></picture></main>`,
      `<link rel="canonical" href="${ORIGIN}/"><meta property="og:image" content="${ORIGIN}/og.png"><link rel="stylesheet" href="/assets/site.css"><script type="module" src="/assets/app.js"></script><style>.h{background:url('/media/a.svg')}</style>`,
    ),
    'about.html': page(`<main id="main"><h2 id="team">Team</h2><a href="/">Home</a></main>`),
    'research/alpha.html': page(
      `<a href="../about">About</a><a href="/research/alpha#intro" id="intro">Self</a>`,
    ),
    '404.html': page(
      `<a href="/">Return to Home</a>`,
      `<link rel="canonical" href="${ORIGIN}/404">`,
    ),
    'assets/app.js': 'export {}',
    'assets/site.css': `.x{background:url(../media/a.svg)}`,
    'media/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'media/a-640.avif': 'x',
    'media/a-1280.avif': 'x',
    'media/a-640.webp': 'x',
    'og.png': 'x',
    'sitemap.xml': sitemap(['/', '/about', '/research/alpha']),
    ...overrides,
  })
  cleanups.push(site.cleanup)
  return site.dir
}

const options = (dir: string) => ({
  dir,
  routes: ['/', '/about', '/research/alpha', '/404'],
  sitemapPaths: ['/', '/about', '/research/alpha'],
  origin: ORIGIN,
})

function problems(failures: GateFailure[]): string[] {
  return failures.map((f) => `${f.page} | ${f.link} | ${f.problem}`)
}

describe('link gate', () => {
  it('passes a build whose links, anchors, assets, routes and sitemap all resolve', () => {
    expect(problems(checkLinks(options(goodSite())))).toEqual([])
  })

  it('fails on a link to a page that was not built, naming the page and the link', () => {
    const dir = goodSite({
      'about.html': page(`<main id="team"><a href="/servicez">Services</a></main>`),
    })
    expect(problems(checkLinks(options(dir)))).toEqual([
      '/about | <a href="/servicez"> | no such file in the build (expected servicez.html)',
    ])
  })

  it('fails on a #fragment that is not an id on the target page, or on the same page', () => {
    const dir = goodSite({
      'about.html': page(`<h2 id="teams">Team</h2><a href="#nowhere">x</a>`),
    })
    expect(problems(checkLinks(options(dir))).sort()).toEqual([
      '/ | <a href="/about#team"> | #team is not an element id on /about',
      '/about | <a href="#nowhere"> | #nowhere is not an element id on this page',
    ])
  })

  it('treats the not-found page, trailing slashes and bare "#" as broken', () => {
    const dir = goodSite({
      'about.html': page(
        `<h2 id="team"></h2><a href="/404">a</a><a href="/about/">b</a><a href="#">c</a>`,
      ),
    })
    expect(problems(checkLinks(options(dir)))).toEqual([
      '/about | <a href="/404"> | points at the not-found page',
      '/about | <a href="/about/"> | has a trailing slash; link /about instead',
      '/about | <a href="#"> | is an empty fragment "#" (use a button for actions, or link a real id)',
    ])
  })

  it("checks a GET form's action as a page, but not the endpoint a POST form targets", () => {
    const dir = goodSite({
      'about.html': page(
        `<h2 id="team"></h2><form method="post" action="/api/inquiry"></form><form action="/serch"></form>`,
      ),
    })
    expect(problems(checkLinks(options(dir)))).toEqual([
      '/about | <form action="/serch"> | no such file in the build (expected serch.html)',
    ])
  })

  it('checks every srcset candidate, src, CSS url() and same-origin sharing image', () => {
    const dir = goodSite()
    rmSync(`${dir}/media/a-1280.avif`)
    rmSync(`${dir}/og.png`)
    rmSync(`${dir}/media/a.svg`)
    const found = problems(checkLinks(options(dir)))
    expect(found).toContain(
      '/ | <source srcset="/media/a-640.avif 640w, /media/a-1280.avif 1280w"> | no such file in the build (expected media/a-1280.avif)',
    )
    expect(found).toContain(
      `/ | <meta og:image="${ORIGIN}/og.png"> | no such file in the build (expected og.png)`,
    )
    expect(found).toContain(
      '/ | <img src="/media/a.svg"> | no such file in the build (expected media/a.svg)',
    )
    expect(found).toContain(
      '/ | url(/media/a.svg) in <style> | no such file in the build (expected media/a.svg)',
    )
    expect(found).toContain(
      '/assets/site.css | url(../media/a.svg) | no such file in the build (expected media/a.svg)',
    )
  })

  it('checks the entry script and preloads the build deferred into #entry-assets', () => {
    const deferred = deferEntry('<script type="module" src="/assets/ssg.js"></script>', {
      entry: '/assets/app.js',
      preload: ['/assets/page.js'],
    })
    const dir = goodSite({
      'about.html': page('<main id="main"><h2 id="team">Team</h2></main>', deferred),
    })
    expect(problems(checkLinks(options(dir)))).toEqual([
      '/about | /assets/page.js in #entry-assets | no such file in the build (expected assets/page.js)',
    ])
  })

  it('fails when a route of the table produced no HTML', () => {
    const dir = goodSite()
    const failures = checkLinks({ ...options(dir), routes: [...options(dir).routes, '/careers'] })
    expect(problems(failures)).toEqual([
      '/careers | careers.html | route of src/routes/table.ts produced no HTML file',
    ])
  })

  it('enforces the media rules: sizes, the image pipeline, one LCP image, video poster and preload', () => {
    const dir = goodSite({
      'about.html': page(
        `<h2 id="team"></h2><img src="/media/a.svg" alt=""><img src="/og.png" width="1" height="1" alt="">
         <img src="/media/a.svg" width="1" height="1" fetchpriority="high" loading="lazy" alt="">
         <img src="/media/a.svg" width="1" height="1" fetchpriority="high" alt="">
         <video src="/media/a.svg" preload="auto" autoplay></video>`,
      ),
    })
    expect(problems(checkLinks(options(dir)))).toEqual([
      '/about | <img src="/media/a.svg"> | has no width/height attributes (layout shift while it loads)',
      '/about | <img src="/og.png"> | is a raster image outside the image pipeline (use ResponsiveImage: AVIF/WebP in responsive widths)',
      '/about | <img src="/media/a.svg"> | is both loading="lazy" and fetchpriority="high"',
      '/about | <img src="/media/a.svg"> | is a second fetchpriority="high" image on the page (only the LCP image)',
      '/about | <video src="/media/a.svg"> | has no poster (blank box until it plays)',
      '/about | <video src="/media/a.svg"> | has preload="auto" (use none or metadata)',
      '/about | <video src="/media/a.svg"> | autoplays from the HTML (start it from script, honouring reduced motion)',
    ])
  })

  it('groups a link broken on many pages into one line naming the pages', () => {
    const text = formatFailures([
      { page: '/', link: '<a href="/x">', problem: 'missing' },
      { page: '/about', link: '<a href="/x">', problem: 'missing' },
    ])
    expect(text).toBe('  ✖ <a href="/x"> missing\n      on /, /about')
  })
})

describe('sitemap check', () => {
  it('fails on a public route missing, a route that is not public, a duplicate and a foreign origin', () => {
    const dir = goodSite({
      'sitemap.xml': `<urlset><url><loc>${ORIGIN}/</loc></url><url><loc>${ORIGIN}/</loc></url><url><loc>${ORIGIN}/404</loc></url><url><loc>https://evil.example/about</loc></url></urlset>`,
    })
    expect(problems(checkSitemap(dir, ['/', '/about', '/research/alpha'], ORIGIN))).toEqual([
      `/sitemap.xml | https://evil.example/about | is not on the site origin ${ORIGIN}`,
      '/sitemap.xml | / | is listed twice',
      '/sitemap.xml | /404 | is listed but is not a public route (sitemap: true)',
      '/sitemap.xml | /research/alpha | is a public route missing from the sitemap',
    ])
  })

  it('fails when there is no sitemap.xml', () => {
    const dir = goodSite()
    rmSync(`${dir}/sitemap.xml`)
    expect(problems(checkSitemap(dir, ['/'], ORIGIN))).toEqual([
      '/sitemap.xml | sitemap.xml | is missing from the build',
    ])
  })

  it('reads <loc> values with entities', () => {
    expect(sitemapLocations('<loc> https://a.example/?a=1&amp;b=2 </loc>')).toEqual([
      'https://a.example/?a=1&b=2',
    ])
  })
})

describe('cssUrls', () => {
  it('finds quoted and unquoted urls, skipping data: and #fragments', () => {
    expect(
      cssUrls(
        `a{b:url("/x.svg")} c{d:url('y.png')} e{f:url(z.woff2)} g{h:url(data:image/png;base64,AA)} i{mask:url(#m)}`,
      ),
    ).toEqual(['/x.svg', 'y.png', 'z.woff2'])
  })
})
