/**
 * `npm run cms`: the editor (/admin/, Decap CMS) on this computer, saving straight into the working
 * tree through Decap's local backend (decap-server), so a writer can try it, or write, without a
 * GitHub login; the files it writes are the ones `git status` then shows.
 *
 *   npm run cms [-- --port 8080 --backend-port 8081 --rebuild]
 *
 * It builds the site first if there is no build (the preview is the built article page), builds
 * the editor for the local backend into node_modules/.cache/cms/, serves it at
 * http://127.0.0.1:{port}/admin/ with the site's files and public/uploads/ (live), and starts
 * decap-server on 127.0.0.1 only. Ctrl+C stops both.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadSiteConfig } from './lib/siteEnv'
import { adminHeaders } from './cms/adminHeaders'
import { ADMIN_DIR, buildAdmin } from './cms/buildAdmin'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.CMS_PORT ?? '8080' },
    'backend-port': { type: 'string', default: process.env.CMS_BACKEND_PORT ?? '8081' },
    rebuild: { type: 'boolean', default: false },
  },
})
const root = process.cwd()
const port = Number(values.port)
const backendPort = Number(values['backend-port'])
const dist = path.join(root, process.env.SITE_OUT_DIR ?? 'dist')
const host = '127.0.0.1'
const backendUrl = `http://${host}:${backendPort}/api/v1`

if (values.rebuild || !existsSync(path.join(dist, 'index.html'))) {
  console.log('Building the site first (the preview shows the built article page)…')
  const built = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const site = loadSiteConfig()
const adminDir = path.join(root, 'node_modules', '.cache', 'cms', ADMIN_DIR)
await buildAdmin({
  outDir: adminDir,
  dist,
  root,
  backend: { name: 'proxy', proxy_url: backendUrl, branch: 'main' },
  siteUrl: `http://${host}:${port}`,
  site: { name: site.name, email: site.email, privacyEmail: site.privacyEmail },
})

const backendEntry = path.join(
  path.dirname(createRequire(import.meta.url).resolve('decap-server/package.json')),
  'dist',
  'index.js',
)
const backend = spawn(process.execPath, [backendEntry], {
  env: {
    ...process.env,
    PORT: String(backendPort),
    BIND_HOST: host,
    GIT_REPO_DIRECTORY: root,
    MODE: 'fs',
    LOG_LEVEL: process.env.CMS_LOG_LEVEL ?? 'warn',
  },
  stdio: 'inherit',
})

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

/** The file a request path is served from: the editor, uploads from the working tree, the build. */
function fileFor(pathname: string): string | undefined {
  const clean = path.posix.normalize(decodeURIComponent(pathname))
  if (clean.includes('\0')) return undefined
  const inside = (dir: string, rel: string) => {
    const file = path.join(dir, rel)
    return file.startsWith(dir + path.sep) && existsSync(file) && statSync(file).isFile()
      ? file
      : undefined
  }
  if (clean === `/${ADMIN_DIR}` || clean === `/${ADMIN_DIR}/`)
    return path.join(adminDir, 'index.html')
  if (clean.startsWith(`/${ADMIN_DIR}/`)) return inside(adminDir, clean.slice(ADMIN_DIR.length + 2))
  if (clean.startsWith('/uploads/')) return inside(path.join(root, 'public'), clean.slice(1))
  return inside(dist, clean.slice(1)) ?? inside(dist, `${clean.slice(1)}.html`)
}

const headers = adminHeaders({ connect: [`http://${host}:${backendPort}`] })
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`)
  if (url.pathname === `/${ADMIN_DIR}`) {
    res.writeHead(301, { Location: `/${ADMIN_DIR}/` }).end()
    return
  }
  const file = fileFor(url.pathname)
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
    return
  }
  res.writeHead(200, {
    ...headers,
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
  })
  createReadStream(file).pipe(res)
})
server.on('error', (error) => {
  console.error(
    `✖ The editor cannot listen on ${host}:${port}: ${error.message} (choose another with -- --port N)`,
  )
  backend.kill()
  process.exit(1)
})
server.listen(port, host, () => {
  console.log(
    `\n✓ Editor: http://${host}:${port}/${ADMIN_DIR}/ (saves into ${root}; Ctrl+C stops)\n`,
  )
})

const stop = () => {
  backend.kill()
  server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
backend.on('exit', (code) => {
  if (code !== null && code !== 0) {
    console.error(`decap-server exited with ${code}`)
    server.close()
    process.exit(1)
  }
})
