import type { KeyboardEvent } from 'react'

/** The playground's two views: what a member sees, and the admin tools beside their effect. */
export type PlaygroundView = 'member' | 'admin'

const views: { view: PlaygroundView; label: string }[] = [
  { view: 'member', label: 'Member' },
  { view: 'admin', label: 'Admin' },
]

/** The id of a view's panel, for the tab's `aria-controls`. */
export const viewPanelId = (view: PlaygroundView) => `pg-view-${view}`
/** The id of a view's tab, for the panel's `aria-labelledby`. */
export const viewTabId = (view: PlaygroundView) => `pg-tab-${view}`

/** Tabs in the WAI-ARIA pattern: one tab stop, arrow keys, Home and End move and select. */
export function ViewTabs({ view, onChange }: { view: PlaygroundView; onChange: (view: PlaygroundView) => void }) {
  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = views.findIndex((item) => item.view === view)
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: views.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = views[(next + views.length) % views.length]!.view
    onChange(target)
    document.getElementById(viewTabId(target))?.focus()
  }
  return (
    <div className="pg-tabs" role="tablist" aria-label="Playground views" onKeyDown={move}>
      {views.map((item) => (
        <button
          key={item.view}
          id={viewTabId(item.view)}
          type="button"
          role="tab"
          className="pg-tab"
          aria-selected={item.view === view}
          aria-controls={item.view === view ? viewPanelId(item.view) : undefined}
          tabIndex={item.view === view ? 0 : -1}
          onClick={() => onChange(item.view)}
        >
          {item.label}
        </button>
      ))}
    </div>
  )
}
