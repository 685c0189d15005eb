/** The live research list with its theme, loaded by the research page's island once the filter is used. */
import { themed } from '../../ui/Themed'
import { ResearchList } from './ResearchList'

export default themed(ResearchList)
