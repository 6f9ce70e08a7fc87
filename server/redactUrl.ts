// A connection URL fit for a console banner: the password replaced, so logs never carry it.
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable database URL)';
  }
}
