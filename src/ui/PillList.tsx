import styled from 'styled-components'
import { WrapList } from './WrapList'

/**
 * A centred, wrapping row of links drawn as outlined pills at least 44 px tall (a `<ul>` of
 * `<li><a>`): ways on from the 404 page, the other sectors, the glossary's index. Pages may recolour
 * it (on a dark band) or tighten it; the shape stays the same.
 */
export const PillList = styled(WrapList)`
  justify-content: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
`
