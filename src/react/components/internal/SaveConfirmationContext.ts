import { createContext } from 'react'

/** Shows a save's confirmation in the component's toast (SaveToasts), or with null takes it away; outside one, nothing. */
export const SaveConfirmationContext = createContext<(message: string | null) => void>(() => {})
