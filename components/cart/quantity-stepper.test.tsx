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
  onChange,
}: {
  initial: number
  min?: number
  max?: number
  onChange: (qty: number) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <QuantityStepper
      id="qty"
      label={LABEL}
      value={value}
      min={min}
      max={max}
      onChange={(qty) => {
        onChange(qty)
        setValue(qty)
      }}
    />
  )
}

function renderStepper(props: { initial: number; min?: number; max?: number }) {
  const onChange = vi.fn()
  render(withShell(<Controlled {...props} onChange={onChange} />))
  const group = screen.getByRole('group', { name: LABEL })
  return {
    onChange,
    input: screen.getByRole('spinbutton', { name: LABEL }),
    minus: screen.getByRole('button', { name: 'Diminuer la quantité' }),
    plus: screen.getByRole('button', { name: 'Augmenter la quantité' }),
    announcement: () => group.querySelector('[role="status"]')?.textContent,
  }
}

describe('QuantityStepper', () => {
  it('steps with the buttons, one change per press, and announces the new quantity', async () => {
    const { onChange, input, plus, minus, announcement } = renderStepper({ initial: 2 })
    await userEvent.click(plus)
    expect(onChange).toHaveBeenLastCalledWith(3)
    expect(input).toHaveValue(3)
    expect(announcement()).toBe(`${LABEL} : 3`)
    await userEvent.click(minus)
    await userEvent.click(minus)
    expect(onChange.mock.calls).toEqual([[3], [2], [1]])
    expect(announcement()).toBe(`${LABEL} : 1`)
  })

  it('steps with the arrow keys in the field', async () => {
    const { onChange, input } = renderStepper({ initial: 5 })
    input.focus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}')
    expect(onChange.mock.calls).toEqual([[6], [7], [6]])
    expect(input).toHaveValue(6)
  })

  it('sends a typed quantity once, on Enter or when leaving the field', async () => {
    const { onChange, input } = renderStepper({ initial: 1 })
    await userEvent.clear(input)
    await userEvent.type(input, '12')
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(onChange.mock.calls).toEqual([[12]])

    await userEvent.clear(input)
    await userEvent.type(input, '4')
    await userEvent.tab()
    expect(onChange.mock.calls).toEqual([[12], [4]])
  })

  it('refuses a quantity that is not a whole number, in French, and sends nothing', async () => {
    const { onChange, input } = renderStepper({ initial: 3 })
    await userEvent.clear(input)
    await userEvent.type(input, '2.5{Enter}')
    expect(onChange).not.toHaveBeenCalled()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Saisissez un nombre entier positif.')
    await userEvent.keyboard('{Escape}')
    expect(input).toHaveValue(3)
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('stops at its minimum: a line at 1 goes to 0 (removal) once, never below', async () => {
    const { onChange, minus } = renderStepper({ initial: 1, min: 0 })
    await userEvent.click(minus)
    expect(onChange.mock.calls).toEqual([[0]])
    expect(minus).toBeDisabled()
  })

  it('keeps a size-grid cell between its bounds', async () => {
    const { onChange, input, minus, plus } = renderStepper({ initial: 1, min: 1, max: 2 })
    expect(minus).toBeDisabled()
    await userEvent.click(plus)
    expect(plus).toBeDisabled()
    await userEvent.clear(input)
    await userEvent.type(input, '9{Enter}')
    expect(onChange.mock.calls).toEqual([[2]])
    expect(input).toHaveValue(2)
  })
})
