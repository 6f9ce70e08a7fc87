// The Prefer request header (RFC 7240) as PostgREST reads it.

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | 'planned' | 'estimated' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missing: 'default' | 'null' | undefined;
  rollback: boolean;
}

export function parsePrefer(header: string | null): Preferences {
  const out: Preferences = {
    return: undefined,
    count: undefined,
    resolution: undefined,
    missing: undefined,
    rollback: false,
  };
  for (const part of (header ?? '').split(',')) {
    const [k, v] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only'))
      out.return = v;
    else if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated'))
      out.count = v;
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates'))
      out.resolution = v;
    else if (k === 'missing' && (v === 'default' || v === 'null')) out.missing = v;
    else if (k === 'tx' && v === 'rollback') out.rollback = true;
  }
  return out;
}
