'use client'
import { useContext, useMemo } from 'react'
import { AppearanceContext } from '../../AppearanceContext.js'
import type { LocaleMessages, LocaleSection } from '../../locales/LocaleMessages.js'

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A component's strings: its English defaults, then the locale's (the shared sections for the keys the component
 * has, then its own `sections` in order), then the app's `labels`. Nested groups (`tab`, `field`) merge key by key;
 * an undefined label is no label.
 */
export function mergeLabels<TLabels extends object>(defaults: TLabels, messages: LocaleMessages | undefined, sections: readonly LocaleSection[], overrides: Partial<TLabels> | undefined): TLabels {
  const result = { ...defaults } as Record<string, unknown>
  const layers: unknown[] = messages ? [messages.common, messages.admin, ...sections.map((section) => messages[section])] : []
  for (const layer of [...layers, overrides]) {
    if (!isPlainObject(layer)) continue
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined || !Object.hasOwn(defaults, key)) continue
      const base = result[key]
      result[key] = isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value
    }
  }
  return result as TLabels
}

/** {@link mergeLabels} with the locale the provider (or the widget element) shows. */
export function useLabels<TLabels extends object>(sections: LocaleSection | readonly LocaleSection[], defaults: TLabels, overrides: Partial<TLabels> | undefined): TLabels {
  const { messages } = useContext(AppearanceContext)
  const list = typeof sections === 'string' ? [sections] : sections
  const key = list.join(',')
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => mergeLabels(defaults, messages, list, overrides), [defaults, messages, key, overrides])
}
