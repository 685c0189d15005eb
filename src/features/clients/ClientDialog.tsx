import styled from 'styled-components'
import { ExternalLink } from 'lucide-react'
import { clients } from '../../../content/clients'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Badge } from '../../ui/Card'
import { Dialog, DialogFigure, DialogHead, DialogReading, DialogTitle } from '../../ui/Dialog'
import { Themed } from '../../ui/Themed'
import { caseStudyHref, detailParagraphs, uploadsUrl } from './client'
import { clientDialogCopy } from './clientsCopy'

const TITLE_ID = 'client-dialog-title'

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  p {
    margin: 0;
  }
`

const Visit = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  font-weight: 600;
  /* "Visit website" is one line: beside the close button a phone's row is ~250 px wide. */
  white-space: nowrap;
  img {
    display: block;
    width: 150px;
    height: 50px;
    object-fit: contain;
    object-position: left center;
  }
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    img {
      width: 108px;
      height: 36px;
    }
  }
`

const Headline = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.ink};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`

/** The name and the logo link on one line: who the client is, and the way to its site. */
const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  width: 100%;
`

/** The summary opens the reading column as its lede, set off by a rule under it. */
const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
`

const Details = styled.div`
  color: ${({ theme }) => theme.color.text};
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
`

const TagsTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.md};
  margin-top: ${({ theme }) => theme.space[5]};
`

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`

export interface ClientDialogProps {
  /** The client whose case study it shows. */
  id: string
  onDismiss: () => void
}

/**
 * The case study of one client: logo with a link to its site, industry, name, headline, description,
 * image, the details as paragraphs, every tag and a link to the case study's own page. Escape, the
 * backdrop and the close button dismiss it. Loaded on first use, with the case studies.
 */
export default function ClientDialog({ id, onDismiss }: ClientDialogProps) {
  const client = clients.find((c) => c.id === id)
  if (!client) return null
  return (
    // The island around it provides no theme (it renders nothing styled until a card is opened).
    <Themed>
      <Dialog
        isOpen
        onDismiss={onDismiss}
        labelledBy={TITLE_ID}
        size="3xl"
        closeLabel={clientDialogCopy.closeLabel}
      >
        <DialogHead>
          <Header>
            <Badge>{client.industry}</Badge>
            <NameRow>
              <DialogTitle id={TITLE_ID}>{client.name}</DialogTitle>
              <Visit href={client.logoLinkUrl} target="_blank" rel="noopener noreferrer">
                <img src={client.logoUrl} alt={`${client.name} logo`} width={150} height={50} />
                <span>
                  {clientDialogCopy.visitLabel}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </span>
                <ExternalLink aria-hidden="true" />
              </Visit>
            </NameRow>
            <Headline>{client.title}</Headline>
          </Header>
          <DialogFigure
            src={uploadsUrl(client.imageUrl)}
            alt={client.imageAlt}
            width={800}
            height={450}
            decoding="async"
          />
        </DialogHead>
        <DialogReading>
          <Summary>{client.description}</Summary>
          <Details>
            {detailParagraphs(client.details).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </Details>
          <TagsTitle>{clientDialogCopy.tagsTitle}</TagsTitle>
          <Tags>
            {client.tags.map((tag) => (
              <li key={tag}>
                <Badge $tone="neutral">{tag}</Badge>
              </li>
            ))}
          </Tags>
          <ButtonRow>
            <LinkButton to={caseStudyHref(client.id)}>{clientDialogCopy.pageLink}</LinkButton>
          </ButtonRow>
        </DialogReading>
      </Dialog>
    </Themed>
  )
}
