/**
 * The writer's preview, `npm run dev`, on a temporary copy of the project: one file with a
 * frontmatter error does not stop the server from starting; the page shows the problem (file and
 * what to do) in Vite's error overlay, and the other articles still render, drafts with their label.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { freePortSync } from '../support/freePort'
import { copyProject } from '../support/projectCopy'
import { expect, test } from './fixtures'

let project = ''
let server: ChildProcess | undefined
let base = ''
let output = ''

test.describe.configure({ mode: 'serial' })
// The overlay's error is the point of the test.
test.use({ allowConsoleErrors: [/./] })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  project = copyProject('dev-server-e2e-')
  const blog = path.join(project, 'content/blog')
  const broken = path.join(blog, 'mlops-at-scale.mdx')
  writeFileSync(
    broken,
    readFileSync(broken, 'utf8').replace(/^title: .*$/m, 'title: MLOps at scale: what we learned'),
  )
  const draft = path.join(blog, 'feature-stores-explained.mdx')
  writeFileSync(draft, readFileSync(draft, 'utf8').replace(/^tags: /m, 'draft: true\ntags: '))
  const port = freePortSync()
  base = `http://127.0.0.1:${port}`
  server = spawn(
    'npm',
    ['run', 'dev', '--', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: the test stops npm and Vite together.
      detached: true,
    },
  )
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(`${port}`) && /ready in|Local:/.test(output)) resolve()
    }
    server?.stdout?.on('data', read)
    server?.stderr?.on('data', read)
    server?.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)))
  })
})

test.afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid)
    } catch {
      server.kill()
    }
  }
  if (project) rmSync(project, { recursive: true, force: true })
})

test('dev: a frontmatter error does not stop npm run dev; the page shows it with the fix', async ({
  page,
}) => {
  test.setTimeout(90_000)
  expect(output).toContain('content/blog/mlops-at-scale.mdx:3')
  await page.goto(`${base}/blog`)
  const overlay = page.locator('vite-error-overlay')
  await expect(overlay).toBeAttached({ timeout: 30_000 })
  await expect(overlay.locator('.message-body')).toContainText(
    'content/blog/mlops-at-scale.mdx:3: the frontmatter between the --- lines is not valid YAML',
  )
  await expect(overlay.locator('.message-body')).toContainText(
    "put the title in quotes: title: 'MLOps at scale: what we learned'",
  )
})

test('dev: a draft article shows its Draft label on its own page', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(`${base}/blog/feature-stores-explained`)
  await page.evaluate(() => document.querySelector('vite-error-overlay')?.remove())
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Feature stores explained')
  await expect(page.locator('main').getByText('Draft', { exact: true })).toBeVisible()
})
