import styled from 'styled-components'
import { media } from '../theme/tokens'
import { pindoFoot } from './Motif'

/**
 * The ground of an opening on white that a page composes itself (the contact desk, the thank-you
 * letter, the 404 signpost): the padding, the ink h1 at the openings' size and the kanga border
 * along the foot. The page sets the h1's measure and everything inside.
 */
export const WhiteOpening = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space[6]} 0 calc(${({ theme }) => theme.space[6]} + 8px);
  background: ${({ theme }) => theme.color.surface};
  ${media.md} {
    padding: ${({ theme }) => theme.space[7]} 0 calc(${({ theme }) => theme.space[7]} + 8px);
  }
  ${pindoFoot}
  h1 {
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    color: ${({ theme }) => theme.color.ink};
  }
`
