import { lazy, Suspense, useState } from 'react'
import styled from 'styled-components'
import { clients } from '../../../content/clients'
import { CardGrid } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { ClientCard } from './ClientCard'

/** Spec §9: client cards appear 100 ms apart. */
const CARD_DELAY_S = 0.1

/** Cards in a row share one height (each sits in its Reveal wrapper). */
const Grid = styled(CardGrid)`
  > * > article {
    height: 100%;
  }
`

// The dialog (and @reach/dialog) loads on first use; pointing at or focusing a card starts it.
const loadDialog = () => import('./ClientDialog')
const ClientDialog = lazy(() => loadDialog().then((m) => ({ default: m.ClientDialog })))

/** The clients page's island: the six case-study cards and the client dialog they open. */
export function ClientStories() {
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const selected = clients.find((c) => c.id === selectedId) ?? null
  return (
    <>
      <Grid
        $columns={3}
        onPointerEnter={() => void loadDialog()}
        onFocusCapture={() => void loadDialog()}
      >
        {clients.map((client, index) => (
          <Reveal key={client.id} delay={index * CARD_DELAY_S}>
            <ClientCard client={client} onOpen={setSelectedId} />
          </Reveal>
        ))}
      </Grid>
      {selected && (
        <Suspense fallback={null}>
          <ClientDialog client={selected} onDismiss={() => setSelectedId(null)} />
        </Suspense>
      )}
    </>
  )
}
