export { createCartEngine } from './engine'
export { readLastSale } from './queue-store'
export { buildCartView } from './view'
export {
  broadcastChannel,
  browserClock,
  localStorageQueue,
  onlineOrVisible,
  randomUuid,
  webLocksOrMutex,
} from './browser'
export * from './types'
