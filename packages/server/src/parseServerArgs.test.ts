import { describe, expect, it } from 'vitest'
import { parseServerArgs } from './parseServerArgs.js'

const retention = (args: string[]) => {
  const command = parseServerArgs(args, {})
  return command.kind === 'serve' ? command.options.limits?.eventsRetentionSeconds : command
}

describe('--events-retention', () => {
  it('takes seconds or a duration in s, m, h or d; left out, the service keeps its 7 days', () => {
    expect(retention([])).toBeUndefined()
    expect(retention(['--events-retention', '3600'])).toBe(3600)
    expect(retention(['--events-retention', '90s'])).toBe(90)
    expect(retention(['--events-retention', '30m'])).toBe(1800)
    expect(retention(['--events-retention', '12h'])).toBe(43_200)
    expect(retention(['--events-retention', '14d'])).toBe(1_209_600)
  })

  it('refuses what is not a duration, naming the flag', () => {
    for (const text of ['0', '7 days', '1.5d', 'd', '7w', '']) {
      expect(retention(['--events-retention', text])).toEqual({ kind: 'error', message: `--events-retention must be a number of seconds or a duration such as 7d, 12h or 30m, got '${text}'` })
    }
  })
})

describe('--webhooks-allow-private', () => {
  it('lets webhooks reach private addresses only when given, beside the other limits', () => {
    const limits = (args: string[]) => {
      const command = parseServerArgs(args, {})
      if (command.kind !== 'serve') throw new Error(`expected a serve command, got ${command.kind}`)
      return command.options.limits
    }
    expect(limits([])?.webhooksAllowPrivate).toBeUndefined()
    expect(limits(['--webhooks-allow-private'])).toEqual({ webhooksAllowPrivate: true })
    expect(limits(['--webhooks-allow-private', '--events-retention', '1h'])).toEqual({ webhooksAllowPrivate: true, eventsRetentionSeconds: 3600 })
  })
})
