import type { ReactNode } from 'react'
import { EngagementToasts } from '../../react/components/EngagementToasts/EngagementToasts.js'
import type { ElementRecord } from '../ElementRecord.js'

/** `<engage-toasts>`: the widget's chunk for EngagementToasts, the signed-in member's news in the page's toast corner. */
export default function ToastsElement({ record }: { record: ElementRecord }): ReactNode {
  return <EngagementToasts {...(record.props)} />
}
