import { describe, expect, it } from 'vitest'
import { fieldName } from './contactCopy'
import {
  emptyInquiry,
  employeeCountOptions,
  howFoundOptions,
  inquiryFieldNames,
  maxLengths,
  serviceOptions,
  type InquiryField,
  type InquiryFormValues,
} from './inquiryFields'
import { inquiryMessages, inquirySchema, toInquiryPayload, validateInquiry } from './inquirySchema'

const valid: InquiryFormValues = {
  firstName: 'Amina',
  lastName: 'Mwakyusa',
  email: 'amina@example.com',
  phone: '+255 712 345 678',
  company: 'Pwani Logistics',
  employeeCount: '51-200',
  helpWith: 'Data Analytics',
  hearAbout: 'Referral',
  projectDescription: 'Forecast parcel volumes for our depots.',
  needsNDA: 'no',
  agreeMarketing: false,
}

async function errorsOf(input: unknown): Promise<Record<string, string>> {
  const result = await validateInquiry(input)
  if (result.ok) return {}
  return Object.fromEntries(result.errors.map((e) => [e.field, e.message]))
}

describe('inquiry schema', () => {
  it('keeps the spec options verbatim', () => {
    expect(employeeCountOptions).toEqual(['1-10', '11-50', '51-200', '201-500', '500+'])
    expect(serviceOptions).toEqual([
      'General AI Development',
      'MVP Development',
      'Research Project',
      'Staff Augmentation',
      'Data Analytics',
      'Rapid Prototyping',
    ])
    expect(howFoundOptions).toEqual([
      'Internet',
      'Referral',
      'Social Media',
      'Advertisement',
      'Event / Conference',
      'Other',
    ])
  })

  it('defines exactly the inquiry fields, in form order', () => {
    expect(Object.keys(inquirySchema.fields).sort()).toEqual([...inquiryFieldNames].sort())
    expect(Object.keys(emptyInquiry)).toEqual([...inquiryFieldNames])
  })

  it('accepts a valid inquiry and returns it normalised', async () => {
    const result = await validateInquiry({ ...valid, firstName: '  Amina ' })
    expect(result).toEqual({ ok: true, inquiry: valid })
  })

  it('accepts an inquiry without the optional fields and fills their defaults', async () => {
    const { company: _c, employeeCount: _e, agreeMarketing: _a, ...required } = valid
    const result = await validateInquiry(required)
    expect(result.ok && result.inquiry).toMatchObject({
      company: '',
      employeeCount: '',
      agreeMarketing: false,
    })
  })

  it('accepts every employee band, service and how-found option', async () => {
    for (const employeeCount of employeeCountOptions)
      expect((await validateInquiry({ ...valid, employeeCount })).ok).toBe(true)
    for (const helpWith of serviceOptions)
      expect((await validateInquiry({ ...valid, helpWith })).ok).toBe(true)
    for (const hearAbout of howFoundOptions)
      expect((await validateInquiry({ ...valid, hearAbout })).ok).toBe(true)
  })

  it("rejects an empty form with every required field's message, in form order", async () => {
    const result = await validateInquiry(emptyInquiry)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'phone', message: 'Phone number is required' },
      { field: 'helpWith', message: 'Please select what we can help you with' },
      { field: 'hearAbout', message: 'Please tell us how you heard about us' },
      { field: 'projectDescription', message: 'Please provide more details about your project' },
      { field: 'needsNDA', message: 'Please select an option' },
    ])
  })

  it.each([
    ['firstName', '', inquiryMessages.firstName],
    ['firstName', '   ', inquiryMessages.firstName],
    ['lastName', '', inquiryMessages.lastName],
    ['email', '', inquiryMessages.email],
    ['email', 'amina.example.com', inquiryMessages.email],
    ['email', 'amina@', inquiryMessages.email],
    ['phone', '', inquiryMessages.phone],
    ['helpWith', '', inquiryMessages.helpWith],
    ['helpWith', 'Web Design', inquiryMessages.helpWith],
    ['hearAbout', '', inquiryMessages.hearAbout],
    ['hearAbout', 'Newspaper', inquiryMessages.hearAbout],
    ['projectDescription', '', inquiryMessages.projectDescription],
    ['projectDescription', '123456789', inquiryMessages.projectDescription],
    ['projectDescription', '   12345678   ', inquiryMessages.projectDescription],
    ['needsNDA', '', inquiryMessages.needsNDA],
    ['needsNDA', 'maybe', inquiryMessages.needsNDA],
  ])('rejects %s = %j with its message only', async (field, value, message) => {
    expect(await errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message })
  })

  it('needs at least 10 characters of project description', async () => {
    expect(await errorsOf({ ...valid, projectDescription: '123456789' })).toHaveProperty(
      'projectDescription',
    )
    expect((await validateInquiry({ ...valid, projectDescription: '1234567890' })).ok).toBe(true)
  })

  it('rejects values longer than each field allows', async () => {
    for (const [field, max] of Object.entries(maxLengths)) {
      const long = field === 'email' ? `${'a'.repeat(max)}@example.com` : 'x'.repeat(max + 1)
      const errors = await errorsOf({ ...valid, [field]: long })
      expect(Object.keys(errors), field).toEqual([field])
    }
  })

  it('rejects unknown fields, bad choices and wrong types', async () => {
    expect(Object.keys(await errorsOf({ ...valid, website: 'spam' }))).toEqual([''])
    expect(Object.keys(await errorsOf({ ...valid, employeeCount: '10000' }))).toEqual([
      'employeeCount',
    ])
    expect(Object.keys(await errorsOf({ ...valid, agreeMarketing: 'perhaps' }))).toEqual([
      'agreeMarketing',
    ])
    expect(Object.keys(await errorsOf({ ...valid, firstName: { x: 1 } }))).toEqual(['firstName'])
    expect(Object.keys(await errorsOf({ ...valid, lastName: null }))).toEqual(['lastName'])
    expect(await errorsOf(null)).toEqual({ '': 'The inquiry must be a JSON object' })
    expect(await errorsOf([valid])).toEqual({ '': 'The inquiry must be a JSON object' })
  })
})

