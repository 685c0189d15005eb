import styled from 'styled-components'
import { clients } from '../../../content/clients'
import { CardGrid } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { ClientCard } from './ClientCard'

/** Client cards appear 100 ms apart. */
const CARD_DELAY_S = 0.1

/** Cards in a row share one height (each sits in its Reveal wrapper). */
const Grid = styled(CardGrid)`
  > * > article {
    height: 100%;
  }
`

/**
 * The six case-study cards of /clients, static HTML: each links to its case study's page, and the
 * page's island (ClientDialogs) makes the same links open the client dialog.
 */
export function ClientStories() {
  return (
    <Grid $columns={3}>
      {clients.map((client, index) => (
        <Reveal key={client.id} delay={index * CARD_DELAY_S}>
          <ClientCard client={client} />
        </Reveal>
      ))}
    </Grid>
  )
}
