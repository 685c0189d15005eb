const WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
]

/**
 * A count as copy says it: "six" for 6, numerals from 13 (as style guides do). Copy that states how
 * many items a list holds reads the list's length through this, so adding an item cannot leave the
 * sentence behind.
 */
export function countWord(count: number, { capital = false }: { capital?: boolean } = {}): string {
  const word =
    Number.isInteger(count) && count >= 0 && count < WORDS.length ? WORDS[count]! : `${count}`
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word
}
