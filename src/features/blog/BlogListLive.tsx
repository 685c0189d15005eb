/** The blog's live list with its theme, loaded by the blog's island once the visitor changes the list. */
import { themed } from '../../ui/Themed'
import { BlogList } from './BlogList'

export default themed(BlogList)
