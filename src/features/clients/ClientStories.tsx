import styled from 'styled-components'
import { clients } from '../../../content/clients'
import { Reveal } from '../../ui/Reveal'
import { ClientCard } from './ClientCard'

/** Client cases appear 100 ms apart. */
const CARD_DELAY_S = 0.1

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => `@media (min-width: ${theme.breakpoint.md}px)`} {
    gap: ${({ theme }) => theme.space[6]};
  }
`

/** The index: one panel, its rows on hairlines (the list's 1 px gap over the border colour). */
const Index = styled.ul`
  display: grid;
  gap: 1px;
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.color.border};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
`

/**
 * The case studies of /clients, static HTML: the first told large (its picture, its words, Read
 * Case Study), then the others as an index to scan (wordmark, title, from 768 px the industry, the
 * summary and the tags). Each links to its case study's page, and the page's island
 * (ClientDialogs) makes the same links open the client dialog.
 */
export function ClientStories() {
  const [lead, ...rest] = clients
  return (
    <Stack>
      {lead && (
        <Reveal>
          <ClientCard client={lead} featured />
        </Reveal>
      )}
      <Index aria-label="More case studies">
        {rest.map((client, index) => (
          <Reveal key={client.id} as="li" delay={(index + 1) * CARD_DELAY_S}>
            <ClientCard client={client} />
          </Reveal>
        ))}
      </Index>
    </Stack>
  )
}
