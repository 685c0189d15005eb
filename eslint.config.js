import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

// Every link that opens a new tab must not hand the opener to the other site.
const newTabRule = {
  selector:
    "JSXOpeningElement:has(JSXAttribute[name.name='target'][value.value='_blank']):not(:has(JSXAttribute[name.name='rel'][value.value='noopener noreferrer']))",
  message: 'target="_blank" needs rel="noopener noreferrer".',
}

// Colours are tokens (src/theme/tokens.ts, each with its role): a hex colour anywhere else is one
// more value a brand change would miss.
const HEX = '/#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![0-9a-zA-Z_-])/'
const hexMessage =
  'A hex colour outside src/theme/: use a token of src/theme/tokens.ts (add one, with its role, if none fits).'
const hexRules = [
  { selector: `Literal[value=${HEX}]`, message: hexMessage },
  { selector: `TemplateElement[value.raw=${HEX}]`, message: hexMessage },
  { selector: `JSXText[value=${HEX}]`, message: hexMessage },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.prerender-temp',
      'src/generated',
      'node_modules',
      'playwright-report',
      'test-results',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', newTabRule, ...hexRules],
    },
  },
  {
    // Where colours are defined, and tests that check them.
    // The contact sheet of `npm run shots` and the review report are developers' tools, not the site.
    files: ['src/theme/**', '**/*.test.{ts,tsx}', 'scripts/shots.ts', 'scripts/review/report.ts'],
    rules: { 'no-restricted-syntax': ['error', newTabRule] },
  },
)
