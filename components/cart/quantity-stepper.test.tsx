import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { withShell } from '@/tests/shell'
import { QuantityStepper } from './quantity-stepper'

const LABEL = 'Quantité de Veste softshell'

/** A stepper whose value follows its changes, as the cart's does through the engine. */
function Controlled({
  initial,
  min,
  max,
  onStep,
  onType,
}: {
  initial: number
  min?: number
  max?: number
  onStep: (step: 1 | -1) => void
  onType: (qty: number, seen: number) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <QuantityStepper
      id="qty"
      label={LABEL}
      value={value}
      min={min}
      max={max}
      onStep={(step) => {
        onStep(step)
        setValue((shown) => shown + step)
      }}
      onType={(qty, seen) => {
        onType(qty, seen)
        setValue(qty)
      }}
    />
  )
}

function renderStepper(props: { initial: number; min?: number; max?: number }) {
  const onStep = vi.fn()
  const onType = vi.fn()
  render(withShell(<Controlled {...props} onStep={onStep} onType={onType} />))
  const group = screen.getByRole('group', { name: LABEL })
  return {
    onStep,
    onType,
    input: screen.getByRole('spinbutton', { name: LABEL }),
    minus: screen.getByRole('button', { name: 'Diminuer la quantité' }),
    plus: screen.getByRole('button', { name: 'Augmenter la quantité' }),
    announcement: () => group.querySelector('[role="status"]')?.textContent,
  }
}

describe('QuantityStepper', () => {
  it('steps with the buttons, one change of one per press, and announces the new quantity', async () => {
    const { onStep, input, plus, minus, announcement } = renderStepper({ initial: 2 })
    await userEvent.click(plus)
    expect(onStep).toHaveBeenLastCalledWith(1)
    expect(input).toHaveValue(3)
    expect(announcement()).toBe(`${LABEL} : 3`)
    await userEvent.click(minus)
    await userEvent.click(minus)
    expect(onStep.mock.calls).toEqual([[1], [-1], [-1]])
    expect(announcement()).toBe(`${LABEL} : 1`)
  })

  it('announces a large quantity the French way', async () => {
    const { plus, announcement } = renderStepper({ initial: 1249 })
    await userEvent.click(plus)
    expect(announcement()?.replace(/[\u202f\u00a0]/g, ' ')).toBe(`${LABEL} : 1 250`)
  })

  it('steps with the arrow keys in the field', async () => {
    const { onStep, input } = renderStepper({ initial: 5 })
    input.focus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}')
    expect(onStep.mock.calls).toEqual([[1], [1], [-1]])
    expect(input).toHaveValue(6)
  })

  it('sends a typed quantity once, on Enter or when leaving the field, with the quantity shown before', async () => {
    const { onType, input } = renderStepper({ initial: 1 })
    await userEvent.clear(input)
    await userEvent.type(input, '12')
    expect(onType).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(onType.mock.calls).toEqual([[12, 1]])

    await userEvent.clear(input)
    await userEvent.type(input, '4')
    await userEvent.tab()
    expect(onType.mock.calls).toEqual([
      [12, 1],
      [4, 12],
    ])
  })

  it('keeps the quantity seen when typing began, even when the quantity changes meanwhile', async () => {
    const onType = vi.fn()
    const stepper = (value: number) => (
      <QuantityStepper id="qty" label={LABEL} value={value} onStep={vi.fn()} onType={onType} />
    )
    const { rerender } = render(withShell(stepper(3)))
    const input = screen.getByRole('spinbutton', { name: LABEL })
    await userEvent.clear(input)
    await userEvent.type(input, '1')
    // Another tab's change arrives while the buyer types.
    rerender(withShell(stepper(7)))
    expect(input).toHaveValue(1)
    await userEvent.keyboard('{Enter}')
    expect(onType.mock.calls).toEqual([[1, 3]])
  })

  it('sends nothing when the typed quantity is the one shown', async () => {
    const { onType, input } = renderStepper({ initial: 3 })
    await userEvent.clear(input)
    await userEvent.type(input, '3{Enter}')
    expect(onType).not.toHaveBeenCalled()
  })

  it('refuses a quantity that is not a whole number, in French, and sends nothing', async () => {
    const { onType, input } = renderStepper({ initial: 3 })
    await userEvent.clear(input)
    await userEvent.type(input, '2.5{Enter}')
    expect(onType).not.toHaveBeenCalled()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Saisissez un nombre entier positif.')
    await userEvent.keyboard('{Escape}')
    expect(input).toHaveValue(3)
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('stops at its minimum: a line at 1 goes to 0 (removal) once, never below', async () => {
    const { onStep, minus } = renderStepper({ initial: 1, min: 0 })
    await userEvent.click(minus)
    expect(onStep.mock.calls).toEqual([[-1]])
    expect(minus).toBeDisabled()
  })

  it('keeps a size-grid cell between its bounds', async () => {
    const { onType, input, minus, plus } = renderStepper({ initial: 1, min: 1, max: 2 })
    expect(minus).toBeDisabled()
    await userEvent.clear(input)
    await userEvent.type(input, '9{Enter}')
    expect(onType.mock.calls).toEqual([[2, 1]])
    expect(input).toHaveValue(2)
    expect(plus).toBeDisabled()
  })
})
