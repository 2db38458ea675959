// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { demo } from '../service/seed/demo.js'
import { createSiweToken } from './createSiweToken.js'

const address = demo.accounts.owner.address
const base = { address, chainId: 10, baseUrl: 'https://engage.test', signal: new AbortController().signal }

describe('createSiweToken', () => {
  it('creates an EIP-4361 message for this page, valid for 7 days', () => {
    const { token, expiresAt } = createSiweToken({ ...base, address: address.toLowerCase() as typeof address })
    const message = parseSiweMessage(token)
    expect(message).toMatchObject({ address, chainId: 10, domain: window.location.host, uri: window.location.origin, version: '1' })
    expect(message.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(message.expirationTime?.getTime()).toBe(expiresAt)
    expect(expiresAt - message.issuedAt!.getTime()).toBe(7 * 24 * 60 * 60 * 1000)
    expect(validateSiweMessage({ message, domain: window.location.host, address })).toBe(true)
  })

  it('takes a statement, a lifetime, a domain and a URI, and a new nonce every time', () => {
    const options = { ...base, statement: 'Join the guild.', expiresInMs: 60_000, domain: 'app.example', uri: 'https://app.example/login' }
    const first = parseSiweMessage(createSiweToken(options).token)
    expect(first).toMatchObject({ statement: 'Join the guild.', domain: 'app.example', uri: 'https://app.example/login' })
    expect(first.expirationTime!.getTime() - first.issuedAt!.getTime()).toBe(60_000)
    expect(parseSiweMessage(createSiweToken(options).token).nonce).not.toBe(first.nonce)
  })
})
