/** Island "blog-list": The blog's category filters, list, "Show more" and post dialog (/blog, /blog/page/N). */
export { BlogList as default } from '../../features/blog/BlogList'
