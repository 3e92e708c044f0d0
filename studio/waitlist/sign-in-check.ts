/**
 * What is wrong with the staff sign-in form's fields, in words, or nothing. The form
 * shows a field's problem only once staff have left the field or sent the form
 * (staff-sign-in.tsx): an empty form is not an error, just not filled in yet.
 */

export type SignInField = "email" | "password";

export type SignInProblems = Partial<Record<SignInField, string>>;

/** One "@" with something on both sides and no spaces: Firebase tells the rest. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

export function signInProblems(email: string, password: string): SignInProblems {
  const problems: SignInProblems = {};
  const address = email.trim();
  if (address === "") problems.email = "Enter your email address.";
  else if (!EMAIL_SHAPE.test(address))
    problems.email = "Enter an email address like name@example.com.";
  if (password === "") problems.password = "Enter your password.";
  return problems;
}
