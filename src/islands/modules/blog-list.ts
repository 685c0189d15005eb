/** Island "blog-list": The blog's list pages: post dialog, in-place filters and "Show more" (the list itself loads when changed). */
export { BlogListIsland as default } from '../../features/blog/BlogListIsland'
