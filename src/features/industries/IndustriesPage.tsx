import styled from 'styled-components'
import { clients } from '../../../content/clients'
import { CardGrid } from '../../ui/Card'
import { Link } from '../../ui/Link'
import { NumberedList } from '../../ui/NumberedList'
import { PullQuote } from '../../ui/PullQuote'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { approach, clientQuote, sectorsSection } from './industriesCopy'
import { IndustriesOpening } from './IndustriesOpening'
import { industries } from './industryData'
import { SectorCard } from './SectorCard'

const Grid = styled(CardGrid)`
  > * > article {
    height: 100%;
  }
`

/** Industries overview: the sector scoreboard as the opening, six sector cards (each leading to its page), a client's words. */
export default function IndustriesPage() {
  const quoted = clients.find((c) => c.id === clientQuote.clientId)
  return (
    <>
      <IndustriesOpening />

      <Section
        id={sectorsSection.id}
        eyebrow={sectorsSection.eyebrow}
        title={sectorsSection.title}
        intro={sectorsSection.intro}
        tone="alt"
        layout="inline"
        flushOnPhones
      >
        <Grid $columns={3}>
          {industries.map((industry, index) => (
            <Reveal key={industry.id} delay={0.05 + (index % 3) * 0.05}>
              <SectorCard industry={industry} />
            </Reveal>
          ))}
        </Grid>
      </Section>

      {quoted && (
        <Section id="client-quote" tone="dark" label={clientQuote.label}>
          <PullQuote
            text={quoted.quote.text}
            person={quoted.quote.person}
            role={`${quoted.quote.role}, ${quoted.name}`}
            more={<Link to={clientQuote.more.to}>{clientQuote.more.label}</Link>}
          />
        </Section>
      )}

      <Section id="approach" title={approach.title} intro={approach.intro} layout="split">
        <NumberedList items={approach.points} />
      </Section>
    </>
  )
}
