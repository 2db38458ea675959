'use client'
import { useEffect, useId, useRef } from 'react'
import { engagementEventTypes } from '../../../core/schemas/events.js'
import type { WebhookManagerLabels } from './WebhookManagerLabels.js'

/** The event types by what they are about (`member.joined` under `member`), in the order they are documented. */
export function eventGroups(types: readonly string[] = engagementEventTypes): [group: string, types: string[]][] {
  const groups = new Map<string, string[]>()
  for (const type of types) {
    const group = type.split('.')[0]!
    groups.set(group, [...(groups.get(group) ?? []), type])
  }
  return [...groups]
}

type WebhookEventPickerProps = {
  labels: WebhookManagerLabels
  /** null: every event type, those added later included. */
  value: ReadonlySet<string> | null
  onChange: (value: ReadonlySet<string> | null) => void
  /** Says that "only these" has none ticked. */
  error: string | undefined
  /** The event types offered; default every type the service writes (its events' definitions). */
  types?: readonly string[] | undefined
}

/**
 * Which events an endpoint takes: all (the default, later types included) or those picked, grouped by what they are
 * about, each group with a box that ticks (or clears) all of it. Built from the service's list of event types.
 */
export function WebhookEventPicker({ labels, value, onChange, error, types }: WebhookEventPickerProps) {
  const id = useId()
  const groups = eventGroups(types)
  return (
    <fieldset className="ek-webhook-manager__events" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="ek-field__label">{labels.eventsLabel}</legend>
      {/* The hint describes the choice, apart from its name. */}
      <div className="ek-webhook-manager__choice">
        <input id={`${id}-all`} type="radio" name={`${id}-scope`} checked={value === null} aria-describedby={`${id}-all-hint`} onChange={() => onChange(null)} />
        <span>
          <label htmlFor={`${id}-all`}>{labels.allEvents}</label>
          <span id={`${id}-all-hint`} className="ek-webhook-manager__choice-hint ek-muted">
            {labels.allEventsHint}
          </span>
        </span>
      </div>
      <label className="ek-webhook-manager__choice">
        <input type="radio" name={`${id}-scope`} checked={value !== null} onChange={() => onChange(new Set())} />
        <span>{labels.someEvents}</span>
      </label>
      {value !== null && (
        <div className="ek-webhook-manager__groups">
          {groups.map(([group, types]) => (
            <EventGroup key={group} group={group} types={types} picked={value} labels={labels} onChange={onChange} />
          ))}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="ek-field__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function EventGroup({ group, types, picked, labels, onChange }: { group: string; types: string[]; picked: ReadonlySet<string>; labels: WebhookManagerLabels; onChange: (value: ReadonlySet<string>) => void }) {
  const all = useRef<HTMLInputElement>(null)
  const count = types.filter((type) => picked.has(type)).length
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && count < types.length
  }, [count, types.length])
  const set = (changed: readonly string[], on: boolean) => {
    const next = new Set(picked)
    for (const type of changed) {
      if (on) next.add(type)
      else next.delete(type)
    }
    onChange(next)
  }
  return (
    <div className="ek-webhook-manager__group" role="group" aria-label={group}>
      {types.length > 1 && (
        <label className="ek-webhook-manager__check" data-kind="group">
          <input ref={all} type="checkbox" checked={count === types.length} onChange={(event) => set(types, event.target.checked)} />
          <span>{labels.eventGroup(group)}</span>
        </label>
      )}
      {types.map((type) => (
        <label key={type} className="ek-webhook-manager__check" data-state={picked.has(type) ? 'on' : 'off'}>
          <input type="checkbox" value={type} checked={picked.has(type)} onChange={(event) => set([type], event.target.checked)} />
          <code>{type}</code>
        </label>
      ))}
    </div>
  )
}
