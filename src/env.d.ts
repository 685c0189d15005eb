/// <reference types="vite/client" />

/** The build's calendar year, fixed at build time (vite `define`). */
declare const __BUILD_YEAR__: number

/**
 * True in builds, whose pages are prerendered HTML; false on the dev server, which renders pages in
 * the browser (vite `define`).
 */
declare const __PRERENDERED__: boolean

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
