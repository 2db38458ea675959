'use client'
import { useContext, useEffect, useRef, type ReactNode } from 'react'
import { AppearanceContext } from '../../AppearanceContext.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useLiveEntity } from '../../useLiveEntity.js'
import { useMetricName } from '../../useMetricName.js'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { formatExactNumber } from '../internal/formatNumber.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import { useLabels } from '../internal/useLabels.js'
import type { EngagementToastsLabels } from './EngagementToastsLabels.js'
import { defaultEngagementToastsLabels } from './EngagementToastsLabels.js'
import type { EngagementToastsProps, EngagementAnnouncement } from './EngagementToastsProps.js'
import formStyles from '../internal/form.css?raw'

/** The default of {@link EngagementToastsProps.minAward}. */
const defaultMinAward = 100

/**
 * Announces the signed-in member's news as it happens: a level reached, a big award (an increment of at least
 * `minAward`) and an achievement earned, from the entity's live stream (the provider's `realtime`). Each is a toast in the page's one toast
 * region (the bottom's start; the top on a phone), a polite live region, closable and gone after a few seconds, that
 * does not move under reduced motion. Inside a component with toasts of its own (AdminPanel) it says them there.
 * Nothing is shown without live updates, signed out, or for other members' news.
 */
export function EngagementToasts(props: EngagementToastsProps): ReactNode {
  const { className, unstyled, theme, labels: overrides } = props
  const labels = useLabels('EngagementToasts', defaultEngagementToastsLabels, overrides)
  return (
    <ComponentRoot name="engagement-toasts" styles={formStyles} className={className} unstyled={unstyled} card={false} theme={theme} crashMessage={labels.crash} retryLabel={labels.retry}>
      <SaveToasts>
        <Announcer {...props} labels={labels} />
      </SaveToasts>
    </ComponentRoot>
  )
}

function Announcer(props: EngagementToastsProps & { labels: EngagementToastsLabels }): null {
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const address = context.session?.address
  const appearanceLocale = useContext(AppearanceContext).locale
  const metricName = useMetricName()
  const confirm = useConfirmSave()
  useLiveEntity(entityId)
  // Read when an event comes, so new labels or an inline `message` do not resubscribe.
  const latest = useRef({ props, metricName, locale: props.locale ?? appearanceLocale })
  latest.current = { props, metricName, locale: props.locale ?? appearanceLocale }

  const { live } = context
  useEffect(() => {
    if (!live || !address || !entityId) return
    const self = address.toLowerCase()
    return live.subscribe((event) => {
      if (event.entityId !== entityId || !('address' in event.data) || event.data.address.toLowerCase() !== self) return
      const { props: current, metricName: nameOf, locale } = latest.current
      const { labels } = current
      let announcement: EngagementAnnouncement | undefined
      let text: string | undefined
      if (event.type === 'level.reached') {
        const { level, name } = event.data
        // The service names an unnamed level "Level N": said once, not "Level 3: Level 3".
        const own = name.trim() !== '' && name.trim().toLowerCase() !== `level ${level}` ? name : undefined
        announcement = { kind: 'level-up', level, name: own, event }
        text = labels.levelUp(labels.level(level), own)
      } else if (event.type === 'metric.incremented' && event.data.count >= (current.minAward ?? defaultMinAward)) {
        const { count, metric } = event.data
        announcement = { kind: 'award', amount: count, metric, event }
        text = labels.award(formatExactNumber(count, locale), nameOf(metric))
      } else if (event.type === 'achievement.earned') {
        const { key, name } = event.data
        announcement = { kind: 'achievement', key, name, event }
        text = labels.achievement(name)
      }
      if (!announcement || text === undefined) return
      const message = current.message ? current.message(announcement, text) : text
      if (message) confirm(message, { duration: current.duration })
    })
  }, [live, address, entityId, confirm])
  return null
}
