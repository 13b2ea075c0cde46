import { encode } from 'uqr';

/**
 * A QR code as one SVG path of dark modules (with the 4-module quiet zone scanners need), drawn black on
 * white in either theme so phone cameras read it. uqr is small and only loads with the nostrconnect panel.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: 'L', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="mx-auto aspect-square w-full max-w-64 rounded-md bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
