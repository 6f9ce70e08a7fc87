// Flattens user text to one clean line: control characters and line breaks become spaces, runs
// of whitespace collapse, and the result is cut to `max` characters (whole code points). Used for
// anything a visitor types that ends up in a mail subject or a payment description.

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

export function oneLine(value: string, max: number): string {
  const flat = value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return [...flat].slice(0, max).join('');
}
