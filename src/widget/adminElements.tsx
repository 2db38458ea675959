import type { ReactNode } from 'react'
import { AchievementEditor } from '../react/components/AchievementEditor/AchievementEditor.js'
import { AdminPanel } from '../react/components/AdminPanel/AdminPanel.js'
import { ApiKeyManager } from '../react/components/ApiKeyManager/ApiKeyManager.js'
import { EntitySettings } from '../react/components/EntitySettings/EntitySettings.js'
import { LevelEditor } from '../react/components/LevelEditor/LevelEditor.js'
import { MembersTable } from '../react/components/MembersTable/MembersTable.js'
import { MetricDefinitions } from '../react/components/MetricDefinitions/MetricDefinitions.js'
import { SkillEditor } from '../react/components/SkillEditor/SkillEditor.js'
import { ThemeEditor } from '../react/components/ThemeEditor/ThemeEditor.js'
import { WebhookManager } from '../react/components/WebhookManager/WebhookManager.js'
import { emit } from './events.js'
import type { ElementRecord } from './ElementRecord.js'

/* eslint-disable @typescript-eslint/no-explicit-any -- props come from attributes, already parsed per prop kind */
type AnyProps = Record<string, any>

/** Draws an admin element (this module is the widget's admin chunk, loaded the first time a page has one). */
export function AdminElement({ record }: { record: ElementRecord }): ReactNode {
  const { host } = record
  const props = record.props as AnyProps
  switch (record.spec.component) {
    case 'admin':
      // The same detail as the tab's own element dispatches, with the tab.
      return <AdminPanel {...props} onSaved={(saved: unknown) => emit(host, 'saved', saved)} />
    case 'entity-settings':
      return <EntitySettings {...props} onSaved={() => emit(host, 'saved', {})} />
    case 'metric-definitions':
      return <MetricDefinitions {...props} onSaved={(metric: unknown) => emit(host, 'saved', { metric })} />
    case 'level-editor':
      return <LevelEditor {...props} onChanged={(change: unknown) => emit(host, 'saved', { change })} />
    case 'theme-editor':
      return <ThemeEditor {...props} onSaved={(theme: unknown) => emit(host, 'saved', { theme })} />
    case 'skill-editor':
      return <SkillEditor {...props} onAdded={(names: unknown) => emit(host, 'saved', { skills: names })} />
    case 'members-table':
      return <MembersTable {...props} onAdded={(addresses: unknown) => emit(host, 'saved', { members: addresses })} onAdjusted={(adjustment: unknown) => emit(host, 'saved', { adjustment })} />
    case 'api-key-manager':
      return <ApiKeyManager {...props} onCreated={(created: unknown) => emit(host, 'saved', { created })} onRevoked={(revoked: unknown) => emit(host, 'saved', { revoked })} />
    case 'webhook-manager':
      return (
        <WebhookManager
          {...props}
          onCreated={(created: unknown) => emit(host, 'saved', { created })}
          onRotated={(rotated: unknown) => emit(host, 'saved', { rotated })}
          onDeleted={(deleted: unknown) => emit(host, 'saved', { deleted })}
        />
      )
    case 'achievement-editor':
      return <AchievementEditor {...props} onChanged={(change: unknown) => emit(host, 'saved', { change })} />
    default:
      return null
  }
}
