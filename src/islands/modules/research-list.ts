/** Island "research-list": The research list's technology filter (/research). */
import { themed } from '../../ui/Themed'
import { ResearchList } from '../../features/research/ResearchList'

export default themed(ResearchList)
