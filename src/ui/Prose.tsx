import styled from 'styled-components'

/**
 * Long-form text (MDX bodies, legal pages): readable measure and rhythm, and the styles of what MDX
 * bodies render (src/features/collections/mdxComponents.tsx): a callout is `[role='note']`, a table
 * scrolls sideways in `[data-table-scroll]`. (A flow diagram, `<Flow>`, brings its own styles: only
 * the pages that draw one carry them.)
 */
export const Prose = styled.div`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  font-size: ${({ theme }) => theme.fontSize.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    margin-top: ${({ theme }) => theme.space[7]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-top: ${({ theme }) => theme.space[6]};
  }
  ul,
  ol {
    padding-left: 1.4rem;
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  blockquote {
    margin: ${({ theme }) => theme.space[5]} 0;
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 4px solid ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textMuted};
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9em;
    background: ${({ theme }) => theme.color.surfaceAlt};
    padding: 0.1em 0.3em;
    border-radius: 4px;
  }
  [role='note'] {
    margin: ${({ theme }) => theme.space[5]} 0;
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
    border-left: 4px solid ${({ theme }) => theme.color.accent};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.fontSize.md};
    > strong {
      display: block;
      margin-bottom: ${({ theme }) => theme.space[1]};
      color: ${({ theme }) => theme.color.ink};
    }
    p:last-child {
      margin-bottom: 0;
    }
  }
  [data-table-scroll] {
    overflow-x: auto;
    margin: 0 0 ${({ theme }) => theme.space[4]};
    table {
      border-collapse: collapse;
      min-width: 100%;
      font-size: ${({ theme }) => theme.fontSize.md};
    }
    th,
    td {
      padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
      text-align: left;
    }
  }
`
