import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes/routes'
import { styledComponentsCollector } from './layout/styleCollector'

export const createRoot = ViteReactSSG({ routes, basename: import.meta.env.BASE_URL }, () => {}, {
  getStyleCollector: import.meta.env.SSR ? styledComponentsCollector : null,
})
