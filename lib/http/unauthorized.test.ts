import { describe, expect, it, vi } from 'vitest'
import { createUnauthorizedGate } from './unauthorized'

describe('createUnauthorizedGate', () => {
  it('runs the handler on the first trigger only, until re-armed', () => {
    const handler = vi.fn()
    const gate = createUnauthorizedGate(handler)
    expect(gate.tripped).toBe(false)

    for (let i = 0; i < 10; i++) gate.trigger(i % 2 ? 'order-system' : 'shop-server')
    expect(handler).toHaveBeenCalledExactlyOnceWith('shop-server')

    gate.rearm()
    expect(gate.tripped).toBe(false)
    gate.trigger('order-system')
    expect(handler).toHaveBeenLastCalledWith('order-system')
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('can be passed as a detached callback', () => {
    const handler = vi.fn()
    const { trigger } = createUnauthorizedGate(handler)
    trigger('shop-server')
    trigger('shop-server')
    expect(handler).toHaveBeenCalledOnce()
  })
})
