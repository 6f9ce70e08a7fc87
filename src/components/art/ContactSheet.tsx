// A strip of film frames, each one a palette: the intro's picture of what Mise does (matching
// films by colour). Decorative; hidden on narrow screens by the intro's CSS.
const FRAMES = [
  ['#b5432b', '#e3a84b', '#3e5f5b', '#1b1a17'],
  ['#e8dcc6', '#9cc3c6', '#d99a8f', '#6b7f6b'],
  ['#c8342a', '#f08a24', '#f6c945', '#2f6da3'],
  ['#0e0e0e', '#7a7a7a', '#bdbdbd', '#f2f2f2'],
];

export function ContactSheet({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 220 420" aria-hidden="true" focusable="false">
      <rect x="10" y="0" width="200" height="420" rx="14" fill="#0d0b0a" />
      {Array.from({ length: 14 }, (_, i) => (
        <g key={i} fill="#2a231e">
          <rect x="20" y={10 + i * 29} width="14" height="16" rx="3" />
          <rect x="186" y={10 + i * 29} width="14" height="16" rx="3" />
        </g>
      ))}
      {FRAMES.map((frame, f) => (
        <g key={f} transform={`translate(44 ${14 + f * 100})`}>
          {frame.map((c, i) => (
            <rect key={c} x={i * 33} y="0" width="33" height="90" fill={c} />
          ))}
          <rect width="132" height="90" rx="4" fill="none" stroke="#f4eadb" strokeOpacity="0.15" />
        </g>
      ))}
    </svg>
  );
}
