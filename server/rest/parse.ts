// Parses PostgREST's URL grammar into plain data: the `select` list (columns, aliases, embedded
// resources), filters (`col=op.value`, `not.`, `or=(...)`, `and=(...)`) and `order`. Pure: no SQL
// here; names are checked against the schema when the SQL is built.
import { parseError, unsupported } from './errors';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      items: SelectItem[];
    };

export type Operator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'in' | 'is';

export type Condition =
  | { kind: 'filter'; column: string; op: Operator; negate: boolean; value: string | string[] }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; items: Condition[] };

export interface OrderTerm {
  column: string;
  desc: boolean;
  nulls?: 'first' | 'last';
}

const supportedOps = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
]);
const knownOps = new Set([
  ...supportedOps,
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'match',
  'imatch',
]);
const castTypes = new Set([
  'text',
  'int',
  'integer',
  'bigint',
  'numeric',
  'float8',
  'boolean',
  'json',
  'jsonb',
  'date',
  'timestamptz',
  'uuid',
]);

/** Splits on `sep` at parenthesis depth 0, outside double quotes. */
export function splitTopLevel(s: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === '\\' && quoted && i + 1 < s.length) {
      cur += ch + s[++i];
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (depth < 0) throw parseError(`unbalanced parentheses in "${s}"`);
    if (ch === sep && depth === 0 && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (depth !== 0 || quoted) throw parseError(`unbalanced parentheses or quotes in "${s}"`);
  out.push(cur);
  return out;
}

const unquote = (s: string) =>
  s.length >= 2 && s.startsWith('"') && s.endsWith('"')
    ? s.slice(1, -1).replace(/\\(.)/g, '$1')
    : s;

const identifier = /^[A-Za-z_][A-Za-z0-9_$]*$/;

function checkName(raw: string, where: string): string {
  const name = unquote(raw.trim());
  if (name.includes('->')) throw unsupported(`JSON path "${name}" in ${where}`);
  if (!identifier.test(name)) throw parseError(`"${raw}" is not a valid name in ${where}`);
  return name;
}

export function parseSelect(raw: string): SelectItem[] {
  if (raw.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(raw).map((part): SelectItem => {
    const item = part.trim();
    if (item === '*') return { kind: 'star' };
    if (item === '') throw parseError(`empty item in select "${raw}"`);
    const open = item.indexOf('(');
    let head = open >= 0 ? item.slice(0, open) : item;
    let alias: string | undefined;
    const colon = head.search(/:(?!:)/);
    if (colon > 0 && head[colon - 1] !== ':') {
      alias = checkName(head.slice(0, colon), 'select');
      head = head.slice(colon + 1);
    }
    if (open >= 0) {
      if (!item.endsWith(')')) throw parseError(`failed to parse select parameter (${item})`);
      const [name, ...hints] = head.split('!');
      let inner = false;
      let hint: string | undefined;
      for (const h of hints) {
        if (h === 'inner') inner = true;
        else if (h === 'left') inner = false;
        else hint = checkName(h, 'select');
      }
      if (head.includes('...') || name === undefined)
        throw unsupported(`spread embedding "${item}"`);
      if (name.trim() === '') throw unsupported(`aggregate "${item}"`);
      return {
        kind: 'embed',
        name: checkName(name, 'select'),
        ...(alias ? { alias } : {}),
        ...(hint ? { hint } : {}),
        inner,
        items: parseSelect(item.slice(open + 1, -1)),
      };
    }
    const [col, cast, ...rest] = head.split('::');
    if (rest.length > 0) throw parseError(`failed to parse select parameter (${item})`);
    if (cast !== undefined && !castTypes.has(cast)) throw unsupported(`cast to "${cast}"`);
    return {
      kind: 'column',
      name: checkName(col!, 'select'),
      ...(alias ? { alias } : {}),
      ...(cast ? { cast } : {}),
    };
  });
}

/** Parses `in.(a,"b,c")` list syntax. */
function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw parseError(`failed to parse filter (in.${raw})`);
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v.trim()));
}

/** Parses the `op.value` part of a filter (after the column), e.g. `not.in.(1,2)`. */
export function parseOperation(column: string, raw: string): Condition {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const opName = dot < 0 ? rest : rest.slice(0, dot);
  const base = opName.replace(/\((any|all)\)$/, '');
  if (base !== opName) throw unsupported(`operator modifier "${opName}"`);
  if (!knownOps.has(base) || dot < 0)
    throw parseError(
      `failed to parse filter (${raw})`,
      `unknown operator or missing value in "${column}=${raw}"`,
    );
  if (!supportedOps.has(base)) throw unsupported(`filter operator "${base}"`);
  const value = rest.slice(dot + 1);
  const op = base as Operator;
  if (op === 'in') return { kind: 'filter', column, op, negate, value: parseList(value) };
  if (
    op === 'is' &&
    !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())
  )
    throw parseError(
      `failed to parse filter (${raw})`,
      'is accepts null, not_null, true, false or unknown',
    );
  return { kind: 'filter', column, op, negate, value };
}

/** A filter query parameter: `col=op.value`, or `or`/`and`/`not.or`/`not.and` with a list. */
export function parseFilterParam(key: string, value: string): Condition {
  const logic = /^(not\.)?(and|or)$/.exec(key);
  if (logic) {
    // Measured before parsing: the parser recurses per level and rescans the text at each.
    if (parenDepth(value) > MAX_LOGIC_DEPTH)
      throw parseError(
        `failed to parse logic tree: it nests deeper than ${MAX_LOGIC_DEPTH} levels`,
        `${key}=${value.slice(0, 40)}…`,
      );
    return parseLogic(logic[2] as 'and' | 'or', !!logic[1], value);
  }
  if (key.includes('.')) throw unsupported(`filter on embedded resource "${key}"`);
  return parseOperation(checkName(key, 'filter'), value);
}

/** Deepest and/or nesting a filter may have (real filters nest two or three levels). */
export const MAX_LOGIC_DEPTH = 16;

function parenDepth(s: string): number {
  let depth = 0;
  let max = 0;
  for (const ch of s) {
    if (ch === '(') max = Math.max(max, ++depth);
    else if (ch === ')') depth--;
  }
  return max;
}

function parseLogic(op: 'and' | 'or', negate: boolean, raw: string): Condition {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw parseError(`failed to parse logic tree (${raw})`);
  const items = splitTopLevel(raw.slice(1, -1)).map((part): Condition => {
    const t = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(t);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3]!);
    const dot = t.indexOf('.');
    if (dot <= 0) throw parseError(`failed to parse logic tree (${raw})`);
    return parseOperation(checkName(t.slice(0, dot), 'filter'), t.slice(dot + 1));
  });
  return { kind: 'logic', op, negate, items };
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((part) => {
    const [col, ...mods] = part.trim().split('.');
    const term: OrderTerm = { column: checkName(col ?? '', 'order'), desc: false };
    for (const m of mods) {
      if (m === 'asc') term.desc = false;
      else if (m === 'desc') term.desc = true;
      else if (m === 'nullsfirst') term.nulls = 'first';
      else if (m === 'nullslast') term.nulls = 'last';
      else throw parseError(`failed to parse order (${raw})`);
    }
    return term;
  });
}

export function parseNonNegativeInt(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`failed to parse ${what} (${raw})`);
  return Number(raw);
}
