import { Link } from '../../ui/Link'
import styled from 'styled-components'
import { ClientLogoWall } from '../clients/ClientLogoWall'
import { logoWall } from '../clients/clientsCopy'
import { Eyebrow, Section } from '../../ui/Section'

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`

/** On a phone the logos sit closer: rows of logos, not rows of air (the page-height budget). */
const Logos = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    li {
      padding: 0;
    }
    img {
      max-width: 8.5rem;
    }
  }
`

/** Under the hero: the clients' logos, a quiet proof before the figures. */
export function TrustedBy() {
  return (
    <Section id="clients-wall" compact label={logoWall.title}>
      <Head>
        <Eyebrow as="h2" id="clients-wall-title">
          {logoWall.title}
        </Eyebrow>
        <Link to={logoWall.link.to}>{logoWall.link.label}</Link>
      </Head>
      <Logos>
        <ClientLogoWall labelledBy="clients-wall-title" />
      </Logos>
    </Section>
  )
}
