'use client'
import { useContext } from 'react'
import { AppearanceContext } from '../../AppearanceContext.js'
import { PersonAvatar } from '../internal/PersonAvatar.js'
import { shortAddress } from '../internal/shortAddress.js'
import { usePeopleLooks } from './usePeopleLooks.js'

/**
 * People read, not edited (the settings as admins see them, the admins' list): a list of chips with each person's
 * picture, name and short address (the whole address is the chip's title and, for assistive tech, its text).
 */
export function PeopleChips({ addresses, entityId, label, you, self }: { addresses: readonly string[]; entityId: string | undefined; label: string; you: string; self?: string | undefined }) {
  const { ipfsGateways } = useContext(AppearanceContext)
  const looks = usePeopleLooks(entityId, addresses)
  return (
    <ul className="ek-chips ek-chips__list" data-readonly="" aria-label={label}>
      {addresses.map((address) => {
        const look = looks.get(address.toLowerCase())
        const own = self !== undefined && self.toLowerCase() === address.toLowerCase()
        return (
          <li key={address} className="ek-chip" data-state={own ? 'kept' : 'valid'} title={address}>
            <span className="ek-chip__person">
              <PersonAvatar block="ek-chip" address={address} source={look?.imageUrl} gateways={ipfsGateways} pending={look?.pending} />
              {look?.name && <span className="ek-chip__name">{look.name}</span>}
              <span className="ek-chip__address" translate="no" aria-hidden="true">
                {shortAddress(address)}
              </span>
              <span className="ek-visually-hidden">{address}</span>
              {own && <span className="ek-chip__you">{you}</span>}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
