'use client'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useEngagementContext } from '../../EngagementContext.js'
import { useEntity } from '../../hooks/useEntity.js'
import { useServiceInfo } from '../../hooks/useServiceInfo.js'
import { AchievementEditor } from '../AchievementEditor/AchievementEditor.js'
import { AdminGate } from '../admin/AdminGate.js'
import { ApiKeyManager } from '../ApiKeyManager/ApiKeyManager.js'
import { EntitySettings } from '../EntitySettings/EntitySettings.js'
import { Heading } from '../internal/Heading.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { StatusView } from '../internal/StatusView.js'
import { LevelEditor } from '../LevelEditor/LevelEditor.js'
import { MembersTable } from '../MembersTable/MembersTable.js'
import { MetricDefinitions } from '../MetricDefinitions/MetricDefinitions.js'
import { SkillEditor } from '../SkillEditor/SkillEditor.js'
import { ThemeEditor } from '../ThemeEditor/ThemeEditor.js'
import { offersWebhooks } from '../WebhookManager/offersWebhooks.js'
import { WebhookManager } from '../WebhookManager/WebhookManager.js'
import { entityPriceUnit } from './entityPriceUnit.js'
import type { AdminPanelLabels, AdminPanelTab } from './AdminPanelLabels.js'
import { nextHeadingLevel, type AdminPanelProps } from './AdminPanelProps.js'

const allTabs: readonly AdminPanelTab[] = ['settings', 'metrics', 'levels', 'themes', 'skills', 'achievements', 'members', 'apiKeys', 'webhooks']

/**
 * The panel's header, then the gate, then the tabs (WAI-ARIA tabs: arrow keys, Home and End move between them), or
 * on a narrow panel a select of the same sections.
 */
export function AdminPanelBody(props: AdminPanelProps & { labels: AdminPanelLabels }) {
  const { labels, headingLevel = 2 } = props
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const titleId = useId()
  return (
    <section className="ek-admin-body ek-admin-panel__body" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="ek-admin-panel__title">
        {labels.title}
      </Heading>
      <AdminGate entityId={entityId} labels={labels} skeleton={<StatusView state="loading" label={labels.loading} />}>
        {(role) => (
          // One region for every tab's confirmations, in one corner: the tabs' own SaveToasts say theirs in it.
          <SaveToasts>
            <Tabs {...props} entityId={entityId!} role={role} labels={labels} headingLevel={headingLevel} />
          </SaveToasts>
        )}
      </AdminGate>
    </section>
  )
}

