import { spawn, type ChildProcess } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Hex } from 'viem'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
/** The command as users run it in this repository (npm run server). */
export const serverBin = join(root, 'packages/server/bin/engagekit-server.js')

/** A log line of the server, as written (one JSON object). */
export type LogLine = { level: string; message: string; [field: string]: unknown }

/** An engagekit-server process started by a test. */
export type ServerProcess = {
  url: string
  child: ChildProcess
  /** Every JSON line it wrote to stdout so far. */
  lines: LogLine[]
  /** What it wrote to stderr so far. */
  stderr(): string
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** How to run the server with `args`: node itself, or through a shell that sets the umask first. */
function command(args: readonly string[], umask: string | undefined): [string, string[]] {
  if (umask === undefined) return [process.execPath, [serverBin, ...args]]
  return ['sh', ['-c', `umask ${umask} && exec "$@"`, 'sh', process.execPath, serverBin, ...args]]
}

/** Runs `engagekit-server` with these arguments to the end (for commands that exit: help, export, import, errors); `umask` e.g. '000'. */
export function runServerCommand(args: readonly string[], env: NodeJS.ProcessEnv = {}, umask?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(...command(args, umask), { env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Starts `engagekit-server` on a free port and resolves once it listens (or rejects with what it wrote when it exits first). */
export function startServerProcess(args: readonly string[], env: NodeJS.ProcessEnv = {}, cwd = root, umask?: string): Promise<ServerProcess> {
  const child = spawn(...command(['--port', '0', ...args], umask), { cwd, env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: LogLine[] = []
  let stderr = ''
  let buffered = ''
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      const parts = buffered.split('\n')
      buffered = parts.pop() ?? ''
      for (const part of parts) {
        const line = JSON.parse(part) as LogLine
        lines.push(line)
        if (line.message === 'listening') {
          resolve({
            url: String(line['url']),
            child,
            lines,
            stderr: () => stderr,
            exited,
            stop(signal = 'SIGTERM') {
              child.kill(signal)
              return exited
            },
          })
        }
      }
    })
    void exited.then(({ code }) => reject(new Error(`engagekit-server exited (${code}) before it listened: ${stderr}`)))
  })
}

/** Registers a session for a wallet on a running server (row 25). */
export async function signIn(url: string, privateKey: Hex): Promise<{ address: string; signature: string }> {
  const { address, signature } = await createSandboxSession({ fetch: (request) => fetch(request) }, privateKey, { baseUrl: url })
  return { address, signature }
}

/** The query string of a session. */
export const sessionQuery = (session: { address: string; signature: string }) => new URLSearchParams(session).toString()
