// `engagekit/widget`: registers the <engage-*> custom elements with the app's own React (a side effect of importing
// this module) and exports the script API. The wallet code is a separate chunk, loaded when a connect element shows.
import { EngageKit } from './api.js'
import { defineElements } from './elements.js'

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') defineElements()

export { EngageKit, type EngageKitApi } from './api.js'
export type { WidgetConfig } from './config.js'
export type { MountOptions } from './elements.js'
export type { WidgetErrorDetail, WidgetEventName } from './events.js'
export type { EngageFrame, IframeOptions } from './iframe.js'
export type { ComponentName } from './specs.js'
export const { configure, mount, unmount, iframe } = EngageKit
