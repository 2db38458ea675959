import type { ComponentProps } from '../internal/ComponentProps.js'
import type { HeadingLevel } from '../internal/Heading.js'
import type { ApiKeyManagerLabels } from './ApiKeyManagerLabels.js'

/** Props of {@link ApiKeyManager}. */
export type ApiKeyManagerProps = ComponentProps<ApiKeyManagerLabels> & {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Level of the title heading; default 2. */
  headingLevel?: HeadingLevel | undefined
  /** Locale for dates; default the browser's. */
  locale?: string | undefined
  /** Called after a key was created, with its id and name (never the key). */
  onCreated?: ((key: { id: string; name: string }) => void) | undefined
  /** Called after a key was revoked, with its id. */
  onRevoked?: ((keyId: string) => void) | undefined
}
