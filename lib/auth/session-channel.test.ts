import { describe, expect, it, vi } from 'vitest'
import { SESSION_CHANNEL_NAME, sessionChannel } from './session-channel'

describe('the session channel between tabs', () => {
  it('tells every other tab of the browser, never the sender, and only of a sign-out', async () => {
    const [sender, receiver] = [sessionChannel(globalThis), sessionChannel(globalThis)]
    const [toSender, toReceiver] = [vi.fn(), vi.fn()]
    const stop = [sender.onSignedOut(toSender), receiver.onSignedOut(toReceiver)]
    // Another version of the shop, or anything else on the channel, is not a sign-out.
    new BroadcastChannel(SESSION_CHANNEL_NAME).postMessage({ kind: 'something-else' })
    sender.announceSignedOut()
    await vi.waitFor(() => expect(toReceiver).toHaveBeenCalledOnce())
    expect(toSender).not.toHaveBeenCalled()
    stop.forEach((unsubscribe) => unsubscribe())
  })

  it('does nothing without BroadcastChannel', () => {
    const channel = sessionChannel({})
    expect(() => channel.announceSignedOut()).not.toThrow()
    channel.onSignedOut(vi.fn())()
  })
})
