/**
 * The editor at /admin/: Decap CMS's prebuilt bundle (its own React, loaded by this page only)
 * with what this site adds: the file format that keeps unchanged text as written (./format.ts),
 * the build's checks on every field (./validation.ts), the writers' components (./editorComponents.ts)
 * and a preview that is the article page (./preview.ts). The configuration is generated from the
 * content schemas at build time (scripts/cms/config.ts) and arrives as `__ADMIN__`.
 */
import { editorComponents, type SiteValues } from './editorComponents.ts'
import { fromFile, toFile, type EntryData } from './format.ts'
import { articlePreview, type PreviewProps } from './preview.ts'
import { collectionSchemas, entryProblems, type CollectionName } from './validation.ts'

interface AdminData {
  config: { collections: Array<{ name: string }> } & Record<string, unknown>
  blogTags: string[]
  site: SiteValues
  preview: { template: string; css: string } | null
  formatName: string
  widgets: readonly string[]
  checkedWidget: string
}

declare const __ADMIN__: AdminData

/** Immutable.js values as Decap hands them over. */
interface Immutable {
  get: (key: string) => unknown
  getIn: (path: string[]) => unknown
  toJS: () => unknown
}

type H = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown

/** What this page uses of Decap's global API. */
interface Cms {
  init: (options: { config: unknown }) => void
  registerCustomFormat: (
    name: string,
    extension: string,
    format: {
      fromFile: (text: string) => unknown
      toFile: (data: EntryData, keys?: string[]) => string
    },
  ) => void
  getWidget: (name: string) => { control: unknown; preview?: unknown } | undefined
  registerWidget: (name: string, control: unknown, preview?: unknown) => void
  registerEditorComponent: (component: unknown) => void
  registerPreviewTemplate: (name: string, component: unknown) => void
  registerPreviewStyle: (style: string, options?: { raw: boolean }) => void
  registerEventListener: (listener: {
    name: string
    handler: (event: { entry: Immutable }) => unknown
  }) => void
}

const w = window as unknown as {
  CMS: Cms
  h: H
  createClass: (spec: Record<string, unknown>) => unknown
}
const { CMS, h, createClass } = w
const admin = __ADMIN__
const schemas = collectionSchemas(admin.blogTags)

const toJs = (value: unknown) =>
  value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS() : value

function problemsFor(collection: string, data: EntryData): Record<string, string[]> {
  const name = collection as CollectionName
  const schema = schemas[name]
  return schema ? entryProblems(schema, name, data) : {}
}

// The file format: unchanged text stays as written.
CMS.registerCustomFormat(admin.formatName, 'mdx', { fromFile, toFile })

/**
 * Each of Decap's widgets, wrapped: the wrapper renders Decap's control as it is and answers
 * Decap's `isValid` with the build's message for this field (or the control's own answer first).
 */
for (const base of admin.widgets) {
  const widget = CMS.getWidget(base)
  if (!widget) continue
  const Control = widget.control
  const Checked = createClass({
    isValid(this: { inner?: { isValid?: () => unknown }; props: Record<string, unknown> }) {
      const own = this.inner?.isValid?.()
      if (
        own !== undefined &&
        own !== true &&
        !(typeof own === 'object' && own && 'error' in own && !own.error)
      )
        return own
      const field = this.props.field as Immutable
      const collection = String(field.get('collection_schema') ?? '')
      if (!collection) return true
      const name = String(field.get('name'))
      const entry = (this.props.getEntry as (() => Immutable) | undefined)?.()
      const data = { ...((toJs(entry?.get('data')) as EntryData | undefined) ?? {}) }
      data[name] = toJs(this.props.value)
      const messages = problemsFor(collection, data)[name]
      return messages ? { error: { type: 'CUSTOM', message: messages.join(' ') } } : true
    },
    // Decap's Widget asks the control whether to re-render (the image control waits for the media
    // library's choice in its props): the wrapped control answers, else always.
    shouldComponentUpdate(
      this: { inner?: { shouldComponentUpdate?: (next: unknown) => boolean } },
      next: unknown,
    ) {
      const own = this.inner?.shouldComponentUpdate
      return own ? own.call(this.inner, next) : true
    },
    getValidateValue(this: { inner?: { getValidateValue?: () => unknown } }) {
      return this.inner?.getValidateValue?.()
    },
    focus(this: { inner?: { focus?: (path?: unknown) => void } }, path?: unknown) {
      this.inner?.focus?.(path)
    },
    render(this: { props: Record<string, unknown>; inner?: unknown }) {
      return h(Control, {
        ...this.props,
        ref: (ref: unknown) => {
          this.inner = ref
        },
      })
    },
  })
  CMS.registerWidget(`${admin.checkedWidget}${base}`, Checked, widget.preview)
}

// Nothing the build would reject is saved, whatever the fields said (a last check of the whole
// entry, with every message of the build).
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const collection = String(entry.get('collection'))
    const data = toJs(entry.get('data')) as EntryData
    const messages = Object.values(problemsFor(collection, data)).flat()
    if (messages.length > 0) throw new Error(messages.join('\n'))
    return undefined
  },
})

for (const component of editorComponents(admin.site)) CMS.registerEditorComponent(component)

if (admin.preview) {
  const { template, css } = admin.preview
  CMS.registerPreviewStyle(css, { raw: true })
  const Article = createClass({
    render(this: { props: PreviewProps }) {
      return articlePreview(template, this.props, h)
    },
  })
  CMS.registerPreviewTemplate('blog', Article)
}

CMS.init({ config: admin.config })
