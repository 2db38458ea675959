/** On the first SIGINT or SIGTERM runs `close` (flushing what it must) and exits; a second signal exits at once. */
export function closeOnSignals(close: () => Promise<void>, print: (text: string) => void = (text) => void process.stderr.write(text)): void {
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      print(`${signal} again: exiting without waiting\n`)
      process.exit(130)
    }
    stopping = true
    print(`${signal}: stopping the sandbox\n`)
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        print(`engagekit sandbox: ${error instanceof Error ? error.message : String(error)}\n`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}
