/// <reference types="mdx" />

// MDX files compile to a component (default export) and, through remark-mdx-frontmatter, also
// export their raw frontmatter. Pages read the validated indexes in src/generated instead.
declare module '*.mdx' {
  export const frontmatter: Record<string, unknown>
}
