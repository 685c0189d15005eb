import styled from 'styled-components'
import { theme } from '../theme/tokens'

/*
 * Parts shared by the product screens drawn in openings (the sector pages' mock-ups, the case
 * studies' screens of what was built, the research archive's retired products): pictures of an
 * interface, on navy, not controls.
 */
const c = theme.color

/**
 * The reasons behind a flagged item, as outlined chips ("New device", "3 transfers in 4 min"): on
 * navy by default, `$tone="light"` on a white note (the sector pages' field).
 */
export const ScreenReasons = styled.ul<{ $tone?: 'dark' | 'light' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[2]};
  margin: ${theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 1px ${theme.space[2]};
    border: 1px solid ${({ $tone }) => ($tone === 'light' ? c.border : c.lineOnDark)};
    border-radius: ${theme.radius.pill};
    color: ${({ $tone }) => ($tone === 'light' ? c.text : c.textOnDark)};
    white-space: ${({ $tone }) => ($tone === 'light' ? 'nowrap' : 'normal')};
  }
`

/** Pictured buttons (spans): the look of the site's buttons, without being controls. */
export const ScreenActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
  span {
    padding: ${theme.space[1]} ${theme.space[3]};
    border-radius: ${theme.radius.sm};
    border: 1px solid ${c.outlineOnDark};
    font-weight: 600;
    color: ${c.textOnDark};
  }
  span:first-child {
    border-color: ${c.brand};
    background: ${c.brand};
    color: ${c.onBrand};
  }
`
