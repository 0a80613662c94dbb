/** The channel the shop's tabs of one browser share for the session (the cart has its own). */
export const SESSION_CHANNEL_NAME = 'shop-session'

const SIGNED_OUT = 'signed-out'

/** What one tab tells the others about the shop session, which all of them share (one cookie). */
export interface SessionChannel {
  /** This tab ended the shop session: the others forget the buyer too (docs/product/sign-in.md#sign-out). */
  announceSignedOut(): void
  onSignedOut(listener: () => void): () => void
}

/**
 * A BroadcastChannel reaches every other tab and frame of the origin, never the sender. A message also
 * evicts the shop's pages kept in the browser's back-forward cache that listen to it (Chromium), so none
 * of them comes back with the buyer on screen. Without BroadcastChannel (old browsers) the other tabs
 * only find out when a back end refuses them.
 */
export function sessionChannel(window: { BroadcastChannel?: typeof BroadcastChannel }): SessionChannel {
  const Channel = window.BroadcastChannel
  if (typeof Channel !== 'function') return { announceSignedOut() {}, onSignedOut: () => () => {} }
  const channel = new Channel(SESSION_CHANNEL_NAME)
  return {
    announceSignedOut() {
      channel.postMessage(SIGNED_OUT)
    },
    onSignedOut(listener) {
      // Another tab may run another version of the shop: only the one message known here counts.
      const onMessage = (event: MessageEvent) => {
        if (event.data === SIGNED_OUT) listener()
      }
      channel.addEventListener('message', onMessage)
      return () => channel.removeEventListener('message', onMessage)
    },
  }
}