function Tabs(props: AdminPanelProps & { entityId: string; role: 'owner' | 'admin'; labels: AdminPanelLabels; headingLevel: 2 | 3 | 4 | 5 }) {
  const { entityId, role, labels, headingLevel, componentLabels, gateways, chains, onSaved } = props
  // API keys and webhooks: for owners, on a service that offers them; achievements on a service that offers them.
  const offers = useServiceInfo().data
  const keys = offers?.features.includes('api-keys') === true && role === 'owner'
  const webhooks = offers !== undefined && offersWebhooks(offers) && role === 'owner'
  const achievements = offers?.features.includes('achievements') === true
  const tabs = (props.tabs ?? allTabs).filter(
    (tab) => allTabs.includes(tab) && (tab !== 'apiKeys' || keys) && (tab !== 'webhooks' || webhooks) && (tab !== 'achievements' || achievements),
  )
  const [selected, setSelectedTab] = useState<AdminPanelTab>(props.defaultTab && tabs.includes(props.defaultTab) ? props.defaultTab : (tabs[0] ?? 'settings'))
  const [visited, setVisited] = useState<ReadonlySet<AdminPanelTab>>(() => new Set([selected]))
  const setSelected = (tab: AdminPanelTab) => {
    setSelectedTab(tab)
    setVisited((current) => (current.has(tab) ? current : new Set([...current, tab])))
  }
  const entity = useEntity({ entityId })
  const buttons = useRef(new Map<AdminPanelTab, HTMLButtonElement>())
  const id = useId()

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected)
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = tabs[(target + tabs.length) % tabs.length]!
    setSelected(next)
    buttons.current.get(next)?.focus()
  }

  const inner = nextHeadingLevel(headingLevel)
  const panel = (tab: AdminPanelTab) => {
    switch (tab) {
      case 'settings':
        return <EntitySettings entityId={entityId} headingLevel={inner} labels={componentLabels?.settings} gateways={gateways} onSaved={() => onSaved?.({ tab: 'settings' })} />
      case 'metrics':
        return <MetricDefinitions entityId={entityId} headingLevel={inner} labels={componentLabels?.metrics} onSaved={(metric) => onSaved?.({ tab: 'metrics', metric })} />
      case 'levels':
        return <LevelEditor entityId={entityId} headingLevel={inner} labels={componentLabels?.levels} onChanged={(change) => onSaved?.({ tab: 'levels', change })} />
      case 'themes':
        return <ThemeEditor entityId={entityId} headingLevel={inner} labels={componentLabels?.themes} gateways={gateways} priceUnit={props.priceUnit ?? entityPriceUnit(entity.data)} onSaved={(theme) => onSaved?.({ tab: 'themes', theme })} />
      case 'skills':
        return <SkillEditor entityId={entityId} headingLevel={inner} labels={componentLabels?.skills} onAdded={(skills) => onSaved?.({ tab: 'skills', skills })} />
      case 'achievements':
        return <AchievementEditor entityId={entityId} headingLevel={inner} labels={componentLabels?.achievements} gateways={gateways} onChanged={(change) => onSaved?.({ tab: 'achievements', change })} />
      case 'members':
        return (
          <MembersTable
            entityId={entityId}
            headingLevel={inner}
            labels={componentLabels?.members}
            chains={chains}
            onAdded={(members) => onSaved?.({ tab: 'members', members })}
            onAdjusted={(adjustment) => onSaved?.({ tab: 'members', adjustment })}
          />
        )
      case 'apiKeys':
        return (
          <ApiKeyManager
            entityId={entityId}
            headingLevel={inner}
            labels={componentLabels?.apiKeys}
            onCreated={(created) => onSaved?.({ tab: 'apiKeys', created })}
            onRevoked={(revoked) => onSaved?.({ tab: 'apiKeys', revoked })}
          />
        )
      case 'webhooks':
        return (
          <WebhookManager
            entityId={entityId}
            headingLevel={inner}
            labels={componentLabels?.webhooks}
            onCreated={(created) => onSaved?.({ tab: 'webhooks', created })}
            onRotated={(rotated) => onSaved?.({ tab: 'webhooks', rotated })}
            onDeleted={(deleted) => onSaved?.({ tab: 'webhooks', deleted })}
          />
        )
    }
  }
  return (
    <>
      <p className="ek-admin-panel__who">
        <span className="ek-admin-panel__entity">{entity.data?.name}</span>
        <span className="ek-admin-panel__role" data-role={role}>
          {labels.role[role]}
        </span>
      </p>
      {/* Wide: the tabs. Narrow (a phone, a sidebar): the same sections in one native select, never a second row of tabs
          or a sideways scroll; the stylesheet shows one of the two. */}
      <div role="tablist" aria-label={labels.sections} className="ek-admin-panel__tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(node) => void (node ? buttons.current.set(tab, node) : buttons.current.delete(tab))}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={visited.has(tab) ? `${id}-panel-${tab}` : undefined}
            tabIndex={tab === selected ? 0 : -1}
            className="ek-admin-panel__tab"
            onClick={() => setSelected(tab)}
          >
            {labels.tab[tab]}
          </button>
        ))}
      </div>
      <div className="ek-admin-panel__picker">
        <select
          className="ek-admin-panel__select"
          aria-label={labels.section}
          aria-controls={`${id}-panel-${selected}`}
          value={selected}
          onChange={(event) => setSelected(event.target.value as AdminPanelTab)}
        >
          {tabs.map((tab) => (
            <option key={tab} value={tab}>
              {labels.tab[tab]}
            </option>
          ))}
        </select>
      </div>
      {/* Every visited tab stays mounted (hidden when not chosen): unsaved edits and open editors outlive a tab switch.
          A panel is named by its tab even while the tabs are hidden for the select: a name by aria-labelledby reads
          the element it points at, shown or not. */}
      {tabs
        .filter((tab) => visited.has(tab))
        .map((tab) => (
          <div key={tab} role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} className="ek-admin-panel__panel" hidden={tab !== selected} data-state={tab === selected ? 'active' : 'inactive'}>
            {panel(tab)}
          </div>
        ))}
    </>
  )
}
