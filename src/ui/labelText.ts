import { css } from 'styled-components'

/**
 * The site's small label: `sm`, 700, uppercase, tracked, in the deep teal (the light teal on a dark
 * band). The eyebrow over an opening's title, the running head of a section, a sheet's letterhead
 * and a quiet tag all take it; a part that needs it at another size sets `font-size` after it.
 */
export const labelText = css`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandStrong};
  section[data-tone='dark'] &,
  section[data-tone='brand'] & {
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
`
