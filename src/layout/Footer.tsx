import { Link } from '../ui/Link'
import styled from 'styled-components'
import { MapPin } from 'lucide-react'
import { site } from '../config/site'
import { Container } from '../ui/Container'
import { LogoMark } from '../ui/Logo'
import { SocialIcon } from '../ui/SocialIcon'
import { footerGroups } from './navigation'

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[6]};
  a {
    color: ${({ theme }) => theme.color.textOnDark};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brandOnDark};
    text-decoration: underline;
  }
`

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 1.3fr 3fr;
  }
`

const BrandBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  p {
    margin: 0;
    max-width: 32ch;
  }
`

const BrandName = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 800;
`

const Location = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 1px solid rgba(255, 255, 255, 0.22);
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[7]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  font-size: ${({ theme }) => theme.fontSize.sm};
  p {
    margin: 0;
  }
`

/** Site footer: brand, location, social links and links to every page. */
export function Footer() {
  return (
    <Wrapper>
      <Container>
        <Top>
          <BrandBlock>
            <BrandName to="/">
              <LogoMark />
              <span>{site.name}</span>
            </BrandName>
            <p>{site.tagline}.</p>
            <Location>
              <MapPin aria-hidden="true" size={18} />
              {site.locationText}
            </Location>
            <Social aria-label="Social media">
              {site.social.map((s) => (
                <li key={s.kind}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${site.name} on ${s.label}`}
                  >
                    <SocialIcon kind={s.kind} />
                  </a>
                </li>
              ))}
            </Social>
          </BrandBlock>
          <nav aria-label="Footer">
            <Columns>
              {footerGroups.map((group) => (
                <div key={group.title}>
                  <h2>{group.title}</h2>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.path}>
                        <Link to={link.path}>{link.name}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </Columns>
          </nav>
        </Top>
        <Bottom>
          <p>
            © {site.foundedYear}–{BUILD_YEAR} {site.name}. All rights reserved.
          </p>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </Bottom>
      </Container>
    </Wrapper>
  )
}

/** Fixed at build time so the prerendered HTML and the hydrated page agree. */
const BUILD_YEAR = __BUILD_YEAR__
