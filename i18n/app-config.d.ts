import type { Messages } from './messages.generated'

// next-intl checks every message key and types its arguments from the message's text: a plain `{name}`
// takes a string, `{count, plural, …}` or `{n, number}` a number (scripts/messages-types.mjs).
declare module 'next-intl' {
  interface AppConfig {
    Messages: Messages
  }
}
