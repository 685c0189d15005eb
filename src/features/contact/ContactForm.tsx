import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react'
import { Link } from '../../ui/Link'
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik'
import styled, { keyframes } from 'styled-components'
import { CircleCheck, Send } from 'lucide-react'
import { site } from '../../config/site'
import { Button } from '../../ui/Button'
import { dismissToast, notify, preloadToasts } from '../../ui/toast/notify'
import { ToastSlot } from '../../ui/toast/ToastSlot'
import { marks } from '../../enhance/marks'
import {
  employeeSuffix,
  failureToast,
  fieldCopy,
  formFooter,
  honeypot,
  ndaLabels,
  sentRecap,
  submitCopy,
  toasts,
} from './contactCopy'
import { inquirySentPath } from './inquirySentCopy'
import {
  CheckboxField,
  FieldGrid,
  RadioField,
  SelectField,
  TextAreaField,
  TextField,
  fieldId,
  type Option,
} from './formFields'
import { createAttemptKeys } from './idempotency'
import {
  clearDraft,
  isEmptyInquiry,
  loadDraft,
  markFormHydrated,
  mergeTypedOverDraft,
  readFieldValues,
  saveDraft,
  wasRestoredBeforeHydration,
} from './inquiryDraft'
import {
  DESCRIPTION_MIN_LENGTH,
  emptyInquiry,
  employeeCountOptions,
  howFoundOptions,
  inquiryFieldNames,
  maxLengths,
  ndaOptions,
  serviceOptions,
  type InquiryFormValues,
} from './inquiryFields'
import { submitInquiry, type SubmitResult } from './submitInquiry'

// The booking dialog (and @reach/dialog) loads when the visitor starts on the form, not with it.
const loadBookingDialog = () => import('./BookingDialog')
const BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingDialog })))
// The inquiry's rules (yup and the schema) load when the visitor starts on the form, not with it:
// nothing needs them before the first submit, and the form's first render stays light.
const loadSchema = () => import('./inquirySchema')

/**
 * The form's validation: the inquiry schema's, as Formik's `validationSchema` would run it. When the
 * rules cannot load (the connection dropped), the submit goes on and reports the connection problem.
 */
async function validateValues(values: InquiryFormValues): Promise<FormikErrors<InquiryFormValues>> {
  const loaded = await loadSchema().catch(() => null)
  if (!loaded) return {}
  const { inquirySchema } = loaded
  try {
    await validateYupSchema(values, inquirySchema)
    return {}
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name !== 'ValidationError') throw error
    return yupToFormErrors<InquiryFormValues>(error)
  }
}

/** Loads what a submit will need (the rules, toasts, the booking dialog) once the visitor starts on the form. */
const preloadAfterSubmit = () => {
  void loadSchema()
  preloadToasts()
  void loadBookingDialog()
}

const SUBMIT_ID = 'inquiry-submit'

/**
 * The booking dialog opens once the success toast is on screen, or after this long if the toast
 * cannot show (its script failed to load): success is never left unsaid.
 */
const BOOKING_AFTER_TOAST_MAX_MS = 1500

const employeeOptions: Option[] = employeeCountOptions.map((v) => ({
  value: v,
  label: `${v} ${employeeSuffix}`,
}))
const asOptions = (values: readonly string[]): Option[] =>
  values.map((v) => ({ value: v, label: v }))
const ndaChoices: Option[] = ndaOptions.map((v) => ({ value: v, label: ndaLabels[v] }))

const spin = keyframes`to { transform: rotate(360deg); }`

const Form = styled.form`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`

const Spinner = styled.span`
  width: 1.1em;
  height: 1.1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`

/** Off-screen for people, present for form-filling software. */
const HoneypotField = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.text};
`

/**
 * The receipt of the last inquiry sent, above the button (role status: read out as it appears): a
 * quiet ruled line, not a third coloured confirmation after the toast and the booking dialog.
 */
const Sent = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
  strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
  svg {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  a {
    display: flex;
    align-items: center;
    width: fit-content;
    min-height: 2.75rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/**
 * The button and the consent beside it where the form is wide enough (under it on phones): the
 * note then sits level with the button, clear of the corner where the "Thank you!" toast appears.
 */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
`

