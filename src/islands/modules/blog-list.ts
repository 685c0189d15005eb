/** Island "blog-list": The blog's category filters, list, "Show more" and post dialog (/blog, /blog/page/N). */
import { themed } from '../../ui/Themed'
import { BlogList } from '../../features/blog/BlogList'

export default themed(BlogList)
