import { describe, expect, it } from 'vitest'
import { createChoiceQueue, latestChoice } from './choice-queue'

interface Choice {
  slot: string
  value: string
}

/** A transport whose calls answer only when the test says so, in any order. */
function deferredTransport() {
  const calls: Array<{ choice: Choice; resolve(): void; reject(error: Error): void }> = []
  const send = (choice: Choice) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ choice, resolve, reject })
    })
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { calls, send, settled }
}

const carrier = (value: string): Choice => ({ slot: 'carrier', value })
const address = (value: string): Choice => ({ slot: 'address', value })

describe('createChoiceQueue', () => {
  it('sends a choice made while another is on its way once that one is answered', async () => {
    const queue = createChoiceQueue<Choice>((choice) => choice.slot)
    const transport = deferredTransport()
    queue.choose(carrier('home'), transport.send)
    queue.choose(address('depot'), transport.send)

    expect(transport.calls.map((call) => call.choice)).toEqual([carrier('home')])
    expect(queue.state()).toMatchObject({ sending: carrier('home'), waiting: [address('depot')] })

    transport.calls[0]!.resolve()
    await transport.settled()
    expect(transport.calls.map((call) => call.choice)).toEqual([carrier('home'), address('depot')])
    expect(queue.state()).toMatchObject({ sending: address('depot'), waiting: [] })

    transport.calls[1]!.resolve()
    await transport.settled()
    expect(queue.state()).toEqual({ sending: null, waiting: [], failed: null })
  })

  it('sends only the latest of several waiting choices of one slot, after the others in the buyer’s order', async () => {
    const queue = createChoiceQueue<Choice>((choice) => choice.slot)
    const transport = deferredTransport()
    queue.choose(address('depot'), transport.send)
    queue.choose(carrier('home'), transport.send)
    queue.choose(address('site'), transport.send)
    queue.choose(carrier('relay'), transport.send)
    expect(latestChoice(queue.state(), (choice) => choice.slot === 'carrier')).toEqual(carrier('relay'))
    expect(latestChoice(queue.state(), (choice) => choice.slot === 'address')).toEqual(address('site'))

    for (let i = 0; i < 3; i++) {
      transport.calls[i]!.resolve()
      await transport.settled()
    }
    expect(transport.calls.map((call) => call.choice)).toEqual([address('depot'), address('site'), carrier('relay')])
  })

  it('keeps sending after a refusal, and says which choice was refused until a newer one of its slot is taken', async () => {
    const queue = createChoiceQueue<Choice>((choice) => choice.slot)
    const transport = deferredTransport()
    const refused = new Error('Adresse introuvable.')
    queue.choose(address('depot'), transport.send)
    queue.choose(carrier('relay'), transport.send)

    transport.calls[0]!.reject(refused)
    await transport.settled()
    expect(queue.state()).toMatchObject({
      sending: carrier('relay'),
      failed: { choice: address('depot'), error: refused },
    })
    expect(latestChoice(queue.state(), (choice) => choice.slot === 'address')).toBeNull()

    transport.calls[1]!.resolve()
    await transport.settled()
    expect(queue.state().failed).toEqual({ choice: address('depot'), error: refused })

    queue.choose(address('site'), transport.send)
    expect(queue.state().failed).toBeNull()
  })

  it('tells its subscribers of every change until they leave', async () => {
    const queue = createChoiceQueue<Choice>((choice) => choice.slot)
    const transport = deferredTransport()
    const seen: Array<string | null> = []
    const leave = queue.subscribe(() => seen.push(queue.state().sending?.value ?? null))
    queue.choose(carrier('home'), transport.send)
    transport.calls[0]!.resolve()
    await transport.settled()
    leave()
    queue.choose(carrier('relay'), transport.send)
    expect(seen).toEqual(['home', null])
  })
})