describe('toInquiryPayload', () => {
  it('sends exactly the inquiry fields, trimmed, in form order', () => {
    const payload = toInquiryPayload({
      ...valid,
      firstName: ' Amina ',
      company: '  ',
      website: 'bot',
    } as InquiryFormValues)
    expect(Object.keys(payload)).toEqual([...inquiryFieldNames])
    expect(payload.firstName).toBe('Amina')
    expect(payload.company).toBe('')
    expect(payload.agreeMarketing).toBe(false)
  })
})

describe('inquiry schema: text as the browser sends it', () => {
  it('counts a line break as one character, whether it arrives as LF, CRLF or CR', async () => {
    const max = maxLengths.projectDescription
    const lines = (n: number) => `${'x'.repeat(max - n)}${'\ny'.repeat(n / 2)}`
    const atLimit = lines(40)
    expect(atLimit).toHaveLength(max)
    for (const text of [atLimit, atLimit.replace(/\n/g, '\r\n'), atLimit.replace(/\n/g, '\r')]) {
      const result = await validateInquiry({ ...valid, projectDescription: text })
      expect(result.ok).toBe(true)
      expect(result.ok && result.inquiry.projectDescription).toBe(atLimit)
    }
    const over = await errorsOf({
      ...valid,
      projectDescription: `${atLimit.replace(/\n/g, '\r\n')}z`,
    })
    expect(Object.keys(over)).toEqual(['projectDescription'])
  })

  it.each([
    ['firstName', 'Amina\r\nBcc: x@evil.example'],
    ['lastName', 'Mwa\u202ekyusa'],
    ['company', 'Pwani\u200bLogistics'],
    ['phone', '+255\u2028712'],
    ['email', 'amina@example.com\u200b'],
  ])('refuses %s = %j, naming the field', async (field, value) => {
    const errors = await errorsOf({ ...valid, [field]: value })
    expect(Object.keys(errors)).toEqual([field])
    expect(errors[field]).toContain(fieldName(field as InquiryField))
  })

  it('treats a name of invisible characters as no name', async () => {
    expect(await errorsOf({ ...valid, firstName: '\u200b\u200b' })).toEqual({
      firstName: inquiryMessages.firstName,
    })
    expect(await errorsOf({ ...valid, lastName: '\u3164 \u2800' })).toEqual({
      lastName: inquiryMessages.lastName,
    })
  })

  it('keeps the joiners some scripts and emoji need inside a word', async () => {
    for (const firstName of ['علی\u200cرضا', 'Ana\u00a0Maria', 'Zoë']) {
      expect((await validateInquiry({ ...valid, firstName })).ok, firstName).toBe(true)
    }
  })
})
