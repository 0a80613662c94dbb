import styles from './account-tables.module.css'

/**
 * How far an order or a quotation has gone (docs/product/constants.md#order-progress), as a progress bar assistive technologies read
 * out: `label` names it, `valueText` says the French state; the visible state is the same text.
 */
export function ProgressBar({
  value,
  label,
  stateLabel,
  valueText,
}: {
  value: number
  label: string
  stateLabel: string
  valueText: string
}) {
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className={styles.bar}
      >
        <div className={styles.fill} style={{ width: `${value}%` }} />
      </div>
      <span aria-hidden="true">{stateLabel}</span>
    </div>
  )
}
