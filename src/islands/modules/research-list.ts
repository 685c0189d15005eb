/** Island "research-list": The research list's technology filter (/research; the list loads when the filter is first used). */
export { ResearchListIsland as default } from '../../features/research/ResearchListIsland'
