// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DRAFT_STORAGE_KEY,
  clearDraft,
  isEmptyInquiry,
  loadDraft,
  mergeTypedOverDraft,
  parseDraft,
  readFieldValues,
  saveDraft,
} from './inquiryDraft'
import { emptyInquiry, maxLengths, type InquiryFormValues } from './inquiryFields'

const typed: InquiryFormValues = {
  ...emptyInquiry,
  firstName: 'Baraka',
  email: 'baraka@',
  helpWith: 'Research Project',
  needsNDA: 'yes',
  agreeMarketing: true,
}

beforeEach(() => {
  window.localStorage.clear()
})

describe('inquiry draft', () => {
  it('round-trips what the visitor typed', () => {
    saveDraft(typed)
    expect(loadDraft()).toEqual(typed)
  })

  it('stores only the inquiry fields, never a honeypot or anything else', () => {
    saveDraft({ ...typed, website: 'https://spam.example' } as InquiryFormValues)
    const stored = JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')
    expect(Object.keys(stored).sort()).toEqual(Object.keys(emptyInquiry).sort())
    expect(JSON.stringify(stored)).not.toContain('spam')
  })

  it('removes the draft when the form is emptied, and on clearDraft', () => {
    saveDraft(typed)
    saveDraft(emptyInquiry)
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
    saveDraft(typed)
    clearDraft()
    expect(loadDraft()).toBeUndefined()
  })

  it('reads stored data defensively', () => {
    expect(parseDraft(null)).toBeUndefined()
    expect(parseDraft('not json')).toBeUndefined()
    expect(parseDraft('[1,2]')).toBeUndefined()
    expect(parseDraft('{}')).toBeUndefined()
    const parsed = parseDraft(
      JSON.stringify({
        firstName: 'x'.repeat(500),
        lastName: 42,
        helpWith: 'Something we no longer offer',
        hearAbout: 'Referral',
        agreeMarketing: 'yes',
        website: 'bot',
      }),
    )
    expect(parsed).toEqual({
      ...emptyInquiry,
      firstName: 'x'.repeat(maxLengths.firstName),
      hearAbout: 'Referral',
    })
  })

  it('keeps the form working when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => saveDraft(typed)).not.toThrow()
    expect(loadDraft()).toBeUndefined()
  })

  it('knows an untouched form from a started one', () => {
    expect(isEmptyInquiry(emptyInquiry)).toBe(true)
    expect(isEmptyInquiry({ ...emptyInquiry, agreeMarketing: true })).toBe(false)
  })

  it('lets what the visitor typed beat an older draft, field by field', () => {
    const draft: InquiryFormValues = {
      ...typed,
      lastName: 'Mushi',
      company: 'Old Co',
      hearAbout: 'Internet',
    }
    const now: InquiryFormValues = {
      ...emptyInquiry,
      firstName: 'Neema',
      company: 'New Co',
      needsNDA: 'no',
    }
    expect(mergeTypedOverDraft(now, draft)).toEqual({
      values: { ...draft, firstName: 'Neema', company: 'New Co', needsNDA: 'no' },
      fromDraft: true,
    })
    expect(mergeTypedOverDraft(now, undefined)).toEqual({ values: now, fromDraft: false })
    expect(mergeTypedOverDraft(draft, draft).fromDraft).toBe(false)
  })

  it('reads what the fields hold by their names, defensively', () => {
    const form = document.createElement('form')
    form.innerHTML = `
      <input name="firstName" value="  Neema">
      <input name="email" value="neema@">
      <select name="helpWith"><option value=""></option><option>Research Project</option></select>
      <select name="hearAbout"><option value="Not offered">x</option></select>
      <textarea name="projectDescription"></textarea>
      <input type="radio" name="needsNDA" value="yes"><input type="radio" name="needsNDA" value="no">
      <input type="checkbox" name="agreeMarketing" value="true">
      <input name="website" value="bot">`
    const at = (selector: string) => form.querySelector(selector) as HTMLInputElement
    ;(form.querySelector('select[name="helpWith"]') as HTMLSelectElement).value = 'Research Project'
    ;(form.querySelector('textarea') as HTMLTextAreaElement).value = 'x'.repeat(6000)
    at('input[value="no"]').checked = true
    at('input[type="checkbox"]').checked = true
    expect(readFieldValues(form)).toEqual({
      ...emptyInquiry,
      firstName: '  Neema',
      email: 'neema@',
      helpWith: 'Research Project',
      projectDescription: 'x'.repeat(maxLengths.projectDescription),
      needsNDA: 'no',
      agreeMarketing: true,
    })
  })
})

describe('the draft kept by the site script, before React', () => {
  const formHtml = `
    <input name="firstName"><input name="lastName"><input name="email"><input name="phone">
    <input name="company">
    <select name="employeeCount"><option value=""></option><option>11-50</option></select>
    <select name="helpWith"><option value=""></option><option>Research Project</option></select>
    <select name="hearAbout"><option value=""></option><option>Referral</option></select>
    <textarea name="projectDescription"></textarea>
    <input type="radio" name="needsNDA" value="yes"><input type="radio" name="needsNDA" value="no">
    <input type="checkbox" name="agreeMarketing" value="true">`
  const freshModule = async () => {
    vi.resetModules()
    return import('./inquiryDraft')
  }
  const makeForm = () => {
    const form = document.createElement('form')
    form.innerHTML = formHtml
    document.body.append(form)
    return form
  }

  it('puts a stored draft into the untouched fields, keeps what was typed, and saves each keystroke', async () => {
    const draft = await freshModule()
    draft.saveDraft(typed)
    const form = makeForm()
    const firstName = form.elements.namedItem('firstName') as HTMLInputElement
    firstName.value = 'Neema' // typed before the site script ran
    draft.keepDraft(form)
    expect(draft.readFieldValues(form)).toEqual({ ...typed, firstName: 'Neema' })
    expect(draft.wasRestoredBeforeHydration()).toBe(true)
    expect(draft.loadDraft()?.firstName).toBe('Neema')
    const lastName = form.elements.namedItem('lastName') as HTMLInputElement
    lastName.value = 'M'
    lastName.dispatchEvent(new Event('input', { bubbles: true }))
    expect(draft.loadDraft()?.lastName).toBe('M')
    const nda = form.querySelector('input[value="no"]') as HTMLInputElement
    nda.click()
    expect(draft.loadDraft()?.needsNDA).toBe('no')
    form.remove()
  })

  it('saves from the first keystroke when there is no draft yet', async () => {
    const draft = await freshModule()
    const form = makeForm()
    draft.keepDraft(form)
    expect(draft.wasRestoredBeforeHydration()).toBe(false)
    const email = form.elements.namedItem('email') as HTMLInputElement
    email.value = 'a'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    expect(draft.loadDraft()).toEqual({ ...emptyInquiry, email: 'a' })
    form.remove()
  })

  it('leaves a form React has taken over alone, and only saves', async () => {
    const draft = await freshModule()
    draft.saveDraft(typed)
    draft.markFormHydrated()
    const form = makeForm()
    draft.keepDraft(form)
    expect(draft.readFieldValues(form)).toEqual(emptyInquiry)
    expect(draft.wasRestoredBeforeHydration()).toBe(false)
    form.remove()
  })
})
