import { useId } from 'react'
import styled from 'styled-components'
import { marks } from '../../enhance/marks'
import { Button } from '../../ui/Button'
import { CONTACT_PATH, newsletter } from './resourcesCopy'

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-end;
  max-width: 34rem;
  margin: 0;
`

const Field = styled.div`
  flex: 1 1 16rem;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  text-align: left;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  input {
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`

const Note = styled.p`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`

/**
 * 'Stay Updated': an e-mail field and Subscribe. Nothing sends this anywhere, so the form says so and
 * Subscribe takes the visitor to the contact page: a plain GET form to /contact, no script needed. The
 * input has no `name`, so the address never leaves the browser.
 */
export function NewsletterForm() {
  const id = useId()
  const noteId = `${id}-note`
  return (
    <>
      <Form
        action={CONTACT_PATH}
        method="get"
        noValidate
        {...{ [marks.navigateForm]: '' }}
        aria-describedby={noteId}
      >
        <Field>
          <label htmlFor={`${id}-email`}>{newsletter.inputLabel}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder={newsletter.placeholder}
            aria-describedby={noteId}
          />
        </Field>
        <Button type="submit">{newsletter.submitLabel}</Button>
      </Form>
      <Note id={noteId}>{newsletter.note}</Note>
    </>
  )
}
