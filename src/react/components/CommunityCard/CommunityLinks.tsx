import type { Entity } from '../../../core/schemas/entity.js'
import { safeHref } from '../internal/safeUrl.js'
import type { CommunityCardLabels } from './CommunityCardLabels.js'

const linkFields = ['website', 'twitter', 'discord', 'telegram'] as const

/** The community's own links, those that are http(s) URLs; opened in a new tab, without the page as opener. */
export function CommunityLinks({ entity, labels }: { entity: Entity; labels: CommunityCardLabels }) {
  const links = linkFields.flatMap((field) => {
    const href = safeHref(entity[field])
    return href ? [{ field, href }] : []
  })
  if (links.length === 0) return null
  return (
    <ul className="ek-community-card__links">
      {links.map(({ field, href }) => (
        <li key={field}>
          <a className="ek-community-card__link" href={href} target="_blank" rel="noopener noreferrer">
            {labels[field]}
          </a>
        </li>
      ))}
    </ul>
  )
}
