import type {
  ChangeEventHandler,
  FocusEventHandler,
  InputHTMLAttributes,
  ReactNode,
  TextareaHTMLAttributes,
} from 'react'
import styled, { css } from 'styled-components'

/**
 * The contact form's labelled controls. Each one ties its hint and error to the control with
 * `aria-describedby`, sets `aria-invalid` while it has an error, and marks required fields with an
 * asterisk that is hidden from assistive technology (the control itself is `required`).
 */

/** Id of a field's control (the first radio for a radio group). */
export const fieldId = (name: string) => `inquiry-${name}`
const errorId = (name: string) => `${fieldId(name)}-error`
const hintId = (name: string) => `${fieldId(name)}-hint`

/**
 * The fields: two a row once the form itself is wide enough (34 rem, a container query on the
 * form's card), so a half-width select keeps "Select number of employees" whole at every width.
 */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  @container inquiry (min-width: 34rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Wrapper = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  align-content: start;
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`

const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
`

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
`

const Asterisk = styled.span`
  margin-left: 0.2em;
  color: ${({ theme }) => theme.color.danger};
`

const controlStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.danger};
  }
`

const Input = styled.input`
  ${controlStyles}
`

const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 9rem;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeight.body};
`

/** The native arrow sits on the field's edge; our own chevron keeps the same inset as the text. */
const Select = styled.select`
  ${controlStyles}
  cursor: pointer;
  appearance: none;
  padding-right: 2.25rem;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%234a5869' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right ${({ theme }) => theme.space[3]} center;
  background-size: 1rem;
`

const Hint = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`

const Counter = styled.span`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
`

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
`

const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;
  input {
    flex: none;
    width: 1.15rem;
    height: 1.15rem;
    margin: 0.2em 0 0;
    accent-color: ${({ theme }) => theme.color.brand};
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.color.danger};
    outline-offset: 1px;
  }
`

function describedBy(name: string, error?: string, hint?: boolean): string | undefined {
  const ids = [hint ? hintId(name) : '', error ? errorId(name) : ''].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string
  label: string
  required?: boolean
}) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {required && <Asterisk aria-hidden="true">*</Asterisk>}
    </Label>
  )
}

function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? <ErrorText id={errorId(name)}>{error}</ErrorText> : null
}

/** The attributes every single control shares: id, name, required, error state and descriptions. */
function controlProps(name: string, error?: string, required?: boolean, hint?: boolean) {
  return {
    id: fieldId(name),
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, error, hint),
  } as const
}

/** Label, control and error message of a single-control field. */
function LabelledField({
  name,
  label,
  error,
  required,
  wide,
  children,
}: BaseProps & { children: ReactNode }) {
  return (
    <Wrapper $wide={wide}>
      <FieldLabel htmlFor={fieldId(name)} label={label} required={required} />
      {children}
      <FieldError name={name} error={error} />
    </Wrapper>
  )
}

interface BaseProps {
  name: string
  label: string
  error?: string
  required?: boolean
  /** Spans both columns of the grid. */
  wide?: boolean
}

type TextInputProps = BaseProps &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    | 'type'
    | 'autoComplete'
    | 'inputMode'
    | 'placeholder'
    | 'maxLength'
    | 'value'
    | 'onChange'
    | 'onBlur'
  >

export function TextField({ name, label, error, required, wide, ...input }: TextInputProps) {
  return (
    <LabelledField name={name} label={label} error={error} required={required} wide={wide}>
      <Input {...controlProps(name, error, required)} {...input} />
    </LabelledField>
  )
}

type TextAreaProps = BaseProps &
  Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'placeholder' | 'onChange' | 'onBlur'> & {
    value: string
    minLength?: number
    maxLength: number
    hint: ReactNode
  }

/** A multi-line field with a hint and a live character counter. */
export function TextAreaField({
  name,
  label,
  error,
  required,
  wide,
  hint,
  value,
  minLength,
  maxLength,
  ...textarea
}: TextAreaProps) {
  return (
    <LabelledField name={name} label={label} error={error} required={required} wide={wide}>
      <Textarea
        {...controlProps(name, error, required, true)}
        rows={6}
        value={value}
        minLength={minLength}
        maxLength={maxLength}
        {...textarea}
      />
      <Hint id={hintId(name)}>
        <span>{hint}</span>
        <Counter data-testid={`${name}-counter`}>
          {value.length} / {maxLength}
          <span className="visually-hidden"> characters</span>
        </Counter>
      </Hint>
    </LabelledField>
  )
}

export interface Option {
  value: string
  label: string
}

type SelectProps = BaseProps & {
  options: readonly Option[]
  /** Text of the empty first option. */
  placeholder: string
  value: string
  onChange: ChangeEventHandler<HTMLSelectElement>
  onBlur: FocusEventHandler<HTMLSelectElement>
}

export function SelectField({
  name,
  label,
  error,
  required,
  wide,
  options,
  placeholder,
  ...select
}: SelectProps) {
  return (
    <LabelledField name={name} label={label} error={error} required={required} wide={wide}>
      <Select {...controlProps(name, error, required)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </LabelledField>
  )
}

type RadioProps = BaseProps & {
  options: readonly Option[]
  value: string
  onChange: ChangeEventHandler<HTMLInputElement>
  onBlur: FocusEventHandler<HTMLInputElement>
}

/** A radio group in a fieldset; the first radio carries the field's id (focus target on error). */
export function RadioField({
  name,
  label,
  error,
  required,
  wide,
  options,
  value,
  onChange,
  onBlur,
}: RadioProps) {
  return (
    <Wrapper $wide={wide}>
      <Fieldset aria-describedby={describedBy(name, error)}>
        <Legend>
          {label}
          {required && <Asterisk aria-hidden="true">*</Asterisk>}
        </Legend>
        <Choices>
          {options.map((o, i) => (
            <ChoiceLabel key={o.value}>
              <input
                type="radio"
                id={i === 0 ? fieldId(name) : `${fieldId(name)}-${o.value}`}
                name={name}
                value={o.value}
                checked={value === o.value}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(name, error)}
                onChange={onChange}
                onBlur={onBlur}
              />
              {o.label}
            </ChoiceLabel>
          ))}
        </Choices>
      </Fieldset>
      <FieldError name={name} error={error} />
    </Wrapper>
  )
}

/** A yes/no checkbox; a native form post sends `name=true` when it is ticked (nothing otherwise). */
type CheckboxProps = Omit<BaseProps, 'required' | 'error'> & {
  checked: boolean
  onChange: ChangeEventHandler<HTMLInputElement>
  onBlur: FocusEventHandler<HTMLInputElement>
}

export function CheckboxField({ name, label, wide, checked, onChange, onBlur }: CheckboxProps) {
  return (
    <Wrapper $wide={wide}>
      <ChoiceLabel>
        <input
          type="checkbox"
          id={fieldId(name)}
          name={name}
          value="true"
          checked={checked}
          onChange={onChange}
          onBlur={onBlur}
        />
        <span>{label}</span>
      </ChoiceLabel>
    </Wrapper>
  )
}
