/** Whether the person asked for less motion (the OS setting, read now); false where it cannot be read (SSR, old browsers). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
