import { version } from 'wagmi'
import { getAccount } from 'wagmi/actions'
import { describe, expect, it } from 'vitest'

describe('the react-wagmi2 project', () => {
  it('serves wagmi 2 for wagmi and its subpaths', () => {
    expect(version).toMatch(/^2\./)
    // wagmi 3 names it getConnection and keeps getAccount as an alias; wagmi 2 has only getAccount.
    expect(getAccount.name).toBe('getAccount')
  })
})
