import { FLAG_DESIGNS } from './flag-designs';

const W = 20;
const H = 14;

/** A language's flag as inline SVG; decorative, so hidden from assistive tech (the name sits next to it). */
export function LanguageFlag({ country, size = 20 }: { country: string; size?: number }) {
  const design = FLAG_DESIGNS[country] ?? { stripes: ['#888888'] };
  const n = design.stripes.length;
  return (
    <svg
      width={size}
      height={(size * H) / W}
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden="true"
      focusable="false"
      data-flag={country}
      className="language-flag"
    >
      {design.stripes.map((color, i) =>
        design.vertical ? (
          <rect key={i} x={(W / n) * i} y={0} width={W / n} height={H} fill={color} />
        ) : (
          <rect key={i} x={0} y={(H / n) * i} width={W} height={H / n} fill={color} />
        ),
      )}
      {design.canton ? <rect x={0} y={0} width={W * 0.4} height={H * 0.5} fill={design.canton} /> : null}
      {design.disc ? <circle cx={W / 2} cy={H / 2} r={H * 0.25} fill={design.disc} /> : null}
    </svg>
  );
}
