// Popcorn bucket in Mise's stripes: the completion screen and the welcome page.
import type { SVGProps } from 'react';

export function Popcorn(props: SVGProps<SVGSVGElement>) {
  const kernels = [
    [24, 26, 9],
    [36, 20, 10],
    [50, 22, 10],
    [63, 27, 9],
    [30, 34, 9],
    [44, 31, 10],
    [58, 34, 9],
    [18, 36, 7],
    [70, 37, 7],
  ];
  return (
    <svg viewBox="0 0 88 104" aria-hidden focusable={false} {...props}>
      {kernels.map(([cx, cy, r]) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r={r} fill="#fbefd3" />
          <circle cx={(cx ?? 0) + 2} cy={(cy ?? 0) - 2} r={(r ?? 0) / 2.4} fill="#f3d58d" />
        </g>
      ))}
      <path d="M12 40h64l-8 60H20z" fill="#f4eadb" />
      {[0, 1, 2].map((i) => (
        <path
          key={i}
          d={`M${20 + i * 18} 40h9l-2 60h-8z`}
          fill="#c8452f"
          transform={`translate(${i * 0.5} 0)`}
        />
      ))}
      <rect x="10" y="38" width="68" height="7" rx="3.5" fill="#e9b35a" />
    </svg>
  );
}
