/** Every string of {@link EngagementToasts}; pass some or all through `labels` to translate. */
export type EngagementToastsLabels = {
  /** A level as announced, e.g. "Level 3". */
  level: (level: number) => string
  /** The signed-in member reached a level, e.g. "You reached Level 3: Regular!" (`name` left out when the level has none). */
  levelUp: (level: string, name: string | undefined) => string
  /** The signed-in member was given a big award, e.g. "You earned 250 XP!" (the amount already formatted). */
  award: (amount: string, metric: string) => string
  /** The signed-in member earned an achievement, e.g. "You earned the “Quest runner” badge!". */
  achievement: (name: string) => string
  crash: string
  retry: string
}

/** English defaults of {@link EngagementToastsLabels}. */
export const defaultEngagementToastsLabels: EngagementToastsLabels = {
  level: (level) => `Level ${level}`,
  levelUp: (level, name) => `You reached ${level}${name ? `: ${name}` : ''}!`,
  award: (amount, metric) => `You earned ${amount} ${metric}!`,
  achievement: (name) => `You earned the “${name}” badge!`,
  crash: 'Something went wrong showing your news.',
  retry: 'Try again',
}
