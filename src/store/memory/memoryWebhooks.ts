import type { DeliveryChanges, DeliveryRecord, WebhookChanges, WebhookRecord, WebhookTransaction } from '../../service/store/WebhookTransaction.js'
import type { MemoryOutbox } from './memoryOutbox.js'

/**
 * The memory store's webhooks and their deliveries, beside the state tree like the outbox (not in a snapshot).
 * Delivery ids count up from 1.
 */
export type MemoryWebhooks = { hooks: WebhookRecord[]; deliveries: DeliveryRecord[]; lastDeliveryId: number }

/** No webhooks. */
export const createMemoryWebhooks = (): MemoryWebhooks => ({ hooks: [], deliveries: [], lastDeliveryId: 0 })

/** Puts `target`'s fields back as they are now when the transaction is taken back. */
function keepFields(undo: (() => void)[], target: object): void {
  const copy = { ...target }
  undo.push(() => Object.assign(target, copy))
}

/** Puts the array's items back as they are now when the transaction is taken back. */
function keepItems<T>(undo: (() => void)[], items: T[]): void {
  const copy = [...items]
  undo.push(() => items.splice(0, items.length, ...copy))
}

/**
 * The webhooks' part of a memory transaction: `writes()` gives the undo list (and refuses in a read-only
 * transaction). Work runs one piece at a time, so a claim holds nothing: nobody else runs meanwhile.
 */
export function memoryWebhookTransaction(data: MemoryWebhooks, outbox: MemoryOutbox, writes: () => (() => void)[]): WebhookTransaction {
  const hookOf = (id: string) => data.hooks.find((hook) => hook.id === id)
  const enabled = new Set<string>()
  return {
    async webhooks(entityId) {
      return data.hooks.filter((hook) => hook.entityId === entityId).map((hook) => structuredClone(hook))
    },
    async webhook(id) {
      const hook = hookOf(id)
      return hook && structuredClone(hook)
    },
    async createWebhook(hook) {
      keepItems(writes(), data.hooks)
      data.hooks.push(structuredClone(hook))
    },
    async updateWebhook(id, changes: WebhookChanges) {
      const hook = hookOf(id)
      if (!hook) return
      keepFields(writes(), hook)
      Object.assign(hook, structuredClone(changes))
    },
    async deleteWebhook(id) {
      const undo = writes()
      keepItems(undo, data.hooks)
      keepItems(undo, data.deliveries)
      data.hooks.splice(0, data.hooks.length, ...data.hooks.filter((hook) => hook.id !== id))
      data.deliveries.splice(0, data.deliveries.length, ...data.deliveries.filter((delivery) => delivery.webhookId !== id))
    },
    async latestEventId(entityId) {
      let latest = 0
      for (const event of outbox.events) if (event.entityId === entityId) latest = event.id
      return latest
    },
    async claimWebhooks(after, limit) {
      return data.hooks
        .filter((hook) => hook.disabledAt === null && hook.id > after)
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .slice(0, limit)
        .map((hook) => structuredClone(hook))
    },
    async addDeliveries(drafts) {
      const undo = writes()
      const lastId = data.lastDeliveryId
      keepItems(undo, data.deliveries)
      undo.push(() => {
        data.lastDeliveryId = lastId
      })
      for (const draft of drafts) {
        if (data.deliveries.some((delivery) => delivery.webhookId === draft.webhookId && delivery.eventId === draft.eventId)) continue
        data.deliveries.push({ ...structuredClone(draft), id: String(++data.lastDeliveryId) })
      }
    },
    async claimDeliveries(now, limit) {
      enabled.clear()
      for (const hook of data.hooks) if (hook.disabledAt === null) enabled.add(hook.id)
      return data.deliveries
        .filter((delivery) => delivery.status === 'pending' && delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= now && enabled.has(delivery.webhookId))
        .sort((a, b) => (a.nextAttemptAt! < b.nextAttemptAt! ? -1 : a.nextAttemptAt! > b.nextAttemptAt! ? 1 : Number(a.id) - Number(b.id)))
        .slice(0, limit)
        .map((delivery) => structuredClone(delivery))
    },
    async updateDelivery(id, changes: DeliveryChanges) {
      const delivery = data.deliveries.find((candidate) => candidate.id === id)
      if (!delivery) return
      keepFields(writes(), delivery)
      Object.assign(delivery, changes)
    },
    async deliveries(webhookId, limit) {
      const found: DeliveryRecord[] = []
      for (let index = data.deliveries.length - 1; index >= 0 && found.length < limit; index--) {
        const delivery = data.deliveries[index]!
        if (delivery.webhookId === webhookId) found.push(structuredClone(delivery))
      }
      return found
    },
    async pruneDeliveries(before, limit) {
      const undo = writes()
      keepItems(undo, data.deliveries)
      let removed = 0
      const kept = data.deliveries.filter((delivery) => delivery.status === 'pending' || delivery.createdAt >= before || ++removed > limit)
      data.deliveries.splice(0, data.deliveries.length, ...kept)
    },
    async delivery(webhookId, deliveryId) {
      const delivery = data.deliveries.find((candidate) => candidate.id === deliveryId && candidate.webhookId === webhookId)
      return delivery && structuredClone(delivery)
    },
  }
}
