/**
 * The writers' MDX components as editor components: inserted from the editor's "+" menu, edited
 * in a small form, written as the MDX a writer would type (CONTRIBUTING.md, "Write the article"),
 * and previewed as the site renders them (`[role="note"]` is what the article styles give a
 * callout). The content build accepts exactly these (src/features/collections/taxonomy.ts).
 */
import type { MdxComponentName } from '../features/collections/taxonomy.ts'

export interface EditorComponent {
  id: string
  label: string
  type?: 'inline'
  fields: Array<{ name: string; label: string; widget: string; required?: boolean; hint?: string }>
  pattern: RegExp
  fromBlock: (match: RegExpMatchArray) => Record<string, string>
  toBlock: (data: Record<string, string | undefined>) => string
  toPreview: (data: Record<string, string | undefined>) => string
}

/** The id of each component in the editor's menu (and in the collections' configuration). */
export const COMPONENT_IDS: Record<MdxComponentName, string> = {
  Callout: 'callout',
  ContactEmail: 'contact-email',
  Flow: 'flow',
  PrivacyEmail: 'privacy-email',
  SiteName: 'site-name',
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** An attribute value as MDX reads it back (a `"` would end it). */
const attribute = (text: string) => text.replace(/"/g, '&quot;')
const unattribute = (text: string) => text.replace(/&quot;/g, '"')

/** Values the site fills in from its settings; the preview shows what they stand for. */
export interface SiteValues {
  name: string
  email: string
  privacyEmail: string
}

function siteValue(
  component: MdxComponentName,
  label: string,
  shown: (site: SiteValues) => string,
  site: SiteValues,
): EditorComponent {
  return {
    id: COMPONENT_IDS[component],
    label,
    type: 'inline',
    fields: [],
    pattern: new RegExp(`^<${component}\\s*/>`),
    fromBlock: () => ({}),
    toBlock: () => `<${component} />`,
    toPreview: () => escapeHtml(shown(site)),
  }
}

export function editorComponents(site: SiteValues): EditorComponent[] {
  return [
    {
      id: COMPONENT_IDS.Callout,
      label: 'Callout',
      fields: [
        {
          name: 'title',
          label: 'Title',
          widget: 'string',
          required: false,
          hint: 'A few words in bold above the text (optional).',
        },
        { name: 'text', label: 'Text', widget: 'text', hint: 'One or two sentences.' },
      ],
      pattern: /^<Callout(?:\s+title="([^"]*)")?\s*>\s*([\s\S]*?)\s*<\/Callout>/,
      fromBlock: (match) => ({ title: unattribute(match[1] ?? ''), text: match[2] ?? '' }),
      toBlock: ({ title, text }) =>
        `<Callout${title ? ` title="${attribute(title)}"` : ''}>\n${(text ?? '').trim()}\n</Callout>`,
      toPreview: ({ title, text }) =>
        `<div role="note">${title ? `<strong>${escapeHtml(title)}</strong>` : ''}<p>${escapeHtml(text ?? '')}</p></div>`,
    },
    {
      id: COMPONENT_IDS.Flow,
      label: 'Flow diagram',
      fields: [
        {
          name: 'caption',
          label: 'Caption',
          widget: 'string',
          hint: 'One sentence that says what flows where (screen readers and the page show it).',
        },
        {
          name: 'steps',
          label: 'Steps',
          widget: 'text',
          hint: 'A numbered list: "1. **Title** what it holds". The last step may list two branches under it ("   - **Title** text _Used for_").',
        },
      ],
      pattern: /^<Flow\s+caption="([^"]*)"\s*>\s*([\s\S]*?)\s*<\/Flow>/,
      fromBlock: (match) => ({ caption: unattribute(match[1] ?? ''), steps: match[2] ?? '' }),
      toBlock: ({ caption, steps }) =>
        `<Flow caption="${attribute(caption ?? '')}">\n\n${(steps ?? '').trim()}\n\n</Flow>`,
      toPreview: ({ caption, steps }) =>
        `<figure data-flow=""><pre>${escapeHtml(steps ?? '')}</pre><figcaption>${escapeHtml(caption ?? '')}</figcaption></figure>`,
    },
    siteValue('SiteName', 'Company name', (s) => s.name, site),
    siteValue('ContactEmail', 'Contact e-mail', (s) => s.email, site),
    siteValue('PrivacyEmail', 'Privacy e-mail', (s) => s.privacyEmail, site),
  ]
}
