/**
 * The sign-up link staff hand out: /signup?code=CODE. The Studio tool builds it
 * (studio/waitlist) and the sign-up form reads it back with codeFromAddress.
 */

/** The `code` query parameter, trimmed, or undefined when absent or blank. */
export function codeFromAddress(search: string): string | undefined {
  const code = new URLSearchParams(search).get("code")?.trim();
  return code ? code : undefined;
}
