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
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    h2 {
      font-size: ${({ theme }) => theme.fontSize.sm};
      letter-spacing: 0;
      text-transform: none;
      line-height: ${({ theme }) => theme.lineHeight.snug};
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`

/**
 * On a phone the logos sit two a row at a size where a wordmark's letters read (three a row drew
 * them about 10 px high); the label under the running rule is set as a line of text, not three
 * lines of capitals.
 */
const Logos = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
    }
    li {
      padding: 0;
    }
    img {
      max-width: 10rem;
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
