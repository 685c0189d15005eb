/**
 * The packages a browser receives: every package imported, statically or on demand, by the site
 * script and what it loads (the page behaviours, the islands runtime, each island, the MDX of the
 * blog's post dialog). Read from the source's import graph, so it is a superset of what the bundler
 * keeps after tree-shaking.
 *
 * `package.json` lists exactly these under `dependencies` and everything else (the prerender with
 * vite-react-ssg and react-router-dom, build tools, test tools) under `devDependencies`, so
 * `npm audit --omit=dev` judges what ships and nothing else (shippedPackages.test.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mdx', '/index.ts', '/index.tsx']

/** A bare specifier's package: `react-dom/client` → `react-dom`, `@scope/x/y` → `@scope/x`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

function resolveFile(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier.split('?')[0] ?? specifier)
  for (const ext of EXTENSIONS) {
    const file = base + ext
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  throw new Error(`${from}: cannot resolve ${specifier} (run npm run content first?)`)
}

/** Whether an import brings in values (not only types, which the compiler erases). */
function importsValues(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause
  if (!clause) return true // import 'x' (side effects)
  if (clause.isTypeOnly) return false
  if (clause.name) return true
  const bindings = clause.namedBindings
  if (!bindings || ts.isNamespaceImport(bindings)) return true
  return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly)
}

/** The specifiers a TypeScript module imports values from (static, re-exports and `import()`). */
function scriptImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (importsValues(node)) found.push(node.moduleSpecifier.text)
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * What compiled MDX imports: its own `import` lines, the JSX runtime and the components provider
 * the content pipeline names (`providerImportSource` in scripts/indexer/mdxCache.ts).
 */
function mdxImports(text: string, mdxConfig: string): string[] {
  const own = [...text.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '')
  const provider = /providerImportSource:\s*['"]([^'"]+)['"]/.exec(mdxConfig)?.[1]
  return [...own, 'react/jsx-runtime', ...(provider ? [provider] : [])]
}

/** The packages reachable from the entry files, each with the first file that imports it. */
export function shippedPackages(
  entries: readonly string[],
  mdxConfigFile = 'scripts/indexer/mdxCache.ts',
): Map<string, string> {
  const mdxConfig = readFileSync(mdxConfigFile, 'utf8')
  const seen = new Set<string>()
  const packages = new Map<string, string>()
  const queue = entries.map((entry) => path.resolve(entry))
  while (queue.length > 0) {
    const file = queue.pop() ?? ''
    if (seen.has(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    const specifiers = file.endsWith('.mdx')
      ? mdxImports(text, mdxConfig)
      : scriptImports(file, text)
    if (file.endsWith('.tsx')) specifiers.push('react/jsx-runtime')
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) queue.push(resolveFile(file, specifier))
      else if (!packages.has(packageOf(specifier))) {
        packages.set(packageOf(specifier), path.relative(process.cwd(), file))
      }
    }
  }
  return packages
}
