// Small SVG icons drawn for Mise: heart (like), cross (dislike), flip, arrow, menu, close, logo.
// Decorative by default (aria-hidden); the buttons that hold them carry the accessible names.
import type { SVGProps } from 'react';

type P = SVGProps<SVGSVGElement>;
const base = { 'aria-hidden': true, focusable: false } as const;

export function Logo(props: P) {
  return (
    <svg viewBox="0 0 32 32" {...base} {...props}>
      <rect width="32" height="32" rx="8" fill="#241c17" />
      <rect x="5" y="8" width="5" height="16" rx="1.5" fill="#e9b35a" />
      <rect x="11.5" y="8" width="5" height="16" rx="1.5" fill="#d4573e" />
      <rect x="18" y="8" width="5" height="16" rx="1.5" fill="#4f9b93" />
      <rect x="24.5" y="8" width="2.5" height="16" rx="1.2" fill="#f4eadb" />
    </svg>
  );
}

export function HeartIcon(props: P) {
  return (
    <svg viewBox="0 0 24 24" {...base} {...props}>
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.1 4c2 0 3.5 1.1 4.9 2.9C13.4 5.1 14.9 4 16.9 4c3.5 0 5.7 3.6 4.4 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill="currentColor"
      />
    </svg>
  );
}

export function CrossIcon(props: P) {
  return (
    <svg viewBox="0 0 24 24" {...base} {...props}>
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2.8"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function FlipIcon(props: P) {
  return (
    <svg viewBox="0 0 24 24" {...base} {...props}>
      <path
        d="M4 12a8 8 0 0 1 13.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 0 1-13.7 5.6L4 15.3M4 20v-4.7h4.7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

export function ArrowIcon(props: P) {
  return (
    <svg viewBox="0 0 24 48" {...base} {...props}>
      <path
        d="M12 3v38M3 32l9 10 9-10"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

export function MenuIcon(props: P) {
  return (
    <svg viewBox="0 0 24 24" {...base} {...props}>
      <path
        d="M3 7h18M3 12h12M3 17h18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function CloseIcon(props: P) {
  return (
    <svg viewBox="0 0 24 24" {...base} {...props}>
      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
