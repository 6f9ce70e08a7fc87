// POST /.netlify/functions/sendWelcomeEmail: sends "Welcome to Mise, <name>!" to the signed-in
// caller, and only to them: the address comes from the verified access token, a body `email`
// that differs is refused (403), so the function cannot be used to mail strangers. Rate-limited
// per user and per client address. Body: { email?, firstName? }. Answers { sent: true }.
import { clientAddress } from './_lib/clientAddress';
import { InvalidRecipientError, sendMail, MailNotConfiguredError } from './_lib/mailer';
import { welcomeMail } from './_lib/mailTemplates';
import { HttpError } from './_lib/httpError';
import { jsonAnswer } from './_lib/jsonAnswer';
import { jsonObject, jsonPostHandler } from './_lib/jsonPostHandler';
import { slidingWindowLimiter } from './_lib/slidingWindowLimiter';
import { AuthNotConfiguredError, UnauthorizedError, verifyUser } from './_lib/verifyUser';

const HOUR = 60 * 60 * 1000;
const perUser = slidingWindowLimiter(3, HOUR);
const perAddress = slidingWindowLimiter(20, HOUR);

function firstNameFrom(body: Record<string, unknown>, metadata: Record<string, unknown>): string {
  if (typeof body.firstName === 'string' && body.firstName.trim()) return body.firstName;
  return typeof metadata.first_name === 'string' ? metadata.first_name : '';
}

export default jsonPostHandler(
  { name: 'sendWelcomeEmail', schema: jsonObject, maxBytes: 2_048, requireJsonType: true },
  async (body, req, context) => {
    try {
      const user = await verifyUser(req);
      if (body.email !== undefined) {
        const asked = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (asked !== user.email.toLowerCase()) {
          throw new HttpError(403, 'The welcome email can only be sent to your own address.');
        }
      }
      const userLimit = perUser.take([`user:${user.id}`]);
      const addressLimit = userLimit.ok
        ? perAddress.take([clientAddress(req, context)])
        : userLimit;
      if (!addressLimit.ok) {
        const seconds = Math.ceil(addressLimit.retryAfterMs / 1000);
        throw new HttpError(429, 'Too many welcome emails. Please try again later.', {
          'retry-after': String(seconds),
        });
      }
      const siteUrl = process.env.SITE_URL || new URL(req.url).origin;
      await sendMail(
        welcomeMail({ to: user.email, firstName: firstNameFrom(body, user.metadata), siteUrl }),
      );
      return jsonAnswer(200, { sent: true });
    } catch (err) {
      throw asHttpError(err);
    }
  },
);

/** What each failure means to the caller; the wrapper answers it in the one error shape. */
function asHttpError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  if (err instanceof UnauthorizedError)
    return new HttpError(401, err.message, { 'www-authenticate': 'Bearer' });
  if (err instanceof InvalidRecipientError)
    return new HttpError(422, 'Your account’s email address cannot receive mail from us.');
  if (err instanceof AuthNotConfiguredError || err instanceof MailNotConfiguredError) {
    console.error(`sendWelcomeEmail: ${err.message}`);
    return new HttpError(503, 'Email is not configured');
  }
  console.error('sendWelcomeEmail: sending failed:', err instanceof Error ? err.message : err);
  return new HttpError(502, 'The welcome email could not be sent. Please try again later.');
}
