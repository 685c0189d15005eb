/** Island "client-stories": The client cards and their dialog (/clients). */
export { ClientStories as default } from '../../features/clients/ClientStories'
