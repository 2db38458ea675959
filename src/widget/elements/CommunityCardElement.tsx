import type { ReactNode } from 'react'
import { CommunityCard } from '../../react/components/CommunityCard/CommunityCard.js'
import type { ElementRecord } from '../ElementRecord.js'

/** `<engage-community-card>`: the widget's chunk for CommunityCard; signed out, its Sign in is the page's one. */
export default function CommunityCardElement({ record }: { record: ElementRecord }): ReactNode {
  return <CommunityCard {...record.props} />
}
