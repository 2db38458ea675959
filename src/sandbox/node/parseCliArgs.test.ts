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
      sandbox: {},
    })
  })

  it('reads the limits, the session policy and the faults', () => {
    const argv = ['--max-members', '500', '--max-force-add', '20', '--registrations-per-minute', 'off', '--session-ttl', '3600', '--siwe-domains', 'localhost:5173, app.example']
    expect(parseCliArgs([...argv, '--faults', 'latency=50-200,error=0.25,status=429,drop=0.1,seed=7'])).toMatchObject({
      kind: 'run',
      sandbox: {
        limits: { maxMembersPerEntity: 500, maxForceAdd: 20, registrationsPerMinute: false },
        sessionPolicy: { ttlSeconds: 3600, siwe: { domains: ['localhost:5173', 'app.example'] } },
        faults: { latencyMs: [50, 200], errorRate: 0.25, status: 429, dropRate: 0.1, seed: 7 },
      },
    })
    expect(parseCliArgs(['--siwe-domains', '*', '--faults', 'latency=30'])).toMatchObject({ sandbox: { sessionPolicy: { siwe: {} }, faults: { latencyMs: 30 } } })
    expect(parseCliArgs(['--faults', 'flaky'])).toMatchObject({ sandbox: { faults: { errorRate: 0.3, status: 503 } } })
    expect(parseCliArgs(['--faults', 'error=2'])).toMatchObject({ kind: 'error', message: expect.stringContaining("--faults: cannot read 'error=2'") })
    expect(parseCliArgs(['--faults', 'status=299'])).toMatchObject({ kind: 'error' })
    expect(parseCliArgs(['--max-members', '0'])).toMatchObject({ kind: 'error', message: expect.stringContaining('--max-members') })
    expect(parseCliArgs(['--session-ttl', '1h'])).toMatchObject({ kind: 'error', message: expect.stringContaining('--session-ttl') })
    expect(parseCliArgs(['--registrations-per-minute', 'lots'])).toMatchObject({ kind: 'error' })
    expect(parseCliArgs(['--events-retention', '2d'])).toMatchObject({ sandbox: { limits: { eventsRetentionSeconds: 172_800 } } })
    expect(parseCliArgs(['--events-retention', 'forever'])).toMatchObject({ kind: 'error', message: expect.stringContaining('--events-retention') })
  })

  it('reads --rpc <chainId>=<url>, repeated, for smart-contract wallets', () => {
    expect(parseCliArgs(['--rpc', '8453=https://mainnet.base.org', '--rpc', '1=http://127.0.0.1:8545'])).toMatchObject({
      kind: 'run',
      sandbox: { sessionPolicy: { rpc: { 8453: 'https://mainnet.base.org', 1: 'http://127.0.0.1:8545' } } },
    })
    expect(parseCliArgs(['--rpc', 'https://mainnet.base.org'])).toMatchObject({ kind: 'error', message: expect.stringContaining('--rpc must be <chainId>=<http(s) URL>') })
    expect(parseCliArgs(['--rpc', '8453=ftp://mainnet.base.org'])).toMatchObject({ kind: 'error' })
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
      sandbox: {},
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
