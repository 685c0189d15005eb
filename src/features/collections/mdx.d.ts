/// <reference types="mdx" />

// MDX files compile to a component (default export). Their frontmatter is not exported: pages read
// the validated indexes in src/generated instead.
