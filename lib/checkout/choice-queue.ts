/**
 * The buyer's choices on the checkout (an address, a carrier, a relay point), sent to the order system
 * one at a time: each answer is the whole cart, so a late answer must not undo a newer choice. A choice
 * made while another is on its way is kept and sent once that one is answered: nothing the buyer chose
 * is dropped (docs/product/checkout.md#addresses). Of several choices waiting for the same slot (the
 * carrier, say), only the latest is sent.
 */

export interface ChoiceQueueState<T> {
  /** The choice on its way to the order system. */
  sending: T | null
  /** Choices made meanwhile, in the order the buyer made them, at most one per slot. */
  waiting: readonly T[]
  /** The last choice the order system did not take, and why; cleared by a newer choice of that slot. */
  failed: { choice: T; error: unknown } | null
}

/** Sends a choice; rejects when the order system did not take it. */
export type SendChoice<T> = (choice: T) => Promise<void>

export interface ChoiceQueue<T> {
  /** Sends the choice now, or after those before it, with `send` (the transport of the moment it was made). */
  choose(choice: T, send: SendChoice<T>): void
  state(): ChoiceQueueState<T>
  subscribe(listener: () => void): () => void
}

interface Waiting<T> {
  choice: T
  send: SendChoice<T>
}

/** `slotOf` says what a choice sets: two waiting choices of one slot, the latest replaces the other. */
export function createChoiceQueue<T>(slotOf: (choice: T) => string): ChoiceQueue<T> {
  let state: ChoiceQueueState<T> = { sending: null, waiting: [], failed: null }
  let waiting: Array<Waiting<T>> = []
  const listeners = new Set<() => void>()
  const update = (next: Partial<ChoiceQueueState<T>>) => {
    state = { ...state, ...next, waiting: waiting.map((entry) => entry.choice) }
    for (const listener of listeners) listener()
  }
  const sameSlot = (a: T, b: T) => slotOf(a) === slotOf(b)
  const failedUnless = (choice: T) => (state.failed && sameSlot(state.failed.choice, choice) ? null : state.failed)

  const start = ({ choice, send }: Waiting<T>, failed: ChoiceQueueState<T>['failed']) => {
    update({ sending: choice, failed })
    send(choice).then(
      () => next(failedUnless(choice)),
      (error: unknown) => next({ choice, error }),
    )
  }
  const next = (failed: ChoiceQueueState<T>['failed']) => {
    const [first, ...rest] = waiting
    waiting = rest
    if (first) start(first, failed)
    else update({ sending: null, failed })
  }

  return {
    choose(choice, send) {
      if (state.sending === null) return start({ choice, send }, failedUnless(choice))
      waiting = [...waiting.filter((entry) => !sameSlot(entry.choice, choice)), { choice, send }]
      update({ failed: failedUnless(choice) })
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The latest choice the buyer made that `matches`, waiting or on its way; null when none is pending. */
export function latestChoice<T>(state: ChoiceQueueState<T>, matches: (choice: T) => boolean): T | null {
  const waiting = state.waiting.findLast(matches)
  if (waiting !== undefined) return waiting
  return state.sending !== null && matches(state.sending) ? state.sending : null
}
