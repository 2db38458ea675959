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

describe('--streams-per-client', () => {
  const streams = (args: string[]) => {
    const command = parseServerArgs(args, {})
    return command.kind === 'serve' ? command.options.streamsPerClient : command
  }

  it('takes a whole number; left out, the service keeps its 16', () => {
    expect(streams([])).toBeUndefined()
    expect(streams(['--streams-per-client', '2000'])).toBe(2000)
  })

  it('refuses anything else, naming the flag', () => {
    for (const text of ['0', '1.5', 'many', '']) expect(streams(['--streams-per-client', text])).toMatchObject({ kind: 'error', message: expect.stringContaining('--streams-per-client must be') })
  })
})
