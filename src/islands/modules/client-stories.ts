/** Island "client-stories": The client dialog of /clients (the cards are static links to the case study pages). */
export { ClientDialogs as default } from '../../features/clients/ClientDialogs'
