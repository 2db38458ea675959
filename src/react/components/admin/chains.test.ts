import { describe, expect, it } from 'vitest'
import type { Entity } from '../../../core/schemas/entity.js'
import { entityPriceUnit } from '../AdminPanel/entityPriceUnit.js'
import { chainInfo } from './chains.js'
import { addAddressEntries } from './splitAddressEntries.js'

describe('chainInfo', () => {
  it('names a chain as people write it, from the spellings services store', () => {
    expect(['ethereum', 'Mainnet', 'ETH'].map((chain) => chainInfo(chain)?.name)).toEqual(['Ethereum', 'Ethereum', 'Ethereum'])
    expect(['polygon', 'matic', 'Polygon PoS'].map((chain) => chainInfo(chain)?.name)).toEqual(['Polygon', 'Polygon', 'Polygon'])
    expect(chainInfo('arbitrum_one')?.name).toBe('Arbitrum')
    expect(chainInfo('bsc')).toMatchObject({ name: 'BNB Smart Chain', unit: 'BNB' })
  })

  it('knows nothing of a chain it has no entry for (shown by its raw name)', () => {
    expect(chainInfo('zora')).toBeUndefined()
    expect(chainInfo('')).toBeUndefined()
    expect(chainInfo('__proto__')).toBeUndefined()
    expect(chainInfo('constructor')).toBeUndefined()
  })
})

describe('entityPriceUnit', () => {
  const entity = (contracts: unknown[]) => ({ contracts }) as unknown as Entity
  it("is the currency of the chain the community's contract names, else ETH", () => {
    expect(entityPriceUnit(entity([{ chain: 'polygon' }]))).toBe('POL')
    expect(entityPriceUnit(entity(['0xabc', { network: 'avalanche' }]))).toBe('AVAX')
    expect(entityPriceUnit(entity([{ chain: 'zora' }]))).toBe('ETH')
    expect(entityPriceUnit(undefined)).toBe('ETH')
  })
})

describe('addAddressEntries', () => {
  it('adds each entry once, checksummed when it is an address, kept as typed when not', () => {
    const address = `0x${'ab'.repeat(20)}`
    const result = addAddressEntries([], `${address}, nope;${address.toUpperCase().replace('0X', '0x')}\n nope`)
    expect(result).toHaveLength(2)
    expect(result[0]!.toLowerCase()).toBe(address)
    expect(result[0]).not.toBe(address)
    expect(result[1]).toBe('nope')
  })
})
