import { defineIsland } from '../../islands/defineIsland'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { researchClosing, researchList } from './researchCopy'
import { ResearchList } from './ResearchList'
import { ArchiveMasthead } from './ArchiveMasthead'
import { ResearchListIsland } from './ResearchListIsland'

// The island answers the filter; the list is its static content until the filter is first used.
const FilterIsland = defineIsland('research-list', ResearchListIsland)

/**
 * Research list: the retired solutions as cards, a multi-select tag filter ('All Products' clears it;
 * a card shows when it has any selected tag), 'Learn More' to each detail page, and closing buttons
 * to /services and /contact.
 */
export default function ResearchPage() {
  return (
    <>
      <ArchiveMasthead />

      <Section id={researchList.id} title={researchList.title} center={false}>
        <FilterIsland staticContent={<ResearchList />} />
      </Section>

      <Section
        id="research-next"
        tone="dark"
        title={researchClosing.title}
        intro={researchClosing.text}
      >
        <ButtonRow $center>
          <LinkButton to={researchClosing.contact.to}>{researchClosing.contact.label}</LinkButton>
          <LinkButton to={researchClosing.services.to} variant="onDark">
            {researchClosing.services.label}
          </LinkButton>
        </ButtonRow>
      </Section>
    </>
  )
}
