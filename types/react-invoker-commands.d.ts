import 'react'

/**
 * Invoker commands (HTML): a button opens or closes the dialog it names, with no script. React passes
 * the attributes through as written; its types do not know them yet.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own type parameter
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close'
    commandfor?: string
  }
}
