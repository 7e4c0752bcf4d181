import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './passwords'

describe('passwords (argon2id through the bounded queue)', () => {
  it('hashes many at once, each verifying against its own password only', async () => {
    const passwords = Array.from({ length: 6 }, (_, i) => `pass-word-${i}`)
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p)))
    expect(new Set(hashes).size).toBe(6)
    for (const h of hashes) expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const checks = await Promise.all(hashes.map((h, i) => Promise.all([verifyPassword(h, passwords[i] ?? ''), verifyPassword(h, 'wrong')])))
    expect(checks).toEqual(hashes.map(() => [true, false]))
  })

  it('answers false for a malformed hash, and the queue goes on', async () => {
    await expect(verifyPassword('not-a-hash', 'x')).resolves.toBe(false)
    await expect(hashPassword('after-a-failure').then((h) => verifyPassword(h, 'after-a-failure'))).resolves.toBe(true)
  })
})
