/**
 * The editor at /admin/ (Decap CMS, `npm run cms`) as a writer uses it, on a temporary copy of the
 * repository (its tracked files, a git repository of its own, this project's node_modules): the
 * local backend saves into that copy, and the copy builds the site again.
 *
 * - A post created in the browser with every field, a callout and an uploaded image passes the
 *   content check, is prerendered at /blog/{slug} with the callout and the responsive image, and is
 *   in the feeds.
 * - Editing one word of an existing article changes that line of the file and nothing else.
 * - A bad entry (no title; an unknown category) is stopped with the build's own message, and
 *   nothing is written.
 *
 * About 2 minutes: a site build and the editor's start.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { theme } from '../../src/theme/tokens'
import { freePortSync } from '../support/freePort'
import { copyProject } from '../support/projectCopy'
import { expect, test } from './fixtures'

let project = ''
let editor: ChildProcess | undefined
let base = ''

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
    cwd: project,
    encoding: 'utf8',
  })
const file = (rel: string) => path.join(project, rel)
const npm = (script: string) =>
  execFileSync('npm', ['run', '--silent', script], {
    cwd: project,
    encoding: 'utf8',
    stdio: 'pipe',
  })

test.describe.configure({ mode: 'serial' })
// The editor asks for a favicon the build does not have; a save the checks stop ends in Decap's
// own rejection without a reason.
test.use({ allowConsoleErrors: [/status of 404|^\[pageerror\] undefined$/] })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  project = copyProject('editor-e2e-')
  git('init', '-q', '-b', 'main')
  git('add', '-A')
  git('commit', '-qm', 'base')
  // The generated content and artwork, as `npm run build` first makes them; the site's build
  // itself (the preview is the built article page) is the build under test (E2E_DIST), made from
  // the same tracked files: copied, not made again. The test's own build below is made in the copy.
  npm('content')
  cpSync(path.resolve(process.env.E2E_DIST ?? 'dist'), file('dist'), { recursive: true })
  const port = freePortSync()
  const backendPort = freePortSync()
  editor = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/cms.ts',
      '--port',
      String(port),
      '--backend-port',
      String(backendPort),
    ],
    { cwd: project, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    let out = ''
    editor?.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('✓ Editor:')) resolve()
    })
    editor?.once('exit', (code) => reject(new Error(`npm run cms exited with ${code}:\n${out}`)))
  })
  base = `http://127.0.0.1:${port}/admin/`
})

test.afterAll(() => {
  editor?.kill()
  if (project) rmSync(project, { recursive: true, force: true })
})

/** Opens the editor, logs in to the local backend and waits for the media library's files. */
async function openEditor(page: Page, hash: string) {
  // Logged out: Decap keeps the login in the browser's storage.
  if (page.url().startsWith(base)) await page.evaluate(() => localStorage.clear())
  await page.goto(base)
  const media = page.waitForResponse((r) => (r.request().postData() ?? '').includes('"getMedia"'))
  await page.getByRole('button', { name: 'Login' }).click()
  await media
  await page.goto(`${base}#${hash}`)
}

const label = (page: Page, name: RegExp) =>
  page.locator('label[for*="-field-"]', { hasText: name }).first()
async function input(page: Page, name: RegExp) {
  return page.locator(`[id="${await label(page, name).getAttribute('for')}"]`)
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).first().click()
  await page.getByText('Publish now').click()
}

