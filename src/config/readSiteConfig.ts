/**
 * The company's name and contact points, in one typed place. Every value can be overridden at build
 * time with a `VITE_*` variable (see README, "Configuration"); defaults are safe placeholders on
 * reserved `.example` domains so a fork never mails or links a real stranger by accident.
 *
 * This module is pure (no `import.meta`), so build scripts running in Node can read the same config.
 */
export interface SocialLink {
  /** What kind of network it is, for icons and tests. */
  kind: 'code' | 'professional' | 'microblog' | 'photo'
  /** The network's name, used as the link's accessible label. */
  label: string
  href: string
}

export interface SiteConfig {
  name: string
  shortName: string
  tagline: string
  /** Public origin of the deployed site, without trailing slash; canonical and sharing URLs use it. */
  url: string
  email: string
  privacyEmail: string
  /** Phone as people read it. */
  phone: string
  /** The phone as a `tel:` URI, derived from `phone`. */
  phoneHref: string
  city: string
  country: string
  /** "City, Country" as the footer shows it, derived from `city` and `country`. */
  locationText: string
  social: SocialLink[]
  /** External booking calendar opened after a successful inquiry; never shown as text. */
  bookingUrl: string
  /** Where the inquiry form POSTs its JSON. Relative means the local collector of `npm start`. */
  inquiryEndpoint: string
  /**
   * Background video of the home hero, loaded from an external content host. Empty (the default):
   * no video at all, the poster artwork only; a placeholder address would be requested for nothing.
   */
  heroVideoUrl: string
  /** Year the company was founded. */
  foundedYear: number
}

export type SiteEnv = Record<string, string | boolean | undefined>

/** What the config stores; `readSiteConfig` derives the rest from it. */
type StoredSiteConfig = Omit<SiteConfig, 'phoneHref' | 'locationText'>

const placeholders: StoredSiteConfig = {
  name: 'Msingi AI',
  shortName: 'Msingi',
  tagline: 'Technology & intelligence, built in Dar es Salaam for the world',
  url: 'https://www.msingi.example',
  email: 'hello@msingi.example',
  privacyEmail: 'privacy@msingi.example',
  phone: '+255 700 000 000',
  city: 'Dar es Salaam',
  country: 'Tanzania',
  social: [
    { kind: 'code', label: 'GitHub', href: 'https://github.example/msingi-ai' },
    { kind: 'professional', label: 'LinkedIn', href: 'https://linkedin.example/company/msingi-ai' },
    { kind: 'microblog', label: 'X (Twitter)', href: 'https://x.example/msingi_ai' },
    { kind: 'photo', label: 'Instagram', href: 'https://instagram.example/msingi.ai' },
  ],
  bookingUrl: 'https://calendar.example/msingi-ai/discovery-call',
  inquiryEndpoint: '/api/inquiry',
  heroVideoUrl: '',
  foundedYear: 2020,
}

function pick(env: SiteEnv, key: string): string | undefined {
  const value = env[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** Digits and a leading plus only, as a `tel:` URI wants them. */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** Builds the site config from `VITE_*` variables over the placeholder defaults. */
export function readSiteConfig(env: SiteEnv): SiteConfig {
  const d = placeholders
  const phone = pick(env, 'VITE_PHONE') ?? d.phone
  const email = pick(env, 'VITE_EMAIL') ?? d.email
  const socialOverrides: Record<SocialLink['kind'], string | undefined> = {
    code: pick(env, 'VITE_SOCIAL_CODE'),
    professional: pick(env, 'VITE_SOCIAL_PROFESSIONAL'),
    microblog: pick(env, 'VITE_SOCIAL_MICROBLOG'),
    photo: pick(env, 'VITE_SOCIAL_PHOTO'),
  }
  return {
    ...d,
    name: pick(env, 'VITE_SITE_NAME') ?? d.name,
    shortName: pick(env, 'VITE_SITE_SHORT_NAME') ?? pick(env, 'VITE_SITE_NAME') ?? d.shortName,
    url: (pick(env, 'VITE_SITE_URL') ?? d.url).replace(/\/+$/, ''),
    email,
    privacyEmail: pick(env, 'VITE_PRIVACY_EMAIL') ?? d.privacyEmail,
    phone,
    phoneHref: toTelHref(phone),
    locationText: `${d.city}, ${d.country}`,
    social: d.social.map((s) => ({ ...s, href: socialOverrides[s.kind] ?? s.href })),
    bookingUrl: pick(env, 'VITE_BOOKING_URL') ?? d.bookingUrl,
    inquiryEndpoint: pick(env, 'VITE_INQUIRY_ENDPOINT') ?? d.inquiryEndpoint,
    heroVideoUrl: pick(env, 'VITE_HERO_VIDEO_URL') ?? d.heroVideoUrl,
  }
}

/** The config with every placeholder: what a build without `VITE_*` variables uses. */
export const defaultSiteConfig: SiteConfig = readSiteConfig({})

/** Names of variables still at their `.example` placeholder, for a loud warning in production builds. */
export function placeholderValues(config: SiteConfig): string[] {
  const out: string[] = []
  const check = (name: string, value: string) => {
    if (/\.example(\/|$|\b)/.test(value)) out.push(name)
  }
  check('VITE_SITE_URL', config.url)
  check('VITE_EMAIL', config.email)
  check('VITE_PRIVACY_EMAIL', config.privacyEmail)
  check('VITE_BOOKING_URL', config.bookingUrl)
  check('VITE_HERO_VIDEO_URL', config.heroVideoUrl)
  config.social.forEach((s) => check(`VITE_SOCIAL_${s.kind.toUpperCase()}`, s.href))
  return out
}
