'use client'

import { useTranslations } from 'next-intl'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { keepFocusClear, RESERVED_PROPERTY } from './keep-focus-clear'
import styles from './notifications.module.css'

/** docs/product/content.md#notifications */
export const NOTIFICATION_DURATION_MS = 5000

export type NotificationType = 'success' | 'error' | 'info'

export interface Notification {
  type: NotificationType
  message: string
}

export type Notify = (notification: Notification) => void

interface Toast extends Notification {
  id: number
}

const NotifyContext = createContext<Notify | null>(null)

export function useNotify(): Notify {
  const notify = useContext(NotifyContext)
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>')
  return notify
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('notifications')
  const [toasts, setToasts] = useState<Toast[]>([])
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  const lastId = useRef(0)

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])

  const notify = useCallback<Notify>(
    ({ type, message }) => {
      const id = ++lastId.current
      setToasts((list) => [...list, { id, type, message }])
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), NOTIFICATION_DURATION_MS),
      )
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  // Measured once the toasts are in the page, before the browser paints them over the focused element.
  const viewport = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    keepFocusClear(viewport.current!)
    return () => void document.documentElement.style.removeProperty(RESERVED_PROPERTY)
  }, [toasts])

  const renderToast = (toast: Toast) => (
    <div key={toast.id} className={`${styles.toast} ${styles[toast.type]}`} data-type={toast.type}>
      <p className={styles.message}>{toast.message}</p>
      <button type="button" className={styles.close} aria-label={t('close')} onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <section ref={viewport} className={styles.viewport} aria-label={t('region')}>
        {/* Both regions stay mounted even when empty: screen readers only announce changes to a live
            region they already know about. Toasts carry no role of their own, so each is read once. */}
        <div role="status" aria-live="polite" className={styles.region}>
          {toasts.filter((toast) => toast.type !== 'error').map(renderToast)}
        </div>
        <div role="alert" aria-live="assertive" className={styles.region}>
          {toasts.filter((toast) => toast.type === 'error').map(renderToast)}
        </div>
      </section>
    </NotifyContext.Provider>
  )
}
