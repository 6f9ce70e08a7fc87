// POST /.netlify/functions/sendWelcomeEmail: sends "Welcome to Mise, <name>!" to the signed-in
// caller, and only to them: the address comes from the verified access token, a body `email`
// that differs is refused (403), so the function cannot be used to mail strangers. Rate-limited
// per user and per client address. Body: { email?, firstName? }. Answers { sent: true }.
import { clientAddress, type AddressContext } from './_lib/clientAddress';
import { sendMail, MailNotConfiguredError } from './_lib/mailer';
import { welcomeMail } from './_lib/mailTemplates';
import { HttpError } from './_lib/httpError';
import { jsonAnswer } from './_lib/jsonAnswer';
import { errorAnswer, methodNotAllowed, readJsonObject } from './_lib/readJsonObject';
import { slidingWindowLimiter } from './_lib/slidingWindowLimiter';
import { AuthNotConfiguredError, UnauthorizedError, verifyUser } from './_lib/verifyUser';

const HOUR = 60 * 60 * 1000;
const perUser = slidingWindowLimiter(3, HOUR);
const perAddress = slidingWindowLimiter(20, HOUR);

function firstNameFrom(body: Record<string, unknown>, metadata: Record<string, unknown>): string {
  if (typeof body.firstName === 'string' && body.firstName.trim()) return body.firstName;
  return typeof metadata.first_name === 'string' ? metadata.first_name : '';
}

export default async (req: Request, context?: AddressContext): Promise<Response> => {
  if (req.method !== 'POST') return methodNotAllowed();
  try {
    const user = await verifyUser(req);
    const body = await readJsonObject(req, 2_048);
    if (body.email !== undefined) {
      const asked = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (asked !== user.email.toLowerCase()) {
        throw new HttpError(403, 'The welcome email can only be sent to your own address.');
      }
    }
    const userLimit = perUser.take([`user:${user.id}`]);
    const addressLimit = userLimit.ok ? perAddress.take([clientAddress(req, context)]) : userLimit;
    if (!addressLimit.ok) {
      const seconds = Math.ceil(addressLimit.retryAfterMs / 1000);
      return jsonAnswer(
        429,
        { error: 'Too many welcome emails. Please try again later.' },
        { 'retry-after': String(seconds) },
      );
    }
    const siteUrl = process.env.SITE_URL || new URL(req.url).origin;
    await sendMail(
      welcomeMail({ to: user.email, firstName: firstNameFrom(body, user.metadata), siteUrl }),
    );
    return jsonAnswer(200, { sent: true });
  } catch (err) {
    if (err instanceof HttpError) return errorAnswer(err);
    if (err instanceof UnauthorizedError) {
      return jsonAnswer(401, { error: err.message }, { 'www-authenticate': 'Bearer' });
    }
    if (err instanceof AuthNotConfiguredError || err instanceof MailNotConfiguredError) {
      console.error(`sendWelcomeEmail: ${err.message}`);
      return jsonAnswer(503, { error: 'Email is not configured' });
    }
    console.error('sendWelcomeEmail: sending failed:', err instanceof Error ? err.message : err);
    return jsonAnswer(502, {
      error: 'The welcome email could not be sent. Please try again later.',
    });
  }
};
