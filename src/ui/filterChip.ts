import { css } from 'styled-components'

/**
 * A filter chip (the blog's categories, the research list's technologies): a 44 px pill that shows
 * the chosen filter filled with the brand colour, whether it is a link to the filtered list
 * (`aria-current`) or a toggle button (`aria-pressed`).
 */
export const filterChipStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-current='true'],
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
`
