// Page header illustrations drawn for Mise: a night skyline seen through a film frame, with an
// accent that changes per page (neon sign, colour bars, marquee letters, reel, ticket, projector).
import type { ReactNode } from 'react';

export type Scene =
  'vibes' | 'color' | 'words' | 'watchlist' | 'account' | 'about' | 'support' | 'match';

const SKYLINE =
  'M0 150V112h18V92h14v20h10V70h22v42h8V84h16v28h12V56h10V40h6v16h10v56h12V88h20v24h10V64h26v48h8V96h18v16h14V78h16v34h12V90h20v60z';

function Sprockets() {
  return (
    <g fill="#0d0b0a">
      {Array.from({ length: 12 }, (_, i) => (
        <g key={i}>
          <rect x={14 + i * 33} y="6" width="16" height="9" rx="2" />
          <rect x={14 + i * 33} y="165" width="16" height="9" rx="2" />
        </g>
      ))}
    </g>
  );
}

const accents: Record<Scene, ReactNode> = {
  vibes: (
    <g>
      <rect
        x="250"
        y="52"
        width="92"
        height="30"
        rx="15"
        fill="none"
        stroke="#ff7a9a"
        strokeWidth="3"
      />
      <text
        x="296"
        y="73"
        textAnchor="middle"
        fill="#ffb3c4"
        fontSize="16"
        fontFamily="serif"
        fontStyle="italic"
      >
        diner
      </text>
      <circle cx="70" cy="44" r="14" fill="#f4eadb" opacity="0.9" />
    </g>
  ),
  color: (
    <g>
      {['#c8342a', '#f08a24', '#f6c945', '#4f9b93', '#2f6da3', '#8e5a9c'].map((c, i) => (
        <rect key={c} x={232 + i * 22} y="36" width="18" height="56" rx="3" fill={c} />
      ))}
    </g>
  ),
  words: (
    <g fontFamily="serif" fontWeight="700" fontSize="22">
      <rect
        x="210"
        y="34"
        width="160"
        height="46"
        rx="6"
        fill="#2a231e"
        stroke="#e9b35a"
        strokeWidth="2"
      />
      {Array.from({ length: 14 }, (_, i) => (
        <circle key={i} cx={218 + i * 11} cy="38" r="2" fill="#ffd58a" />
      ))}
      <text x="290" y="68" textAnchor="middle" fill="#f4eadb" letterSpacing="4">
        NOIR
      </text>
    </g>
  ),
  watchlist: (
    <g>
      <circle cx="300" cy="60" r="34" fill="#2a231e" stroke="#e9b35a" strokeWidth="3" />
      {[0, 60, 120, 180, 240, 300].map((a) => (
        <circle
          key={a}
          cx={300 + 19 * Math.cos((a * Math.PI) / 180)}
          cy={60 + 19 * Math.sin((a * Math.PI) / 180)}
          r="7"
          fill="#14110f"
        />
      ))}
      <circle cx="300" cy="60" r="5" fill="#e9b35a" />
    </g>
  ),
  account: (
    <g>
      <path d="M228 40h120v16a8 8 0 0 0 0 16v16H228V72a8 8 0 0 0 0-16z" fill="#e9b35a" />
      <text
        x="288"
        y="71"
        textAnchor="middle"
        fill="#1b1208"
        fontSize="12"
        fontWeight="700"
        letterSpacing="2"
      >
        ADMIT ONE
      </text>
    </g>
  ),
  about: (
    <g>
      <path d="M330 62 L150 30 L150 110 Z" fill="#ffe7b0" opacity="0.18" />
      <rect
        x="318"
        y="48"
        width="40"
        height="28"
        rx="5"
        fill="#2a231e"
        stroke="#e9b35a"
        strokeWidth="2"
      />
      <circle cx="330" cy="40" r="10" fill="none" stroke="#e9b35a" strokeWidth="2" />
      <circle cx="350" cy="40" r="10" fill="none" stroke="#e9b35a" strokeWidth="2" />
    </g>
  ),
  support: (
    <g>
      <path
        d="M300 92s-30-18-36-36c-4-13 5-26 18-26 8 0 14 5 18 11 4-6 10-11 18-11 13 0 22 13 18 26-6 18-36 36-36 36z"
        fill="#d4573e"
      />
    </g>
  ),
  match: (
    <g>
      <circle cx="90" cy="46" r="16" fill="#f4eadb" opacity="0.85" />
      <path d="M240 30 L360 30 L340 92 L260 92 Z" fill="#e9b35a" opacity="0.18" />
    </g>
  ),
};

export function HeaderArt({ scene }: { scene: Scene }) {
  return (
    <svg className="header-art" viewBox="0 0 400 180" aria-hidden focusable={false}>
      <defs>
        <linearGradient id={`sky-${scene}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b2040" />
          <stop offset="0.6" stopColor="#5a3328" />
          <stop offset="1" stopColor="#c26a3b" />
        </linearGradient>
      </defs>
      <rect width="400" height="180" rx="14" fill="#e9b35a" opacity="0.12" />
      <rect x="6" y="20" width="388" height="140" rx="6" fill={`url(#sky-${scene})`} />
      <g transform="translate(6 10) scale(1.07 1)">
        <path d={SKYLINE} fill="#120f0d" />
        {Array.from({ length: 26 }, (_, i) => (
          <rect
            key={i}
            x={20 + ((i * 53) % 350)}
            y={100 + ((i * 17) % 38)}
            width="3"
            height="4"
            fill="#f3c06a"
            opacity={0.5 + (i % 3) * 0.2}
          />
        ))}
      </g>
      {accents[scene]}
      <Sprockets />
    </svg>
  );
}
