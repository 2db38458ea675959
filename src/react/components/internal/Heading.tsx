import type { ReactNode } from 'react'

/** Heading levels a component title may take, so it fits the host page's outline. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6

/** The one heading style of every component: `h{level}` with the `ek-title` look. */
export function Heading({ level, id, className, children }: { level: HeadingLevel; id?: string | undefined; className?: string | undefined; children: ReactNode }) {
  const Tag = `h${level}` as const
  return (
    <Tag id={id} className={className ? `ek-title ${className}` : 'ek-title'}>
      {children}
    </Tag>
  )
}
