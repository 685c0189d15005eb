import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { Link, type LinkProps } from './Link'
import styled, { css } from 'styled-components'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark'
export type ButtonSize = 'md' | 'lg' | 'sm'

interface StyleProps {
  $variant?: ButtonVariant
  $size?: ButtonSize
  $block?: boolean
}

export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '2.25rem' : '2.75rem')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[3] : theme.space[4])};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.md};
  /* From 768 px buttons get more room and large ones are large; on a phone two of them fit side by
     side at the usual size. */
  ${({ theme, $size }) =>
    $size !== 'sm' &&
    css`
      @media (min-width: ${theme.breakpoint.md}px) {
        padding: 0 ${theme.space[5]};
        ${$size === 'lg' && `min-height: 3.25rem; font-size: ${theme.fontSize.lg};`}
      }
    `}
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
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.brandStrong};
          border-color: ${theme.color.brand};
          &:hover {
            background: ${theme.color.brandSoft};
            color: ${theme.color.brandStrong};
          }
        `
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.brandStrong};
          padding-left: ${theme.space[2]};
          padding-right: ${theme.space[2]};
          &:hover {
            color: ${theme.color.ink};
            text-decoration: underline;
          }
        `
      case 'onDark':
        return css`
          background: transparent;
          color: ${theme.color.textOnDark};
          border-color: ${theme.color.textOnDark};
          &:hover {
            background: ${theme.color.textOnDark};
            color: ${theme.color.ink};
          }
        `
      default:
        return css`
          background: ${theme.color.brand};
          color: ${theme.color.onBrand};
          &:hover {
            background: ${theme.color.brandStrong};
            color: ${theme.color.onBrand};
          }
          /* On the teal band a teal button would vanish: the primary turns light there. */
          [data-tone='brand'] & {
            background: ${theme.color.surface};
            color: ${theme.color.brandStrong};
            &:hover {
              background: ${theme.color.brandSoft};
              color: ${theme.color.ink};
            }
          }
        `
    }
  }}
`

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`
const StyledAnchor = styled.a<StyleProps>`
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
  return (
    <StyledButton
      $variant={variant}
      $size={size}
      $block={block}
      type={type}
      data-button
      {...rest}
    />
  )
}

/** An internal link that looks like a button (navigates with the router). */
export function LinkButton({ variant, size, block, ...rest }: CommonProps & LinkProps) {
  return <StyledLink $variant={variant} $size={size} $block={block} data-button {...rest} />
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
    <StyledAnchor
      $variant={variant}
      $size={size}
      $block={block}
      data-button
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
`
