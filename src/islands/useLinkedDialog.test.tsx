// @vitest-environment jsdom
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  dialogLink,
  dialogLinkOf,
  dialogOfState,
  isPlainClick,
  useLinkedDialog,
  type LinkedDialogOptions,
} from './useLinkedDialog'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('dialog links: the pieces', () => {
  it('reads the dialog a history entry was pushed for, and nothing else', () => {
    expect(dialogOfState({ dialog: 'kilele-pay' })).toBe('kilele-pay')
    for (const other of [null, undefined, 'x', {}, { dialog: 3 }, { other: 'x' }])
      expect(dialogOfState(other)).toBeNull()
  })

  it('takes a plain primary click only: not a new tab, window or download', () => {
    const keys = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
    expect(isPlainClick(keys)).toBe(true)
    expect(isPlainClick({ ...keys, button: 1 })).toBe(false)
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(isPlainClick({ ...keys, [key]: true })).toBe(false)
  })

  it('finds the dialog link an event happened inside, within the host only', () => {
    document.body.innerHTML = `<div id="host"><a href="/x" data-opens-dialog="x"><span id="in">x</span></a><a id="plain" href="/y">y</a></div><a id="outside" href="/z" data-opens-dialog="z">z</a>`
    const host = document.getElementById('host')!
    expect(dialogLinkOf(document.getElementById('in'), host)?.getAttribute('href')).toBe('/x')
    expect(dialogLinkOf(document.getElementById('plain'), host)).toBeNull()
    expect(dialogLinkOf(document.getElementById('outside'), host)).toBeNull()
    expect(dialogLinkOf(null, host)).toBeNull()
    expect(dialogLink('x')).toEqual({ 'data-opens-dialog': 'x' })
  })
})

describe('useLinkedDialog', () => {
  let root: Root
  let host: HTMLElement
  let shown: () => string | null
  let close: () => void

  function Probe({ options }: { options: LinkedDialogOptions }) {
    const [element] = useState(host)
    const [open, doClose] = useLinkedDialog(element, options)
    shown = () => open
    close = doClose
    return null
  }

  const mount = async (options: LinkedDialogOptions = {}) => {
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root.render(<Probe options={options} />))
  }

  const click = (target: Element, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
    target.dispatchEvent(event)
    return event
  }

  /** Waits for the popstate a history.back() or forward() queues (jsdom fires it in a task). */
  const traversed = () =>
    act(
      () =>
        new Promise<void>((resolve) =>
          window.addEventListener('popstate', () => resolve(), { once: true }),
        ),
    )

  beforeEach(() => {
    history.replaceState(null, '', '/clients')
    document.body.innerHTML = `<div id="host"><article><a id="title" href="/clients/kilele-pay" data-opens-dialog="kilele-pay">Kilele Pay</a><p id="text">…</p></article><a id="visit" href="https://kilele.example" target="_blank">site</a><a id="unknown" href="/clients/gone" data-opens-dialog="gone">gone</a></div>`
    host = document.getElementById('host')!
  })
  afterEach(() => act(() => root.unmount()))

  it('opens on a plain click, the link’s address in the bar; Back closes it, Forward opens it again', async () => {
    await mount()
    const event = await act(async () => click(document.getElementById('title')!))
    expect(event.defaultPrevented).toBe(true)
    expect(shown()).toBe('kilele-pay')
    expect(location.pathname).toBe('/clients/kilele-pay')

    const back = traversed()
    history.back()
    await back
    expect(shown()).toBeNull()
    expect(location.pathname).toBe('/clients')

    const forward = traversed()
    history.forward()
    await forward
    expect(shown()).toBe('kilele-pay')
  })

  it('closing goes back to the list’s address', async () => {
    await mount()
    await act(async () => click(document.getElementById('title')!))
    const back = traversed()
    act(() => close())
    await back
    expect(shown()).toBeNull()
    expect(location.pathname).toBe('/clients')
  })

  it('leaves modifier clicks, other links and unknown items to the browser', async () => {
    await mount({ knows: (key) => key !== 'gone' })
    const title = document.getElementById('title')!
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = await act(async () => click(title, init))
      expect(event.defaultPrevented).toBe(false)
    }
    expect((await act(async () => click(document.getElementById('visit')!))).defaultPrevented).toBe(
      false,
    )
    expect(
      (await act(async () => click(document.getElementById('unknown')!))).defaultPrevented,
    ).toBe(false)
    expect(shown()).toBeNull()
    expect(location.pathname).toBe('/clients')
  })

  it('offers to load what opening needs when the pointer or focus reaches a dialog link', async () => {
    const prefetch = vi.fn()
    await mount({ prefetch })
    document.getElementById('text')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(prefetch).not.toHaveBeenCalled()
    document.getElementById('title')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    document.getElementById('title')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(prefetch).toHaveBeenCalledWith('kilele-pay')
    expect(prefetch).toHaveBeenCalledTimes(2)
  })
})
