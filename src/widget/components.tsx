import { lazy, Suspense, type ReactNode } from 'react'
import { DyNftCard } from '../react/components/DyNftCard/DyNftCard.js'
import { DyNftGallery } from '../react/components/DyNftCard/DyNftGallery.js'
import { Leaderboard } from '../react/components/Leaderboard/Leaderboard.js'
import { LevelProgress } from '../react/components/LevelProgress/LevelProgress.js'
import type { LevelUpDetails } from '../react/components/LevelProgress/useLevelUp.js'
import { MetricsPanel } from '../react/components/MetricsPanel/MetricsPanel.js'
import { ProfileEditor } from '../react/components/ProfileEditor/ProfileEditor.js'
import { SkillTree } from '../react/components/SkillTree/SkillTree.js'
import { ComponentErrorBoundary } from '../react/components/internal/ComponentErrorBoundary.js'
import { leaderboardUrlSource } from '../query/leaderboardUrlSource.js'
import { ChunkStatus } from './ChunkStatus.js'
import { emit } from './events.js'
import type { ElementRecord } from './ElementRecord.js'

// The admin components load the first time a page shows one: member pages never download them.
const AdminElement = lazy(() => import('./adminElements.js').then((module) => ({ default: module.AdminElement })))

/* eslint-disable @typescript-eslint/no-explicit-any -- props come from attributes, already parsed per prop kind */
type AnyProps = Record<string, any>

/** Draws the component of an element without wallet code; its callbacks become DOM events on the element. */
export function renderComponent(record: ElementRecord): ReactNode {
  const { host } = record
  const props = record.props as AnyProps
  switch (record.spec.component) {
    case 'metrics-panel':
      return <MetricsPanel {...props} />
    case 'level-progress':
      return (
        <LevelProgress
          {...props}
          onLevelUp={(level: number, details: LevelUpDetails) => emit(host, 'level-up', { level, previousLevel: details.previousLevel, xp: details.xp, levelInfo: details.level })}
        />
      )
    case 'dynft-card': {
      const { view, scope, nft, nftId, gateways, headingLevel, ...rest } = props
      const card = view === 'card' || (view !== 'gallery' && (nft !== undefined || nftId !== undefined))
      if (card) return <DyNftCard {...rest} nft={nft} nftId={nftId} gateways={gateways} headingLevel={headingLevel} />
      return <DyNftGallery {...rest} scope={scope === 'all' ? 'all' : 'entity'} gateways={gateways} headingLevel={headingLevel} />
    }
    case 'skill-tree':
      return <SkillTree {...props} onSelect={(skill: unknown) => emit(host, 'select', { skill })} />
    case 'profile-editor':
      return <ProfileEditor {...props} onSaved={(profile: unknown) => emit(host, 'profile-saved', { profile })} />
    case 'leaderboard': {
      const { source, ...rest } = props
      return <Leaderboard {...rest} source={typeof source === 'string' ? leaderboardUrlSource(source) : typeof source === 'function' ? source : undefined} />
    }
    default:
      return (
        <ComponentErrorBoundary fallback={() => <AdminPending record={record} failed />}>
          <Suspense fallback={<AdminPending record={record} failed={false} />}>
            <AdminElement record={record} />
          </Suspense>
        </ComponentErrorBoundary>
      )
  }
}

function AdminPending({ record, failed }: { record: ElementRecord; failed: boolean }) {
  return <ChunkStatus record={record} name="admin-panel" failed={failed} kind="admin" />
}