const Fineprint = styled.p`
  flex: 1 1 18rem;
  margin: 0;
  text-wrap: pretty;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`

type FieldName = keyof InquiryFormValues

/**
 * The project inquiry form. Its fields, messages and states (validation, submitting, success with
 * the booking dialog, failure, the native POST) are described in docs/INQUIRY-FORM.md.
 *
 * Before React hydrates it is a plain HTML form: it POSTs natively to the endpoint (the fields' names
 * are the JSON keys) and the browser's own constraints refuse obviously bad input. When React takes
 * over, the form starts from what the fields hold at that moment (typed before hydration), an older
 * draft filling only the untouched fields, and switches to its own validation (`noValidate`).
 *
 * Validation runs on submit, then again on every change; focus moves to the first invalid field. The
 * unsent draft is kept on the device. While the request runs the button is disabled and a second
 * submit sends nothing; each attempt carries one idempotency key (see idempotency.ts). Success
 * resets the form, closes earlier failure toasts and offers a meeting; failure keeps every value.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const [attempted, setAttempted] = useState(false)
  const [sending, setSending] = useState(false)
  const [bookingOpen, setBookingOpen] = useState(false)
  const [draftReady, setDraftReady] = useState(false)
  const [restored, setRestored] = useState(false)
  const [refocusSubmit, setRefocusSubmit] = useState(0)
  const sentRef = useRef<HTMLDivElement>(null)
  /** Set as the booking dialog closes after a send: the refocus then brings the recap into view. */
  const recapOnRefocus = useRef(false)
  // Guards against a second submit before React has re-rendered the disabled button.
  const busy = useRef(false)
  const focusedForAttempt = useRef(0)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const [hydrated, setHydrated] = useState(false)
  const [attemptKeys] = useState(() => createAttemptKeys())
  const bookingTimer = useRef<number | undefined>(undefined)
  /** The success toast's id (one per success): it is dismissed as the booking dialog opens. */
  const sentToast = useRef('')
  /** The last inquiry sent from this page, recapped above the button. */
  const [sent, setSent] = useState<{ time: string; name: string; email: string; topic: string }>()

  /** Opens the booking dialog once (whichever of the toast or the fallback timer comes first). */
  const openBooking = () => {
    window.clearTimeout(bookingTimer.current)
    bookingTimer.current = undefined
    setBookingOpen(true)
  }

  const formik = useFormik<InquiryFormValues>({
    // The prerendered (empty) state, so hydration matches the HTML; typed values follow below.
    initialValues: emptyInquiry,
    validate: validateValues,
    validateOnChange: attempted,
    validateOnBlur: attempted,
    onSubmit: async (values, { resetForm }) => {
      setSending(true)
      // Software that filled the invisible field is told "thank you" and nothing is sent.
      const isBot = Boolean(honeypotRef.current?.value)
      let result: SubmitResult = { ok: true, status: 200 }
      if (!isBot) {
        const rules = await loadSchema().catch(() => null)
        if (rules) {
          const payload = rules.toInquiryPayload(values)
          const idempotencyKey = attemptKeys.keyFor(JSON.stringify(payload))
          result = await submitInquiry(site.inquiryEndpoint, payload, { idempotencyKey })
          attemptKeys.settle(result)
        } else {
          result = { ok: false, reason: 'network' }
        }
      }
      setSending(false)
      if (result.ok) {
        setSent({
          time: new Date().toLocaleTimeString(undefined, {
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }),
          name: values.firstName.trim(),
          email: values.email.trim(),
          topic: values.helpWith,
        })
        clearDraft()
        resetForm()
        if (honeypotRef.current) honeypotRef.current.value = ''
        focusedForAttempt.current = 0
        setAttempted(false)
        setRestored(false)
        // Success is said once at a time: the toast first (it replaces a failure toast), then the
        // booking dialog, and as the dialog shows, the toast leaves (`bookingShown`).
        window.clearTimeout(bookingTimer.current)
        bookingTimer.current = window.setTimeout(openBooking, BOOKING_AFTER_TOAST_MAX_MS)
        sentToast.current = `inquiry-sent-${Date.now()}`
        notify({
          kind: 'success',
          ...toasts.success,
          id: sentToast.current,
          onOpen: () => bookingTimer.current !== undefined && openBooking(),
        }).catch(openBooking)
      } else {
        void notify({ kind: 'error', ...failureToast(result) })
        setRefocusSubmit((n) => n + 1)
      }
    },
  })
  const { values, errors, submitCount, isSubmitting, setValues, handleChange, handleBlur } = formik

  // Right after hydration, before anything re-renders the fields (a controlled field would be reset
  // to the empty prerendered value): take over what the visitor typed before React arrived (React
  // leaves the fields' DOM values alone while hydrating), let an unsent draft fill the untouched
  // fields, and only then start saving, so the empty first render never overwrites the draft.
  useLayoutEffect(() => {
    markFormHydrated()
    const typed = formRef.current ? readFieldValues(formRef.current) : undefined
    const { values: start, fromDraft } = mergeTypedOverDraft(typed ?? emptyInquiry, loadDraft())
    if (!isEmptyInquiry(start)) void setValues(start, false)
    setRestored(fromDraft || wasRestoredBeforeHydration())
    setDraftReady(true)
    setHydrated(true)
  }, [setValues]) // Formik's setValues is stable: this runs once, on mount.

  useEffect(() => {
    if (draftReady) saveDraft(values)
  }, [draftReady, values])

  useEffect(() => () => window.clearTimeout(bookingTimer.current), [])

  // After a submit attempt with errors, move focus to the first invalid field.
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || focusedForAttempt.current === submitCount) return
    focusedForAttempt.current = submitCount
    const first = inquiryFieldNames.find((name) => errors[name])
    if (first) document.getElementById(fieldId(first))?.focus()
  }, [submitCount, isSubmitting, errors])

  // The disabled button lost focus while sending; give it back so keyboard users can retry. After a
  // send, the recap above the button comes to the middle of the screen: the "Thank you!" toast at
  // the foot of a phone's screen would otherwise cover its link.
  useEffect(() => {
    if (refocusSubmit === 0) return
    const active = document.activeElement
    const submit = document.getElementById(SUBMIT_ID)
    const recap = recapOnRefocus.current ? sentRef.current : null
    recapOnRefocus.current = false
    if (!active || active === document.body || active === submit) {
      submit?.focus({ preventScroll: recap !== null })
    }
    recap?.scrollIntoView({ block: 'center' })
  }, [refocusSubmit])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    preloadAfterSubmit()
    setAttempted(true)
    formik
      .submitForm()
      .catch(() => undefined)
      .finally(() => {
        busy.current = false
      })
  }

  /** The booking dialog takes over from the success toast, which leaves under its backdrop. */
  const bookingShown = useCallback(() => {
    if (sentToast.current) void dismissToast(sentToast.current)
  }, [])
  const closeBooking = () => {
    setBookingOpen(false)
    recapOnRefocus.current = true
    setRefocusSubmit((n) => n + 1)
  }
  const bookLater = () => {
    closeBooking()
    void notify({ kind: 'success', ...toasts.later })
  }

  const errorOf = (name: FieldName): string | undefined =>
    attempted ? (errors[name] as string | undefined) : undefined
  const common = (name: FieldName) => ({
    name,
    label: fieldCopy[name].label,
    error: errorOf(name),
    onChange: handleChange,
    onBlur: handleBlur,
  })

  return (
    <>
      <Form
        ref={formRef}
        method="post"
        action={site.inquiryEndpoint}
        noValidate={hydrated}
        onSubmit={onSubmit}
        onFocus={preloadAfterSubmit}
        aria-busy={sending}
        aria-labelledby={labelledBy}
        {...{ [marks.inquiryDraft]: '' }}
      >
        {restored && <Notice role="status">{formFooter.restored}</Notice>}
        <FieldGrid>
          <TextField
            {...common('firstName')}
            required
            autoComplete="given-name"
            maxLength={maxLengths.firstName}
            value={values.firstName}
          />
          <TextField
            {...common('lastName')}
            required
            autoComplete="family-name"
            maxLength={maxLengths.lastName}
            value={values.lastName}
          />
          <TextField
            {...common('email')}
            required
            type="email"
            autoComplete="email"
            placeholder={fieldCopy.email.placeholder}
            maxLength={maxLengths.email}
            value={values.email}
          />
          <TextField
            {...common('phone')}
            required
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={fieldCopy.phone.placeholder}
            maxLength={maxLengths.phone}
            value={values.phone}
          />
          <TextField
            {...common('company')}
            autoComplete="organization"
            maxLength={maxLengths.company}
            value={values.company}
          />
          <SelectField
            {...common('employeeCount')}
            options={employeeOptions}
            placeholder={fieldCopy.employeeCount.placeholder ?? ''}
            value={values.employeeCount}
          />
          <SelectField
            {...common('helpWith')}
            required
            options={asOptions(serviceOptions)}
            placeholder={fieldCopy.helpWith.placeholder ?? ''}
            value={values.helpWith}
          />
          <SelectField
            {...common('hearAbout')}
            required
            options={asOptions(howFoundOptions)}
            placeholder={fieldCopy.hearAbout.placeholder ?? ''}
            value={values.hearAbout}
          />
          <TextAreaField
            {...common('projectDescription')}
            required
            wide
            hint={fieldCopy.projectDescription.hint}
            placeholder={fieldCopy.projectDescription.placeholder}
            minLength={DESCRIPTION_MIN_LENGTH}
            maxLength={maxLengths.projectDescription}
            value={values.projectDescription}
          />
          <RadioField
            {...common('needsNDA')}
            required
            wide
            options={ndaChoices}
            value={values.needsNDA}
          />
          <CheckboxField
            name="agreeMarketing"
            label={fieldCopy.agreeMarketing.label}
            wide
            checked={values.agreeMarketing}
            onChange={handleChange}
            onBlur={handleBlur}
          />
        </FieldGrid>

        <HoneypotField aria-hidden="true">
          <label htmlFor={fieldId(honeypot.name)}>{honeypot.label}</label>
          <input
            ref={honeypotRef}
            id={fieldId(honeypot.name)}
            name={honeypot.name}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </HoneypotField>

        {sent && (
          <Sent role="status" ref={sentRef}>
            <strong>
              <CircleCheck aria-hidden="true" size={20} />
              {sentRecap.title(sent.time)}
            </strong>
            <p>{sentRecap.text(sent.name, sent.email, sent.topic)}</p>
            <Link to={inquirySentPath}>{sentRecap.next}</Link>
          </Sent>
        )}
        <Actions>
          <Button type="submit" id={SUBMIT_ID} size="lg" disabled={sending}>
            {sending ? <Spinner aria-hidden="true" /> : <Send aria-hidden="true" size={18} />}
            {sending ? submitCopy.busy : submitCopy.idle}
          </Button>
          <Fineprint>
            {formFooter.consentBefore} <Link to="/terms">{formFooter.terms}</Link> {formFooter.and}{' '}
            <Link to="/privacy">{formFooter.privacy}</Link>
            {formFooter.consentAfter} {formFooter.draftNote}
          </Fineprint>
        </Actions>
      </Form>
      {bookingOpen && (
        <Suspense fallback={null}>
          <BookingDialog
            isOpen
            onLater={bookLater}
            onDismiss={closeBooking}
            onShown={bookingShown}
          />
        </Suspense>
      )}
      <ToastSlot />
    </>
  )
}
