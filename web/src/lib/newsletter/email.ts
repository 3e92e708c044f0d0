/** The longest address the store accepts (RFC 5321's path limit, also in firestore.rules). */
const MAX_EMAIL_LENGTH = 254;

/**
 * One '@' with something on each side, and none of the characters that could be
 * markup or split an address (whitespace, < > ( ) [ ] \ , ; : " ' `): the same
 * pattern firestore.rules checks.
 */
const ADDRESS = /^[^\s@<>()[\]\\,;:"'`]+@[^\s@<>()[\]\\,;:"'`]+$/;

/**
 * The address as it will be stored (trimmed), or undefined when it is not worth
 * sending: empty, not exactly one '@' with something on each side, whitespace or
 * markup characters inside, or too long. That is the spec's "non-empty and contains
 * an @" made as strict as the security rules, so a visitor sees "Please enter a
 * valid email address" instead of a generic failure for "ann@" or "<b>@x.io".
 */
export function normaliseEmail(value: string): string | undefined {
  const email = value.trim();
  if (email.length > MAX_EMAIL_LENGTH) return undefined;
  return ADDRESS.test(email) ? email : undefined;
}

/**
 * A-Z lowercased, every other character kept: the same as lower() in firestore.rules,
 * which the newsletter document id is checked against.
 */
export function lowercaseAscii(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
