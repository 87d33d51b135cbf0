/** A provider or regulator logo drawn as SVG from its name (no image files, nothing fetched from outside). */
export function GeneratedLogo({ name, width = 96 }: { name: string; width?: number }) {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return (
    <svg
      width={width}
      height={32}
      viewBox="0 0 96 32"
      role="img"
      aria-label={name}
      className="generated-logo"
    >
      <rect width="96" height="32" rx="6" fill={`hsl(${hue} 45% 30%)`} />
      <text x="48" y="21" fontSize="12" fontFamily="sans-serif" fill="#fff" textAnchor="middle">
        {name.length > 12 ? `${name.slice(0, 11)}…` : name}
      </text>
    </svg>
  );
}
