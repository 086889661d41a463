/**
 * The banner drawings: original line-and-shape illustrations in the portal's colours, one per kind
 * of work the portal carries. Decorative shapes; the figure's caption names each one. The first is
 * here; the other four are in MoreBannerArt, loaded once the banner turns.
 */
export const INK = '#1f3147';
export const ACCENT = '#e8590c';
export const SOFT = '#fff4ec';
export const SKY = '#eef2f6';

export function LogisticsArt() {
  return (
    <>
      <rect x="0" y="0" width="320" height="200" fill={SKY} />
      <rect x="0" y="160" width="320" height="40" fill="#d7dee7" />
      <rect x="40" y="80" width="150" height="80" rx="6" fill={ACCENT} />
      <rect x="190" y="105" width="70" height="55" rx="6" fill={INK} />
      <rect x="205" y="113" width="35" height="22" rx="3" fill={SKY} />
      <circle cx="85" cy="165" r="16" fill={INK} />
      <circle cx="85" cy="165" r="6" fill={SKY} />
      <circle cx="225" cy="165" r="16" fill={INK} />
      <circle cx="225" cy="165" r="6" fill={SKY} />
      <rect x="60" y="95" width="40" height="30" rx="2" fill={SOFT} />
      <rect x="110" y="95" width="40" height="30" rx="2" fill={SOFT} />
      <path d="M20 60h60M250 50h50M230 70h40" stroke={INK} strokeWidth="4" strokeLinecap="round" opacity="0.25" />
    </>
  );
}
