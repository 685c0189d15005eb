import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { chunkGroupOf } from './siteScriptBundle'

const root = path.resolve(__dirname, '../..')
const at = (file: string) => path.join(root, file)

describe('chunk groups of the browser bundle', () => {
  it('folds the islands runtime and React into `islands`, not the islands themselves', () => {
    expect(chunkGroupOf(at('node_modules/react-dom/cjs/react-dom-client.production.js'))).toBe(
      'islands',
    )
    expect(chunkGroupOf(at('node_modules/react/index.js'))).toBe('islands')
    expect(chunkGroupOf(at('node_modules/@11ty/is-land/is-land.js'))).toBe('islands')
    expect(chunkGroupOf(at('src/islands/hydrateIsland.tsx'))).toBe('islands')
    expect(chunkGroupOf(at('src/islands/useLinkedDialog.ts'))).toBe('islands')
    expect(chunkGroupOf(at('src/islands/modules/blog-list.ts'))).toBeUndefined()
  })

  it('keeps styled-components and the UI kit out of `islands`, in `styled`', () => {
    expect(
      chunkGroupOf(at('node_modules/styled-components/dist/styled-components.browser.esm.js')),
    ).toBe('styled')
    expect(chunkGroupOf(at('node_modules/lucide-react/dist/esm/icons/arrow-right.mjs'))).toBe(
      'styled',
    )
    for (const file of ['src/theme/tokens.ts', 'src/ui/Button.tsx', 'src/ui/Themed.tsx'])
      expect(chunkGroupOf(at(file)), file).toBe('styled')
  })

  it('keeps out of `styled` what the islands import at first (it would bring styled-components)', () => {
    for (const file of [
      'src/features/blog/articlePage.ts',
      'src/features/blog/blogFilter.ts',
      'src/features/collections/taxonomy.ts',
      'src/features/blog/BlogListIsland.tsx',
      'src/features/research/ResearchListIsland.tsx',
    ])
      expect(chunkGroupOf(at(file)), file).not.toBe('styled')
  })

  it('leaves alone everything the site script runs on pages without islands', () => {
    for (const file of [
      'src/enhance/siteScript.ts',
      'src/enhance/links.ts',
      'src/enhance/pageBehaviours.ts',
      'src/ui/motion.ts',
      'src/ui/countTarget.ts',
      'src/features/contact/draftStorage.ts',
      'src/features/contact/inquiryDraft.ts',
    ])
      expect(chunkGroupOf(at(file)), file).toBeUndefined()
  })

  it('leaves what loads on use where it is (dialogs, toasts, the form and its rules)', () => {
    for (const file of [
      'src/ui/Dialog.tsx',
      'src/ui/toast/ToastHost.tsx',
      'node_modules/@reach/dialog/dist/reach-dialog.mjs',
      'node_modules/formik/dist/formik.esm.js',
      'node_modules/yup/index.esm.js',
      'src/features/contact/inquirySchema.ts',
    ])
      expect(chunkGroupOf(at(file)), file).toBeUndefined()
  })
})
