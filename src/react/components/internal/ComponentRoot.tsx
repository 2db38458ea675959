'use client'
import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react'
import { AppearanceContext, type EngagementTheme } from '../../AppearanceContext.js'
import { directionOf, type SupportedLocale } from '../../locales/supportedLocales.js'
import { ensureStyles } from '../../styles/ensureStylesheet.js'
import { ComponentErrorBoundary } from './ComponentErrorBoundary.js'
import { StatusView } from './StatusView.js'

// useLayoutEffect warns during server rendering; nothing needs styling there.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

type ComponentRootProps = {
  /** Component name, e.g. 'metrics-panel': becomes the class `ek-metrics-panel`. */
  name: string
  /** The component's stylesheet(s) as text, injected after the shared base rules, each once per document or shadow root; an array must be a module constant. */
  styles?: string | readonly string[] | undefined
  className?: string | undefined
  unstyled?: boolean | undefined
  /** false drops the card (surface, border, padding) and shows the title to assistive tech only. */
  card?: boolean | undefined
  theme?: EngagementTheme | undefined
  /** Shown (with a retry) if rendering throws. */
  crashMessage: string
  retryLabel: string
  children: ReactNode
  [dataAttribute: `data-${string}`]: string | undefined
  'aria-label'?: string | undefined
  'aria-labelledby'?: string | undefined
  role?: string | undefined
}

/**
 * A shipped language other than English sets the component's `lang` and `dir`; English (the defaults, perhaps
 * replaced by the app's own `labels` in any language) takes the page's.
 */
const language = (locale: SupportedLocale | undefined) => (locale && locale !== 'en' ? { lang: locale, dir: directionOf(locale) } : {})

/**
 * The root every styled component renders: scoped class, theme attribute, the stylesheet,
 * and an error boundary so bad data never takes the host page down.
 */
export function ComponentRoot({ name, styles, className, unstyled, card, theme, crashMessage, retryLabel, children, ...rest }: ComponentRootProps) {
  const appearance = useContext(AppearanceContext)
  const ref = useRef<HTMLDivElement>(null)
  const injectStyles = !unstyled && appearance.injectStyles !== false
  useIsomorphicLayoutEffect(() => {
    if (injectStyles && ref.current) ensureStyles(ref.current, appearance.nonce, ...[styles ?? []].flat())
  }, [injectStyles, appearance.nonce, styles])
  const classes = [unstyled ? 'ek-unstyled' : 'ek-root', `ek-${name}`, className].filter(Boolean).join(' ')
  return (
    <div ref={ref} className={classes} data-ek-theme={theme ?? appearance.theme ?? 'auto'} data-ek-variant={card === false ? 'plain' : undefined} {...language(appearance.locale)} {...rest}>
      <ComponentErrorBoundary fallback={(reset) => <StatusView state="error" message={crashMessage} retryLabel={retryLabel} onRetry={reset} />}>
        {children}
      </ComponentErrorBoundary>
    </div>
  )
}
