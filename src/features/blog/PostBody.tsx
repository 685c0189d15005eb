import { use, type ComponentProps } from 'react'
import type { MDXComponents } from 'mdx/types'
import { mdxComponents } from '../collections/mdxComponents'
import { loadBlogPost } from './postLoader'

/** Inside the dialog the title is the h2, so the article's own headings move one level down. */
const dialogComponents: MDXComponents = {
  ...mdxComponents,
  h2: (props: ComponentProps<'h2'>) => <h3 {...props} />,
  h3: (props: ComponentProps<'h3'>) => <h4 {...props} />,
}

/** A blog post's full MDX body, loaded from its own chunk (suspends until it is there). */
export function PostBody({ slug, inDialog = false }: { slug: string; inDialog?: boolean }) {
  const post = use(loadBlogPost(slug))
  if (!post) return null
  const Body = post.default
  return <Body components={inDialog ? dialogComponents : mdxComponents} />
}
