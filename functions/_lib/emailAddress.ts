// The one rule for an email address, shared by sign-up (server/auth/routes.ts) and the mailer
// (mailer.ts): exactly one address in the plain `local@domain.tld` form. No lists (commas,
// semicolons), no display names or markup (<, >, double quotes), no whitespace or control characters, so
// a mail's recipient is always the one account it was meant for. GoTrue's own pattern, with a
// dot required in the domain.
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const EMAIL_FORMAT_MESSAGE = 'Unable to validate email address: invalid format';

export function isValidEmail(address: string): boolean {
  if (address.length > 254) return false;
  const at = address.lastIndexOf('@');
  if (at <= 0 || at !== address.indexOf('@')) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((l) => LABEL.test(l)) &&
    /^[A-Za-z]{2,63}$/.test(labels[labels.length - 1]!)
  );
}
