import { describe, expect, it } from 'vitest'
import { auditVerdict } from './npmAudit'

const report = (vulnerabilities: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities } })

describe('npm audit verdict', () => {
  it('passes when production dependencies have no high or critical advisory', () => {
    const verdict = auditVerdict(
      report({ info: 0, low: 2, moderate: 1, high: 0, critical: 0 }),
      true,
    )
    expect(verdict.level).toBe('pass')
    expect(verdict.message).toContain('3 lower')
  })

  it('fails on a high or a critical advisory', () => {
    expect(auditVerdict(report({ high: 1, critical: 0 }), false).level).toBe('fail')
    const critical = auditVerdict(report({ high: 0, critical: 2 }), false)
    expect(critical.level).toBe('fail')
    expect(critical.message).toContain('2 critical')
  })

  it('skips with a warning when the advisory service is unreachable, unless strict', () => {
    const refused = JSON.stringify({
      statusCode: 405,
      message: '405 Method Not Allowed',
      error: {},
    })
    expect(auditVerdict(refused, false)).toMatchObject({ level: 'skip' })
    expect(auditVerdict(refused, true)).toMatchObject({ level: 'fail' })
    expect(auditVerdict('', false).level).toBe('skip')
    expect(auditVerdict('', true).level).toBe('fail')
  })
})
