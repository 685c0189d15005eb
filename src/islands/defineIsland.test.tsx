import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { defineIsland } from './defineIsland'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

describe('defineIsland', () => {
  it('wraps the component in an <is-land> naming it, with its props as JSON, starting after the first paint', () => {
    // The registry types the component by the island's name; any component stands in here.
    const Island = defineIsland('blog-list', Greeting as never) as unknown as (p: {
      name: string
    }) => React.ReactElement
    expect(renderToStaticMarkup(<Island name="Amina" />)).toBe(
      '<is-land type="react" data-island="blog-list" data-props="{&quot;name&quot;:&quot;Amina&quot;}"><p>Hello Amina</p></is-land>',
    )
  })

  it('waits until it is visible when asked, and keeps static content beside its own root', () => {
    const Island = defineIsland('home-articles', Greeting as never, {
      start: 'visible',
    }) as unknown as (p: { name: string; staticContent: React.ReactNode }) => React.ReactElement
    const html = renderToStaticMarkup(<Island name="Neema" staticContent={<ul id="cards" />} />)
    expect(html).toBe(
      '<is-land on:visible="" type="react" data-island="home-articles" data-props="{&quot;name&quot;:&quot;Neema&quot;}"><div data-island-root=""><p>Hello Neema</p></div><ul id="cards"></ul></is-land>',
    )
  })
})
