import { describe, expect, it } from 'vitest'
import { figures } from '../../data/figures'
import { team } from './aboutCopy'

describe('about: team leads', () => {
  it('shows a handful of leads, never more people than the team-size figure', () => {
    const teamSize = Number.parseInt(figures.teamMembers, 10)
    expect(team.leads.length).toBeGreaterThanOrEqual(3)
    expect(team.leads.length).toBeLessThanOrEqual(Math.min(6, teamSize))
  })

  it('every lead has a first and last name, a role and a focus, and names are unique', () => {
    for (const lead of team.leads) {
      expect(lead.name.trim().split(/\s+/).length, lead.name).toBeGreaterThanOrEqual(2)
      expect(lead.role.trim().length, lead.name).toBeGreaterThan(3)
      expect(lead.focus.trim().length, lead.name).toBeGreaterThan(3)
    }
    expect(new Set(team.leads.map((l) => l.name)).size).toBe(team.leads.length)
  })
})
