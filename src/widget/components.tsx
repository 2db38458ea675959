import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { ComponentErrorBoundary } from '../react/components/internal/ComponentErrorBoundary.js'
import { ChunkStatus } from './ChunkStatus.js'
import type { ElementRecord } from './ElementRecord.js'

type ElementView = ComponentType<{ record: ElementRecord }>

// Each element's code is a chunk of its own, loaded the first time a page shows that element: a page with a
// leaderboard downloads no profile editor, and member pages never download the admin components.
const chunks: Record<string, () => Promise<{ default: ElementView }>> = {
  'community-card': () => import('./elements/CommunityCardElement.js'),
  'metrics-panel': () => import('./elements/MetricsPanelElement.js'),
  'level-progress': () => import('./elements/LevelProgressElement.js'),
  'dynft-card': () => import('./elements/DynftCardElement.js'),
  'skill-tree': () => import('./elements/SkillTreeElement.js'),
  'profile-editor': () => import('./elements/ProfileEditorElement.js'),
  leaderboard: () => import('./elements/LeaderboardElement.js'),
  toasts: () => import('./elements/ToastsElement.js'),
  achievements: () => import('./elements/AchievementsElement.js'),
  streak: () => import('./elements/StreakElement.js'),
}
const loadAdmin = () => import('./adminElements.js').then((module) => ({ default: module.AdminElement }))

const views = new Map<string, ElementView>()

/** The element's component, lazily: its chunk starts loading the first time this is asked for it. */
function viewOf(component: string): ElementView {
  let view = views.get(component)
  if (!view) {
    view = lazy(chunks[component] ?? loadAdmin)
    views.set(component, view)
  }
  return view
}

/** Draws the component of an element without wallet code, once its chunk is here; its callbacks become DOM events on the element. */
export function renderComponent(record: ElementRecord): ReactNode {
  const View = viewOf(record.spec.component)
  const admin = !(record.spec.component in chunks)
  return (
    <ComponentErrorBoundary fallback={() => <ChunkStatus record={record} name={admin ? 'admin-panel' : record.spec.component} failed kind={admin ? 'admin' : 'element'} />}>
      <Suspense fallback={<ChunkStatus record={record} name={admin ? 'admin-panel' : record.spec.component} failed={false} kind={admin ? 'admin' : 'element'} />}>
        <View record={record} />
      </Suspense>
    </ComponentErrorBoundary>
  )
}
