import { describe, expect, it } from 'vitest'
import { createRecentSet } from './recent-set'

describe('createRecentSet', () => {
  it('forgets the least recently used key past its bound', () => {
    const set = createRecentSet(2)
    set.add('a')
    set.add('b')
    expect(set.has('a')).toBe(true)
    set.add('c')
    expect(set.has('b')).toBe(false)
    expect(set.has('a')).toBe(true)
    expect(set.has('c')).toBe(true)
  })
})
