import { QueryClientProvider } from '@tanstack/react-query'
import { memo, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { AppearanceContext, type Appearance } from '../react/AppearanceContext.js'
import { useLocaleMessages } from '../react/locales/useLocaleMessages.js'
import { useResolvedLocale } from '../react/locales/useResolvedLocale.js'
import { EngagementContext, useEngagementContext, type EngagementContextValue } from '../react/EngagementContext.js'
import type { SessionState } from '../session/SessionState.js'
import { ChunkStatus } from './ChunkStatus.js'
import { PickerFailed } from './PickerFailed.js'
import { renderComponent } from './components.js'
import type { ElementRecord } from './ElementRecord.js'
import { toErrorDetail } from './events.js'
import type { Group } from './group.js'

type ElementPortalProps = { record: ElementRecord; render: (record: ElementRecord) => ReactNode }

/** The look an element's component draws with: its theme, its gateways and its language (its `lang`, else the browser's). */
export function ElementAppearance({ record, children }: { record: ElementRecord | undefined; children: ReactNode }): ReactNode {
  const locale = useResolvedLocale(record?.lang)
  const messages = useLocaleMessages(locale)
  // Pictures drawn from context (the account's avatar, members' pictures) go through the page's gateways only.
  const appearance = useMemo<Appearance>(() => ({ theme: record?.theme, ipfsGateways: record?.gateways, locale, messages }), [record?.theme, record?.gateways, locale, messages])
  return <AppearanceContext.Provider value={appearance}>{children}</AppearanceContext.Provider>
}

/** One element's component, portalled into its shadow root with its own entity, theme and language. */
export const ElementPortal = memo(function ElementPortal({ record, render }: ElementPortalProps) {
  const context = useEngagementContext()
  const value = useMemo<EngagementContextValue>(() => ({ ...context, entityId: record.entityId }), [context, record.entityId])
  return createPortal(
    <EngagementContext.Provider value={value}>
      <ElementAppearance record={record}>{render(record)}</ElementAppearance>
    </EngagementContext.Provider>,
    record.container,
  )
})

/** Stands in for a connect element until the wallet code is there (or says it could not load). */
function WalletPending({ record, failed }: { record: ElementRecord; failed: boolean }) {
  return createPortal(
    <ElementAppearance record={record}>
      <ChunkStatus record={record} name="connect-and-sign" failed={failed} kind="wallet" />
    </ElementAppearance>,
    record.container,
  )
}

/** Tells the elements about sign-in, sign-out and sign-in failures. */
function useSessionEvents(group: Group, state: SessionState): void {
  const address = state.session?.address
  const previous = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    const before = previous.current
    previous.current = address ?? null
    if (before === (address ?? null)) return
    if (address) group.emitAll('signed-in', { address })
    else if (before) group.emitAll('signed-out', { address: before })
  }, [group, address])
  useEffect(() => {
    if (state.error) group.emitAll('error', toErrorDetail(state.error))
  }, [group, state.error])
}

/**
 * The one React root of a service on the page: one cache, one session, and every element's component portalled
 * into that element's shadow root. Connect elements render inside the wallet layer once its code has loaded.
 */
export function GroupRoot({ group }: { group: Group }): ReactNode {
  const snapshot = useSyncExternalStore(group.subscribe, group.getSnapshot)
  const controller = group.session
  const sessionState = useSyncExternalStore(controller.subscribe, controller.getSnapshot)
  // Applied while rendering, so no event is applied for the previous caller once the new one's elements render.
  group.live.setCaller(sessionState.session?.address)
  const value = useMemo<EngagementContextValue>(
    () => ({ client: group.client, queryClient: group.queryClient, entityId: undefined, session: sessionState.session, sessionState, sessionController: controller, live: group.live }),
    [group, controller, sessionState],
  )
  useSessionEvents(group, sessionState)

  const plain = snapshot.records.filter((record) => !record.spec.wallet)
  const walletRecords = snapshot.records.filter((record) => record.spec.wallet)
  const { wallet } = snapshot
  // The element whose Sign in opened the page's own picker: its language and theme.
  const pickerRecord = snapshot.records.find((record) => record.host === snapshot.pickerFor) ?? snapshot.records[0]
  return (
    <QueryClientProvider client={group.queryClient}>
      <EngagementContext.Provider value={value}>
        {plain.map((record) => (
          <ElementPortal key={record.id} record={record} render={renderComponent} />
        ))}
        {!wallet && walletRecords.map((record) => <WalletPending key={record.id} record={record} failed={snapshot.walletError !== null} />)}
        {!wallet && snapshot.picker && snapshot.walletError && (
          <ElementAppearance record={pickerRecord}>
            <PickerFailed container={snapshot.picker} record={pickerRecord} onClose={group.closePicker} />
          </ElementAppearance>
        )}
        {wallet && (
          <wallet.WalletLayer>
            {walletRecords.map((record) => (
              <ElementPortal key={record.id} record={record} render={wallet.renderConnect} />
            ))}
            {snapshot.picker && (
              <ElementAppearance record={pickerRecord}>{wallet.renderPicker({ container: snapshot.picker, theme: pickerRecord?.theme, onClose: group.closePicker })}</ElementAppearance>
            )}
          </wallet.WalletLayer>
        )}
      </EngagementContext.Provider>
    </QueryClientProvider>
  )
}
