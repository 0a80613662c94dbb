import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Field, TextField } from './field'

describe('TextField', () => {
  it('labels the input, marks it required, and reads its hint and error with it', () => {
    render(
      <TextField
        id="zip"
        label="Code postal"
        required
        hint="5 chiffres"
        error="Le code postal doit comporter 5 chiffres."
        defaultValue="690"
      />,
    )
    const input = screen.getByLabelText('Code postal *')
    expect(input).toHaveValue('690')
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('5 chiffres Le code postal doit comporter 5 chiffres.')
    // No native `required`: the browser's own bubbles would speak before the French messages.
    expect(input).not.toHaveAttribute('required')
  })

  it('is neither invalid nor described when there is nothing to say', () => {
    render(<TextField id="city" label="Ville" />)
    const input = screen.getByLabelText('Ville')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(input).not.toHaveAttribute('aria-required')
  })
})

describe('Field', () => {
  it('wires any control the same way', () => {
    render(
      <Field id="country" label="Pays" error="Choisissez un pays.">
        {(control) => (
          <select {...control}>
            <option>France</option>
          </select>
        )}
      </Field>,
    )
    const select = screen.getByRole('combobox', { name: 'Pays' })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Choisissez un pays.')
  })
})
