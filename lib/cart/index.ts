export { createCartEngine } from './engine'
export { readLastSale } from './queue-store'
export { buildCartView, optionsKey } from './view'
export { backoffDelay } from './backoff'
export {
  broadcastChannel,
  browserClock,
  localStorageQueue,
  onlineOrVisible,
  randomUuid,
  webLocksOrMutex,
} from './browser'
export * from './types'
