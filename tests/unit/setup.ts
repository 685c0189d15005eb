import { vi } from 'vitest'

// vite-react-ssg's <Head> needs its SSR context; unit tests only care about the page body.
vi.mock('vite-react-ssg', () => ({
  Head: () => null,
  ClientOnly: ({ children }: { children: () => unknown }) => children(),
}))
