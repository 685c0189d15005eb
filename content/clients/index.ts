/**
 * Every client shown on /clients, in display order. One file per client in this folder; to add a
 * client, create its file (copy an existing one), add its logo to `public/clients/` and its case-study
 * image to `public/uploads/`, then list it here. `src/features/clients/clients.test.ts` checks every
 * record (unique id, known industry, files present, at least two paragraphs of details).
 */
import type { Client } from '../../src/features/clients/client'
import akibaJamii from './akiba-jamii'
import habariMtandao from './habari-mtandao'
import kilelePay from './kilele-pay'
import mizaniAdvisory from './mizani-advisory'
import msimboWorks from './msimbo-works'
import somoBora from './somo-bora'

export const clients: Client[] = [
  kilelePay,
  somoBora,
  msimboWorks,
  mizaniAdvisory,
  habariMtandao,
  akibaJamii,
]
