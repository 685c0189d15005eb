/**
 * The rules every content body follows, whatever the collection: not empty, only the writers'
 * components (none where the body is shown as plain text), no e-mail address, images that exist,
 * no level-1 heading. Pure (no file system): the content build and the editor (/admin/) both use
 * it, so they give the same messages.
 */
import { mdxComponentNames } from '../../src/features/collections/taxonomy.ts'
import {
  componentsUsed,
  emailsIn,
  hasLevelOneHeading,
  imagesIn,
  subheadProblems,
} from './markdown.ts'
import { normaliseUpload, type SchemaContext } from './schemas.ts'

/** Which checks apply to a body. */
export interface BodyRules {
  /** The body is shown as plain paragraphs: no components allowed, and it must not be empty. */
  plain: boolean
  /** What the body is, for the "is empty" message. */
  bodyIs: string
  /** A plain body may have level-2 sub-heads (`## …`) between its paragraphs. */
  subheads?: boolean
}

/** The body of each collection: shown as Markdown, or as plain paragraphs. */
export const bodyRules = {
  blog: { plain: false, bodyIs: 'the article in Markdown' },
  featured: {
    plain: true,
    subheads: true,
    bodyIs: 'the article as paragraphs separated by blank lines, with sub-heads written "## …"',
  },
  research: { plain: true, bodyIs: 'the description as paragraphs' },
  legal: { plain: false, bodyIs: 'the page text in Markdown' },
  faq: { plain: true, bodyIs: 'the answer' },
  glossary: { plain: true, bodyIs: 'the definition' },
} satisfies Record<string, BodyRules>

export function checkBody(
  shown: string,
  body: string,
  rules: BodyRules,
  ctx: Pick<SchemaContext, 'uploadExists'>,
): string[] {
  const errors: string[] = []
  if (body === '')
    errors.push(`${shown}: the text below the frontmatter is empty (expected ${rules.bodyIs})`)
  const components = componentsUsed(body)
  if (rules.plain && components.length > 0) {
    errors.push(
      `${shown}: the text uses <${components[0]}>, but it is shown as plain paragraphs (expected text only)`,
    )
  } else {
    for (const c of components.filter(
      (c) => !(mdxComponentNames as readonly string[]).includes(c),
    )) {
      errors.push(
        `${shown}: the text uses <${c}>, which is not an available component (expected one of ${mdxComponentNames.map((n) => `<${n}>`).join(', ')})`,
      )
    }
  }
  for (const email of emailsIn(body)) {
    errors.push(
      `${shown}: the text contains the e-mail address "${email}" (expected <ContactEmail /> or <PrivacyEmail />, which come from the site config)`,
    )
  }
  for (const src of imagesIn(body)) {
    const file = normaliseUpload(src)
    if (!src.startsWith('/uploads/') || !ctx.uploadExists(file)) {
      errors.push(
        `${shown}: the image "${src}" does not exist (expected an address like /uploads/name.svg of a file in public/uploads/)`,
      )
    }
  }
  if (hasLevelOneHeading(body)) {
    errors.push(
      `${shown}: the text has a level-1 heading ("# …"); the page title is already the only one (expected "## …" for sections)`,
    )
  }
  if (rules.plain && rules.subheads)
    errors.push(...subheadProblems(body).map((problem) => `${shown}: ${problem}`))
  return errors
}