test('editor: a post with every field, a callout and an uploaded image is saved, built and in the feeds', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const image = path.join(project, 'chart-for-the-test.png')
  await sharp({
    create: { width: 1200, height: 675, channels: 3, background: theme.color.markBar },
  })
    .png()
    .toFile(image)
  await openEditor(page, '/collections/blog/new')
  await label(page, /^Title/).waitFor()
  // The cover, from the media library.
  await page
    .getByRole('button', { name: /choose an image/i })
    .first()
    .click()
  await page.getByPlaceholder('Search...').fill('mlops-at-scale')
  await page.getByText('blog-mlops-at-scale.svg', { exact: true }).click()
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await (await input(page, /^Title/)).fill('Editor test: a post from the browser')
  await (
    await input(page, /^Excerpt/)
  ).fill(
    'A post written in the editor, with every field, a callout and an image, to prove the path end to end.',
  )
  await (await input(page, /^Author/)).fill('Neema Mushi')
  // Today: the new post's date defaults to the day the editor was built, and `updated` may not be
  // before it (a fixed day here broke the test the day after it was written).
  await (await input(page, /^Updated/)).fill(new Date().toISOString().slice(0, 10))
  await (await input(page, /^Category/)).click()
  await page.getByRole('option', { name: 'MLOps', exact: true }).click()
  await (await input(page, /^Cover image description/)).fill('Rows of model nodes beside a chart.')
  await (await input(page, /^Tags/)).click()
  await page.getByRole('option', { name: 'Monitoring', exact: true }).click()
  await (await input(page, /^Reading time/)).fill('2 min read')
  await (await input(page, /^Slug/)).fill('a-post-from-the-browser')
  // The text: a paragraph, a callout and an image, inserted from the menu.
  await page.locator('[data-slate-editor="true"]').click()
  await page.keyboard.type('A first paragraph written in the browser.')
  await page.getByRole('button', { name: 'Add Component' }).click()
  await page.getByText('Callout', { exact: true }).click()
  await page
    .locator(
      `[id="${await page
        .locator('label', { hasText: /^Title/ })
        .last()
        .getAttribute('for')}"]`,
    )
    .fill('Remember this')
  await page
    .locator(
      `[id="${await page.locator('label', { hasText: /^Text/ }).last().getAttribute('for')}"]`,
    )
    .fill("It's the callout's text.")
  await page.getByRole('button', { name: 'Add Component' }).click()
  await page.getByText('Image', { exact: true }).last().click()
  await page
    .getByRole('button', { name: /choose an image/i })
    .last()
    .click()
  await page.locator('input[type="file"]').setInputFiles(image)
  await page.getByText('chart-for-the-test.png', { exact: true }).waitFor()
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await page
    .locator(
      `[id="${await page
        .locator('label', { hasText: /^Alt Text/ })
        .last()
        .getAttribute('for')}"]`,
    )
    .fill('A teal chart')
  // The preview is the article page.
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'Editor test: a post from the browser',
  )
  await expect(preview.locator('[data-article-body] [role="note"]')).toContainText('Remember this')
  await page.screenshot({ path: 'test-results/admin-editor-new-post.png' })
  await publish(page)
  const saved = file('content/blog/editor-test-a-post-from-the-browser.mdx')
  await expect.poll(() => existsSync(saved), { timeout: 15_000 }).toBe(true)
  expect(existsSync(file('public/uploads/chart-for-the-test.png'))).toBe(true)
  const text = readFileSync(saved, 'utf8')
  expect(text).toContain('<Callout title="Remember this">')
  expect(text).toContain('![A teal chart](/uploads/chart-for-the-test.png)')

  // The build's content check accepts it; the build prerenders it and lists it in the feeds.
  expect(npm('content')).toContain('✓ Content: 7 blog posts')
  npm('build')
  const html = readFileSync(file('dist/blog/a-post-from-the-browser.html'), 'utf8')
  expect(html).toMatch(/<div role="note"><strong>Remember this<\/strong>/)
  expect(html).toMatch(
    /<picture><source type="image\/avif" srcSet="\/media\/img\/upload-chart-for-the-test-png-480\.avif 480w/,
  )
  expect(existsSync(file('dist/media/img/upload-chart-for-the-test-png-800.webp'))).toBe(true)
  for (const feed of ['rss.xml', 'atom.xml', 'feed.json'])
    expect(readFileSync(file(`dist/${feed}`), 'utf8'), feed).toContain(
      '/blog/a-post-from-the-browser',
    )
  git('add', '-A', 'content', 'public')
  git('commit', '-qm', 'the post from the editor')
})

test('editor: editing one word of an article changes only that line of the file', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const article = 'content/blog/mlops-at-scale.mdx'
  await openEditor(page, '/collections/blog/entries/mlops-at-scale')
  const body = page.locator('[data-slate-editor="true"]')
  await body.getByText('a handful of models', { exact: false }).waitFor()
  await body.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.nodeValue?.indexOf('handful') ?? -1
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + 'handful'.length)
      getSelection()?.removeAllRanges()
      getSelection()?.addRange(range)
      return
    }
  })
  await page.keyboard.type('few')
  await publish(page)
  await expect
    .poll(() => git('diff', '--numstat', article).trim(), { timeout: 15_000 })
    .toBe(`1\t1\t${article}`)
  const diff = git('diff', '-U0', article)
  expect(diff).toContain(
    '-This article collects the lessons we learned moving from a handful of models',
  )
  expect(diff).toContain(
    '+This article collects the lessons we learned moving from a few of models',
  )
  git('checkout', '--', article)
})

test('editor: a bad entry is stopped with the build’s message, and nothing is written', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // No title.
  await openEditor(page, '/collections/blog/new')
  await (
    await input(page, /^Excerpt/)
  ).fill('An excerpt long enough for the schema, written for the test of a bad entry.')
  await publish(page)
  await expect(page.getByText('title is missing (expected the headline)')).toBeVisible()
  // An unknown category in a file, opened and saved.
  const bad = 'content/blog/mlops-at-scale.mdx'
  writeFileSync(
    file(bad),
    readFileSync(file(bad), 'utf8').replace('category: MLOps', 'category: MLOPS'),
  )
  git('commit', '-qam', 'a bad category')
  await openEditor(page, '/collections/blog/entries/mlops-at-scale')
  await (await input(page, /^Author/)).fill('Amina S.')
  await publish(page)
  const message =
    'category "MLOPS" is not one of AI & Data, AI Implementation, Technical Deep Dive, MLOps, Computer Vision, NLP (did you mean "MLOps"?)'
  await expect(page.getByText(message)).toBeVisible()
  // The build says the same of that file.
  expect(() => npm('content')).toThrow(message)
  await page.waitForTimeout(1000)
  expect(git('status', '--porcelain', '--untracked-files=all', 'content', 'public')).toBe('')
})
