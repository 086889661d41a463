import { cx } from '../internal/cx';

/** A decorative spinning ring; pair it with visible text (Loading, StatusBanner, busy Button). */
export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={cx('pl-spinner', size !== 'md' && `pl-spinner--${size}`)} aria-hidden="true" />;
}
