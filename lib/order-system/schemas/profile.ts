import { z } from 'zod/mini'
import { customerSchema, PASSWORD_MIN_LENGTH, registerPayloadSchema } from '../../shop-server/schemas/customer'

/** `auth/profile` and `auth/login` answer the same user as the shop server's `GET customer`. */
export const userProfileSchema = customerSchema
export type UserProfile = z.output<typeof userProfileSchema>

export const loginInputSchema = z.object({
  login: z
    .string({ error: 'L’identifiant est obligatoire.' })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, 'L’identifiant est obligatoire.')),
  password: z
    .string({ error: 'Le mot de passe est obligatoire.' })
    .check(z.minLength(1, 'Le mot de passe est obligatoire.')),
})
export type LoginInput = z.input<typeof loginInputSchema>

export const registerInputSchema = registerPayloadSchema
export type RegisterInput = z.input<typeof registerInputSchema>

/** What registration and password setting answer (upstream fastapi_auth_partner). */
export const authAccountSchema = z.object({ login: z.string(), mail_verified: z.boolean() })
export type AuthAccount = z.infer<typeof authAccountSchema>

export const resetPasswordRequestInputSchema = z.object({
  login: z
    .string({ error: 'L’identifiant est obligatoire.' })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, 'L’identifiant est obligatoire.')),
})
export type ResetPasswordRequestInput = z.input<typeof resetPasswordRequestInputSchema>

const token = z
  .string({ error: 'Le lien utilisé est incomplet.' })
  .check(z.trim(), z.minLength(1, 'Le lien utilisé est incomplet.'))

export const setPasswordInputSchema = z.object({
  token,
  password: z
    .string({ error: 'Le mot de passe est obligatoire.' })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`),
      z.maxLength(128, 'Le mot de passe ne doit pas dépasser 128 caractères.'),
    ),
})
export type SetPasswordInput = z.input<typeof setPasswordInputSchema>

export const validateEmailInputSchema = z.object({ token })
export type ValidateEmailInput = z.input<typeof validateEmailInputSchema>

/** Calls that only acknowledge (reset request, e-mail validation) answer an empty object. */
export const emptyAnswerSchema = z.object({})
