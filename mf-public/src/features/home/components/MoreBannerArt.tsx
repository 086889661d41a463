import { ACCENT, INK, SKY, SOFT } from './BannerArt';

/** The banner's second to fifth drawings: shown only once it turns, so they load then (HomeBanner). */

export function HealthArt() {
  return (
    <>
      <rect x="0" y="0" width="320" height="200" fill={SOFT} />
      <rect x="110" y="40" width="100" height="120" rx="14" fill="#ffffff" stroke={INK} strokeWidth="4" />
      <rect x="148" y="62" width="24" height="64" rx="4" fill={ACCENT} />
      <rect x="128" y="82" width="64" height="24" rx="4" fill={ACCENT} />
      <path d="M20 150h60l12-30 16 50 14-34h50" fill="none" stroke={INK} strokeWidth="5" strokeLinejoin="round" strokeLinecap="round" />
      <path d="M212 150h90" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      <circle cx="262" cy="60" r="20" fill="none" stroke={ACCENT} strokeWidth="5" />
    </>
  );
}

export function TechArt() {
  return (
    <>
      <rect x="0" y="0" width="320" height="200" fill={SKY} />
      <rect x="70" y="40" width="180" height="110" rx="10" fill={INK} />
      <rect x="82" y="52" width="156" height="86" rx="4" fill="#ffffff" />
      <path d="M50 160h220l-16 18H66z" fill={INK} />
      <path d="M112 80l-16 15 16 15M208 80l16 15-16 15" fill="none" stroke={ACCENT} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M170 74l-20 42" stroke={INK} strokeWidth="6" strokeLinecap="round" />
      <circle cx="275" cy="45" r="10" fill={ACCENT} />
      <circle cx="40" cy="60" r="6" fill={ACCENT} opacity="0.6" />
    </>
  );
}

export function IndustryArt() {
  return (
    <>
      <rect x="0" y="0" width="320" height="200" fill={SOFT} />
      <path d="M30 170V100l50 30V100l50 30V100l50 30V60h40v110z" fill={INK} />
      <rect x="232" y="30" width="20" height="40" fill={INK} />
      <circle cx="262" cy="24" r="10" fill="#d7dee7" />
      <circle cx="280" cy="14" r="7" fill="#d7dee7" />
      <g transform="translate(250 130)">
        <circle r="28" fill={ACCENT} />
        <circle r="11" fill={SOFT} />
        <path d="M0-40v12M0 28v12M-40 0h12M28 0h12M-28-28l8 8M20 20l8 8M-28 28l8-8M20-20l8-8" stroke={ACCENT} strokeWidth="9" strokeLinecap="round" />
      </g>
      <rect x="0" y="170" width="320" height="30" fill="#d7dee7" />
    </>
  );
}

export function SalesArt() {
  return (
    <>
      <rect x="0" y="0" width="320" height="200" fill={SKY} />
      <rect x="60" y="70" width="200" height="100" fill="#ffffff" stroke={INK} strokeWidth="4" />
      <path d="M50 70l20-34h180l20 34z" fill={ACCENT} />
      <path
        d="M70 70c0 14 25 14 25 0 0 14 25 14 25 0 0 14 25 14 25 0 0 14 25 14 25 0 0 14 25 14 25 0 0 14 25 14 25 0 0 14 25 14 25 0"
        fill="none"
        stroke={INK}
        strokeWidth="4"
      />
      <rect x="90" y="110" width="50" height="60" fill={INK} />
      <rect x="160" y="105" width="80" height="40" rx="4" fill={SOFT} stroke={INK} strokeWidth="3" />
      <path d="M176 125h48" stroke={ACCENT} strokeWidth="6" strokeLinecap="round" />
      <rect x="0" y="170" width="320" height="30" fill="#d7dee7" />
    </>
  );
}
