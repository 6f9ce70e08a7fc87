// The Mise dice: an ivory die with amber pips, used by Surprise Me and the palette roll.
import type { SVGProps } from 'react';

export function Dice(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden focusable={false} {...props}>
      <g transform="rotate(-12 32 32)">
        <rect x="9" y="9" width="46" height="46" rx="11" fill="#f4eadb" />
        <rect x="9" y="45" width="46" height="10" rx="5" fill="#d8c7ab" />
        <rect x="9" y="9" width="46" height="40" rx="11" fill="#f4eadb" />
        {[
          [21, 21],
          [43, 21],
          [32, 31],
          [21, 41],
          [43, 41],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="4.6" fill="#b5432b" />
        ))}
      </g>
    </svg>
  );
}
