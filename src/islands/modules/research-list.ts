/** Island "research-list": The research list's technology filter (/research). */
export { ResearchList as default } from '../../features/research/ResearchList'
