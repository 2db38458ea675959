'use client'

type SwitcherProps<T extends string> = {
  /** The group's accessible name. */
  label: string
  options: readonly { value: T; label: string }[]
  selected: T
  onSelect: (value: T) => void
}

/** Toggle buttons in a named group, one pressed: what the board ranks by, or the period it covers. */
export function Switcher<T extends string>({ label, options, selected, onSelect }: SwitcherProps<T>) {
  return (
    <div role="group" aria-label={label} className="ek-leaderboard__switcher">
      {options.map((option) => {
        const pressed = option.value.toLowerCase() === selected.toLowerCase()
        return (
          <button
            key={option.value}
            type="button"
            className="ek-leaderboard__option"
            aria-pressed={pressed}
            data-state={pressed ? 'on' : 'off'}
            onClick={() => onSelect(option.value)}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
