/**
 * The team, in display order: the leads (shown on /about) first, then everyone else (all on
 * /careers). One file per person in this folder; to add someone, copy a file, change it and list it
 * here. Names and roles are placeholders like the rest of the company data: replace them with the
 * real team.
 *
 * Each person is drawn (an illustration generated at build time from `portrait`) until their file
 * names a real photo (`photo`, docs/TEAM-IMAGES.md). `src/features/team/team.test.ts` checks
 * every file and names the file and field of each problem.
 */
import type { TeamMember } from '../../src/features/team/teamMember.ts'
import amaniMollel from './amani-mollel.ts'
import barakaMwakyusa from './baraka-mwakyusa.ts'
import daudiOtieno from './daudi-otieno.ts'
import fatumaHamisi from './fatuma-hamisi.ts'
import imaniMugisha from './imani-mugisha.ts'
import jumaRashidi from './juma-rashidi.ts'
import neemaMushi from './neema-mushi.ts'
import rehemaSaid from './rehema-said.ts'
import zawadiKimaro from './zawadi-kimaro.ts'

export const team: TeamMember[] = [
  neemaMushi,
  barakaMwakyusa,
  zawadiKimaro,
  jumaRashidi,
  fatumaHamisi,
  amaniMollel,
  rehemaSaid,
  daudiOtieno,
  imaniMugisha,
]
