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
  padding: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[6]};
  }
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
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 1.3fr 3fr;
  }
`

/** Phones: the name and the social links share the first row; from 768 px they stack. */
const BrandBlock = styled.div`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  justify-items: start;
  p {
    grid-column: 1 / -1;
    margin: 0;
    max-width: 32ch;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: auto;
    justify-content: start;
    > ul {
      grid-row: 4;
    }
  }
`

const BrandName = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
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
    border: 1px solid ${({ theme }) => theme.color.lineOnDark};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`

/**
 * The link groups. On phones every link is a row at least 44 px tall (a comfortable tap target) and
 * the groups flow into two balanced columns, so the taller rows cost as little height as possible;
 * from 768 px five columns, with rows as tall as the text needs for a pointer.
 */
const Columns = styled.div`
  column-count: 2;
  column-gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    column-count: auto;
    display: grid;
    gap: ${({ theme }) => theme.space[5]};
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  > div {
    break-inside: avoid;
    padding-bottom: ${({ theme }) => theme.space[4]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    h2 {
      margin-bottom: ${({ theme }) => theme.space[3]};
    }
    ul {
      gap: ${({ theme }) => theme.space[2]};
    }
    a {
      display: inline;
      min-height: 0;
    }
  }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin-top: ${({ theme }) => theme.space[7]};
  }
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  font-size: ${({ theme }) => theme.fontSize.sm};
  p {
    margin: 0;
  }
  /* The e-mail address is a tap target too. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`

/** Site footer: brand, location, social links and links to every page. */
export function Footer() {
  return (
    <Wrapper data-surface="dark">
      <Container>
        <Top>
          <BrandBlock>
            <BrandName to="/">
              <LogoMark />
              <span>{site.name}</span>
            </BrandName>
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
            <p>{site.tagline}.</p>
            <Location>
              <MapPin aria-hidden="true" size={18} />
              {site.locationText}
            </Location>
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
