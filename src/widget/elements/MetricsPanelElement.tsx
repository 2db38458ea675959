import type { ReactNode } from 'react'
import { MetricsPanel } from '../../react/components/MetricsPanel/MetricsPanel.js'
import type { ElementRecord } from '../ElementRecord.js'

/** `<engage-metrics-panel>`: the widget's chunk for MetricsPanel. */
export default function MetricsPanelElement({ record }: { record: ElementRecord }): ReactNode {
  return <MetricsPanel {...(record.props)} />
}
