import { describe, expect, it } from 'vitest'
import type { FaqItem } from '../collections/collectionTypes'
import { groupFaq } from './faqCopy'

const items = (n: number): FaqItem[] =>
  Array.from({ length: n }, (_, i) => ({ value: `item-${i}`, question: `Q${i}?`, answer: ['A'] }))
const values = (groups: ReturnType<typeof groupFaq>) =>
  groups.map((g) => g.items.map((i) => i.value))

describe('groupFaq', () => {
  it('takes each group’s size in order and gives the last group the rest, keeping item order', () => {
    const groups = groupFaq(items(6), [{ title: 'A', size: 3 }, { title: 'B' }])
    expect(groups.map((g) => g.title)).toEqual(['A', 'B'])
    expect(values(groups)).toEqual([
      ['item-0', 'item-1', 'item-2'],
      ['item-3', 'item-4', 'item-5'],
    ])
  })

  it('puts a question a writer adds under the last heading', () => {
    expect(
      values(
        groupFaq(items(7), [
          { title: 'A', size: 3 },
          { title: 'B', size: 3 },
        ]),
      ),
    ).toEqual([
      ['item-0', 'item-1', 'item-2'],
      ['item-3', 'item-4', 'item-5', 'item-6'],
    ])
  })

  it('drops a group left with no question, and never loses or repeats one', () => {
    const groups = groupFaq(items(2), [{ title: 'A', size: 3 }, { title: 'B' }])
    expect(values(groups)).toEqual([['item-0', 'item-1']])
    expect(values(groupFaq(items(0)))).toEqual([])
  })
})
