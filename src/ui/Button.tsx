import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import type { LinkProps } from './Link'
import styled, { css } from 'styled-components'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark'
export type ButtonSize = 'md' | 'lg' | 'sm'

/**
 * The look of every button-like control, written once: one static class, with the variant, size and
 * width chosen by attributes (`data-button="secondary"`, `data-size="lg"`, `data-block`), so a page
 * holds these rules once however many kinds of button it shows.
 */
const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};
  /* From 768 px buttons get more room and large ones are large; on a phone two of them fit side by
     side at the usual size. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: 0 ${({ theme }) => theme.space[5]};
    &[data-size='lg'] {
      min-height: 3.25rem;
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  &[data-size='sm'] {
    min-height: 2.25rem;
    padding: 0 ${({ theme }) => theme.space[3]};
  }
  &[data-block] {
    width: 100%;
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  &[data-button='primary'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    &:hover {
      background: ${({ theme }) => theme.color.brandStrong};
      color: ${({ theme }) => theme.color.onBrand};
    }
    /* On the teal band a teal button would vanish: the primary turns light there. */
    [data-tone='brand'] & {
      background: ${({ theme }) => theme.color.surface};
      color: ${({ theme }) => theme.color.brandStrong};
      &:hover {
        background: ${({ theme }) => theme.color.brandSoft};
        color: ${({ theme }) => theme.color.ink};
      }
    }
  }
  &[data-button='secondary'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.brandStrong};
    border-color: ${({ theme }) => theme.color.brand};
    &:hover {
      background: ${({ theme }) => theme.color.brandSoft};
    }
  }
  &[data-button='ghost'] {
    background: transparent;
    color: ${({ theme }) => theme.color.brandStrong};
    padding-inline: ${({ theme }) => theme.space[2]};
    &:hover {
      color: ${({ theme }) => theme.color.ink};
      text-decoration: underline;
    }
  }
  &[data-button='onDark'] {
    background: transparent;
    color: ${({ theme }) => theme.color.textOnDark};
    border-color: ${({ theme }) => theme.color.textOnDark};
    &:hover {
      background: ${({ theme }) => theme.color.textOnDark};
      color: ${({ theme }) => theme.color.ink};
    }
  }
`

/** The attributes that pick a button's look (see `buttonStyles`). */
export function buttonAttributes(
  variant: ButtonVariant = 'primary',
  size?: ButtonSize,
  block?: boolean,
) {
  return {
    'data-button': variant,
    ...(size && size !== 'md' ? { 'data-size': size } : {}),
    ...(block ? { 'data-block': '' } : {}),
  }
}

const StyledButton = styled.button`
  ${buttonStyles}
`
/** Every link that looks like a button (LinkButton, AnchorButton, ScrollLink): one class. */
export const ButtonAnchor = styled.a`
  ${buttonStyles}
`

interface CommonProps {
  variant?: ButtonVariant
  size?: ButtonSize
  block?: boolean
  children: ReactNode
}

export function Button({
  variant,
  size,
  block,
  type = 'button',
  ...rest
}: CommonProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <StyledButton type={type} {...buttonAttributes(variant, size, block)} {...rest} />
}

/** A link to another page of the site (a plain `<a href>`, see Link) that looks like a button. */
export function LinkButton({ to, variant, size, block, ...rest }: CommonProps & LinkProps) {
  return <ButtonAnchor href={to} {...buttonAttributes(variant, size, block)} {...rest} />
}

/**
 * A link to another site or a `mailto:`/`tel:` address that looks like a button. `newTab` opens it in
 * a new tab with `rel="noopener noreferrer"`.
 */
export function AnchorButton({
  variant,
  size,
  block,
  newTab,
  ...rest
}: CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { newTab?: boolean }) {
  return (
    <ButtonAnchor
      {...buttonAttributes(variant, size, block)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    />
  )
}

/** A horizontal group of buttons that wraps on small screens. */
export const ButtonRow = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  margin-top: ${({ theme }) => theme.space[5]};
  /* Under a section's running head everything keeps to the left edge, as its title does: only a
     centred band (the closing call to action) centres its buttons. */
  section[data-ruled] > div > & {
    justify-content: flex-start;
  }
`
