import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { browserFiles, findLeaks, scanBuild, secretValues } from './bundleScan'

describe('bundle scan', () => {
  it('flags private keys, provider tokens, private addresses and localhost URLs', () => {
    const samples: Array<[string, string]> = [
      ['-----BEGIN RSA PRIVATE KEY-----', 'private key'],
      ['key:"AKIAIOSFODNN7EXAMPLE"', 'AWS access key'],
      [`t="ghp_${'a'.repeat(36)}"`, 'GitHub token'],
      [`"sk_live_${'a'.repeat(24)}"`, 'Stripe secret key'],
      ['fetch("http://10.0.3.7/api")', 'private network address'],
      ['host:"192.168.1.20"', 'private network address'],
      ['"172.20.0.1"', 'private network address'],
      ['"127.0.0.1"', 'private network address'],
      ['api:"http://localhost:3000/x"', 'localhost URL'],
    ]
    for (const [text, kind] of samples) {
      expect(
        findLeaks('a.js', text).map((l) => l.kind),
        text,
      ).toContain(kind)
    }
  })

  it('leaves public addresses, version numbers and ordinary text alone', () => {
    for (const text of [
      '"8.8.8.8"',
      'version 1.10.0.12.3',
      '"172.32.0.1"',
      'localhostess',
      'AKIA',
    ]) {
      expect(findLeaks('a.js', text), text).toEqual([])
    }
  })

  it('flags the value of a secret-looking environment variable, without repeating it', () => {
    const secrets = secretValues({
      NETLIFY_AUTH_TOKEN: 'nfp_abcdefghijklmnop',
      VITE_SITE_NAME: 'Msingi AI and friends',
      VITE_RECAPTCHA_SITE_KEY: 'public-site-key-123',
      SHORT_TOKEN: 'abc',
    })
    expect(secrets.map((s) => s.name)).toEqual(['NETLIFY_AUTH_TOKEN'])
    const leaks = findLeaks('a.js', 'x="nfp_abcdefghijklmnop"', secrets)
    expect(leaks).toEqual([
      { file: 'a.js', kind: 'value of NETLIFY_AUTH_TOKEN', excerpt: 'nfp_ab…nop' },
    ])
  })

  it('scans what browsers download, not the host configs', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'scan-'))
    mkdirSync(path.join(dist, 'assets'))
    mkdirSync(path.join(dist, '_nginx'))
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'const api = "http://192.168.0.2/"')
    writeFileSync(path.join(dist, 'index.html'), '<p>fine</p>')
    writeFileSync(path.join(dist, '_headers'), '# 10.0.0.1')
    writeFileSync(path.join(dist, '_nginx', 'x.conf'), '# 10.0.0.1')
    writeFileSync(path.join(dist, 'og.png'), 'binary 10.0.0.1')
    expect(browserFiles(dist)).toEqual(['assets/app.js', 'index.html'])
    expect(scanBuild(dist, {})).toEqual([
      { file: 'assets/app.js', kind: 'private network address', excerpt: '192.168.0.2' },
    ])
  })
})
