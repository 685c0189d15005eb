/// <reference types="vite/client" />

/** The build's calendar year, fixed at build time (vite `define`). */
declare const __BUILD_YEAR__: number

interface ImportMetaEnv {
  readonly VITE_SITE_NAME?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_EMAIL?: string
  readonly VITE_PRIVACY_EMAIL?: string
  readonly VITE_PHONE?: string
  readonly VITE_BOOKING_URL?: string
  readonly VITE_INQUIRY_ENDPOINT?: string
  readonly VITE_HERO_VIDEO_URL?: string
}
