import { describe, expect, it } from 'vitest'
import { createChoiceQueue, latestChoice, type ChoiceQueue } from './choice-queue'

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
  return { calls, send }
}

/** Answers a call, then waits for the queue to say what changed: the next choice sent, or a refusal kept. */
async function answer(queue: ChoiceQueue<Choice>, settle: () => void): Promise<void> {
  const changed = new Promise<void>((resolve) => {
    const leave = queue.subscribe(() => {
      leave()
      resolve()
    })
  })
  settle()
  await changed
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

    await answer(queue, () => transport.calls[0]!.resolve())
    expect(transport.calls.map((call) => call.choice)).toEqual([carrier('home'), address('depot')])
    expect(queue.state()).toMatchObject({ sending: address('depot'), waiting: [] })

    await answer(queue, () => transport.calls[1]!.resolve())
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
      await answer(queue, () => transport.calls[i]!.resolve())
    }
    expect(transport.calls.map((call) => call.choice)).toEqual([address('depot'), address('site'), carrier('relay')])
  })

  it('keeps sending after a refusal, and says which choice was refused until a newer one of its slot is taken', async () => {
    const queue = createChoiceQueue<Choice>((choice) => choice.slot)
    const transport = deferredTransport()
    const refused = new Error('Adresse introuvable.')
    queue.choose(address('depot'), transport.send)
    queue.choose(carrier('relay'), transport.send)

    await answer(queue, () => transport.calls[0]!.reject(refused))
    expect(queue.state()).toMatchObject({
      sending: carrier('relay'),
      failed: { choice: address('depot'), error: refused },
    })
    expect(latestChoice(queue.state(), (choice) => choice.slot === 'address')).toBeNull()

    await answer(queue, () => transport.calls[1]!.resolve())
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
    await answer(queue, () => transport.calls[0]!.resolve())
    leave()
    queue.choose(carrier('relay'), transport.send)
    expect(seen).toEqual(['home', null])
  })
})
