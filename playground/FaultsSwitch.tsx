import type { QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { faultPresets, type FaultPresetName } from '../src/sandbox/faultPresets.js'

type Choice = 'off' | FaultPresetName

const choices: { value: Choice; label: string }[] = [
  { value: 'off', label: 'None' },
  { value: 'slow', label: 'Slow' },
  { value: 'flaky', label: 'Flaky' },
  { value: 'down', label: 'Down' },
  { value: 'unreachable', label: 'Unreachable' },
]

const controlUrl = (sandboxUrl: string) => `${sandboxUrl}/_sandbox/faults`

/** The preset `faults` match, if any: what the sandbox had when the page opened (say, after `--faults flaky`). */
function choiceOf(faults: unknown): Choice | undefined {
  if (faults === null) return 'off'
  const text = JSON.stringify(faults)
  return (Object.keys(faultPresets) as FaultPresetName[]).find((name) => JSON.stringify(faultPresets[name]) === text)
}

/**
 * Switches the running sandbox's fault injection (`POST /_sandbox/faults`), then asks again for everything on the
 * page, so every component shows its slow, failing or unreachable state.
 */
export function FaultsSwitch({ sandboxUrl, queryClient }: { sandboxUrl: string; queryClient: QueryClient }) {
  const [choice, setChoice] = useState<Choice | undefined>('off')
  const [problem, setProblem] = useState<string>()

  useEffect(() => {
    fetch(controlUrl(sandboxUrl))
      .then((response) => response.json())
      .then((reply: { data?: unknown }) => setChoice(choiceOf(reply.data)))
      .catch(() => setProblem('The sandbox could not be reached.'))
  }, [sandboxUrl])

  async function switchTo(next: Choice) {
    const before = choice
    setProblem(undefined)
    // Checked at once; put back if the sandbox does not take it.
    setChoice(next)
    try {
      const response = await fetch(controlUrl(sandboxUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(next === 'off' ? {} : faultPresets[next]),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      await queryClient.resetQueries()
    } catch (error) {
      setChoice(before)
      setProblem(`The faults could not be switched: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <fieldset className="pg-theme pg-faults">
      <legend>Service faults</legend>
      {choices.map(({ value, label }) => (
        <label key={value}>
          <input type="radio" name="faults" value={value} checked={choice === value} onChange={() => void switchTo(value)} /> {label}
        </label>
      ))}
      {problem ? <p role="alert">{problem}</p> : null}
    </fieldset>
  )
}
