/** One structured log line: what happened, when, and its fields. */
export type LogFields = Record<string, string | number | boolean | null | undefined>

/** Writes log lines: one JSON object per line (the format log collectors read). */
export type JsonLog = {
  info(message: string, fields?: LogFields): void
  /** Something works, but not as safely as it could: a setting that gives a protection up. */
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

// A signature (130 hex digits or more: a key's is 65 bytes, a smart-contract wallet's longer), with or without 0x:
// never written to a log, whatever carried it.
const signatures = /(0x)?[0-9a-f]{130,}/gi

/** A log writing to `write` (default stdout), each line `{"time":…,"level":…,"message":…,…fields}`. */
export function createJsonLog(write: (line: string) => void = (line) => void process.stdout.write(line)): JsonLog {
  const emit = (level: 'info' | 'warn' | 'error', message: string, fields: LogFields = {}) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })
    write(`${line.replace(signatures, '[signature]')}\n`)
  }
  return {
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  }
}
