import { APP_NAME } from '@postulate/contracts';

export interface LogoProps {
  /** Height of the mark in pixels (default 32); the word scales with it. */
  size?: number;
}

/** The Postulate mark (a "P" on an orange tile) and the name, in the surrounding text colour. */
export function Logo({ size = 32 }: LogoProps) {
  return (
    <span className="pl-logo" style={{ fontSize: Math.round(size * 0.62) }}>
      {/* Colours are attributes too, so the mark survives without the stylesheet. */}
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className="pl-logo__tile" width="32" height="32" rx="8" fill="#c2410c" />
        <path d="M11.5 24.5v-17h6a5 5 0 0 1 0 10h-6" fill="none" stroke="#ffffff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="22.5" cy="23.5" r="2" fill="#ffffff" />
      </svg>
      <span>{APP_NAME}</span>
    </span>
  );
}
