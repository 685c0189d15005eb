import { Link } from '../ui/Link'
import styled from 'styled-components'
import { MapPin } from 'lucide-react'
import { site } from '../config/site'
import { Container } from '../ui/Container'
import { LogoMark } from '../ui/Logo'
import { SocialIcon } from '../ui/SocialIcon'
import { footerGroups } from './navigation'
import { media } from '../theme/tokens'

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
 * The link groups. On phones the four long groups are `<details>` rows (closed, a 48 px summary
 * each), so the footer costs about 500 px instead of 1,100; Legal stays open, its two links
 * side by side. Every link is a row at least 44 px tall (a comfortable tap target); an open group lays its
 * links out in two columns. From 768 px all five are columns and always open: `::details-content`
 * shows a closed group's links and the summary (phones only) gives way to the column's heading.
 * A browser without `::details-content` keeps the phone's disclosure rows at every width.
 */
const Columns = styled.div`
  display: grid;
  ${media.md} {
    gap: ${({ theme }) => theme.space[5]};
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }
  details {
    border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
  }
  details ul {
    padding-bottom: ${({ theme }) => theme.space[3]};
  }
  summary {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    min-height: 48px;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '';
    width: 0.55rem;
    height: 0.55rem;
    margin: 0 0.35rem 0.3rem;
    border-right: 2px solid ${({ theme }) => theme.color.brandOnDark};
    border-bottom: 2px solid ${({ theme }) => theme.color.brandOnDark};
    rotate: 45deg;
  }
  details[open] summary::after {
    rotate: 225deg;
    margin: 0.3rem 0.35rem 0;
  }
  /* The column heading of an open-at-every-width group; phones read the summary instead. */
  .column-title {
    display: none;
  }
  .legal {
    padding-top: ${({ theme }) => theme.space[2]};
  }
  .legal h2 {
    padding-top: ${({ theme }) => theme.space[3]};
  }
  ${media.md} {
    details,
    .legal {
      border: 0;
      padding: 0;
    }
    .legal h2 {
      padding: 0;
    }
    h2 {
      margin-bottom: ${({ theme }) => theme.space[3]};
    }
    ul {
      grid-template-columns: minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[2]};
      padding: 0;
    }
    a {
      display: inline;
      min-height: 0;
    }
  }
  @supports selector(::details-content) {
    ${media.md} {
      summary {
        display: none;
      }
      .column-title {
        display: block;
      }
      details::details-content {
        content-visibility: visible;
        display: block;
      }
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
            {/* The city's name never breaks across lines ("Dar es / Salaam"). */}
            <p>{site.tagline.replace(site.city, site.city.replaceAll(' ', '\u00a0'))}.</p>
            <Location>
              <MapPin aria-hidden="true" size={18} />
              {site.locationText}
            </Location>
          </BrandBlock>
          <nav aria-label="Footer">
            <Columns>
              {footerGroups.map((group) => {
                const links = (
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.path}>
                        <Link to={link.path}>{link.name}</Link>
                      </li>
                    ))}
                  </ul>
                )
                return group.title === 'Legal' ? (
                  <div key={group.title} className="legal">
                    <h2>{group.title}</h2>
                    {links}
                  </div>
                ) : (
                  <details key={group.title}>
                    <summary>
                      <h2>{group.title}</h2>
                    </summary>
                    <h2 className="column-title">{group.title}</h2>
                    {links}
                  </details>
                )
              })}
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
