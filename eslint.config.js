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
  'A colour value outside src/theme/: use a token of src/theme/tokens.ts (add one, with its role, if none fits).'
const hexRules = [
  { selector: `Literal[value=${HEX}]`, message: hexMessage },
  { selector: `TemplateElement[value.raw=${HEX}]`, message: hexMessage },
  { selector: `JSXText[value=${HEX}]`, message: hexMessage },
]
// …and so is a functional colour (rgb(), rgba(), hsl(), hsla()) in the site's code. End-to-end tests
// may write them: they compare tokens with the computed styles browsers report in rgb().
const FUNCTIONAL = '/\\b(?:rgba?|hsla?)\\(/'
const functionalColourRules = [
  { selector: `Literal[value=${FUNCTIONAL}]`, message: hexMessage },
  { selector: `TemplateElement[value.raw=${FUNCTIONAL}]`, message: hexMessage },
]

// End-to-end tests read their counts from the data the page is built from (the page's `*Copy.ts`
// copy, `src/data/figures.ts`, the sector index, content/, src/generated/): a literal count is a fact
// written twice, and goes stale when a writer adds an item. A count that is the test's own (attempts
// it makes) is a named const.
const countRule = {
  selector:
    'CallExpression[callee.property.name=/^toHave(Count|Length)$/] > Literal.arguments[value>1]',
  message:
    'A hard-coded count in an end-to-end test: derive it from the content or data the page reads (e.g. `items.length`), or name the test’s own count as a const.',
}

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
      'no-restricted-syntax': ['error', newTabRule, ...hexRules, ...functionalColourRules],
    },
  },
  {
    // ESLint replaces a rule's options per config object: the rules above, and the count rule.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', newTabRule, ...hexRules, countRule] },
  },
  {
    // Where colours are defined, and tests that check them.
    // The contact sheet of `npm run shots` and the review report are developers' tools, not the site.
    files: ['src/theme/**', '**/*.test.{ts,tsx}', 'scripts/shots.ts', 'scripts/review/report.ts'],
    rules: { 'no-restricted-syntax': ['error', newTabRule] },
  },
)
