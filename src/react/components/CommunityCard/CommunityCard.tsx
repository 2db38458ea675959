'use client'
import { useId } from 'react'
import { ComponentRoot } from '../internal/ComponentRoot.js'
import { useLabels } from '../internal/useLabels.js'
import { CommunityCardBody } from './CommunityCardBody.js'
import { defaultCommunityCardLabels } from './CommunityCardLabels.js'
import type { CommunityCardProps } from './CommunityCardProps.js'
import styles from './CommunityCard.css?raw'

/**
 * A community's public face: its banner, logo, name, description, members, links and the levels there are to earn,
 * all read without a session for a public community; signed out, the page's one call to sign in (the member
 * components on the page then show a quiet line instead of a button each). A community that is not public stays
 * unknown to strangers: signed out, the card only offers to sign in.
 */
export function CommunityCard(props: CommunityCardProps) {
  const { className, unstyled, card, theme, labels: labelOverrides } = props
  const labels = useLabels('CommunityCard', defaultCommunityCardLabels, labelOverrides)
  const titleId = useId()
  return (
    <ComponentRoot
      name="community-card"
      styles={styles}
      className={className}
      unstyled={unstyled}
      card={card}
      theme={theme}
      crashMessage={labels.crash}
      retryLabel={labels.retry}
      role="region"
      aria-labelledby={titleId}
    >
      <CommunityCardBody {...props} labels={labels} titleId={titleId} />
    </ComponentRoot>
  )
}
