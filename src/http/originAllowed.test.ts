import { describe, expect, it } from 'vitest'
import { originAllowed } from './originAllowed.js'

describe('originAllowed', () => {
  it('takes loopback for this machine’s pages on any port, and nothing that only looks like them', () => {
    for (const origin of ['http://localhost', 'https://localhost:5173', 'http://127.0.0.1:8787', 'http://[::1]:3000']) expect(originAllowed(origin, ['loopback'])).toBe(true)
    for (const origin of ['http://localhost.example.com', 'http://127.0.0.2', 'https://app.example.com', 'null', 'http://localhost:5173/']) {
      expect(originAllowed(origin, ['loopback'])).toBe(false)
    }
  })

  it('allows null only when it is listed, or with *', () => {
    expect(originAllowed('null', ['https://app.example.com'])).toBe(false)
    expect(originAllowed('null', ['null'])).toBe(true)
    expect(originAllowed('null', '*')).toBe(true)
    expect(originAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true)
  })
})
