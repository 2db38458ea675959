import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './parseCliArgs.js'

describe('parseCliArgs', () => {
  it('has local defaults', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'run',
      port: 8787,
      host: '127.0.0.1',
      dataFile: undefined,
      seed: 'demo',
      allowedOrigins: undefined,
      quiet: false,
    })
  })

  it('reads every option', () => {
    const argv = ['--port', '0', '--host', '0.0.0.0', '--data', 'state.json', '--seed', 'empty', '--origins', 'http://localhost:5173, https://app.example/', '--quiet']
    expect(parseCliArgs(argv)).toEqual({
      kind: 'run',
      port: 0,
      host: '0.0.0.0',
      dataFile: 'state.json',
      seed: 'empty',
      allowedOrigins: ['http://localhost:5173', 'https://app.example'],
      quiet: true,
    })
    expect(parseCliArgs(['--origins', '*'])).toMatchObject({ allowedOrigins: '*' })
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' })
    expect(parseCliArgs(['-h'])).toEqual({ kind: 'help' })
  })

  it.each([
    [['--prot', '1'], /Unknown option '--prot'/],
    [['extra'], /positional/],
    [['--port'], /argument missing/],
    [['--port', '8o'], /--port must be a number/],
    [['--port', '70000'], /--port must be a number/],
    [['--seed', 'full'], /--seed must be demo or empty/],
    [['--origins', 'localhost:5173'], /not an origin/],
    [['--origins', ' , '], /--origins needs/],
  ])('refuses %j', (argv, message) => {
    const result = parseCliArgs(argv)
    expect(result.kind).toBe('error')
    expect(result.kind === 'error' && result.message).toMatch(message)
  })
})
