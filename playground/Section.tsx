import type { ReactNode } from 'react'

type SectionProps = { step: number | string; title: string; hint: ReactNode; wide?: boolean; children: ReactNode }

/** One numbered step of the playground: a title, a line on what to try, and the component. */
export function Section({ step, title, hint, wide, children }: SectionProps) {
  const id = `pg-step-${step}`
  return (
    <section className={wide ? 'pg-section pg-section--wide' : 'pg-section'} aria-labelledby={id}>
      <h2 id={id} className="pg-section__title">
        <span className="pg-section__step" aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      <p className="pg-section__hint">{hint}</p>
      {children}
    </section>
  )
}
