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

/** On a phone the logos sit three a row, closer: two rows of logos, not three rows of air. */
const Logos = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    ul {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    }
    li {
      padding: 0;
    }
    img {
      max-width: 7rem;
    }
  }
  /* A tablet: the six in one row, as on a laptop. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    ul {
      grid-template-columns: repeat(6, minmax(0, 1fr));
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
