/**
 * The sign-up sequence, written against a small backend interface so its order
 * (and its clean-up) can be unit-tested without Firebase:
 *   1. the invitation code must exist, BEFORE any account is created;
 *   2. the Auth account is created;
 *   3. the profile users/{uid} is written; if that fails the account is deleted
 *      again, so no one is left with an account and no profile.
 */

export interface Account {
  uid: string;
  email: string | null;
}

export interface SignUpBackend {
  invitationExists(code: string): Promise<boolean>;
  createAccount(email: string, password: string): Promise<Account>;
  writeProfile(account: Account, invitationCode: string): Promise<void>;
  /** Undoes createAccount (and signs out if even that fails). */
  deleteAccount(account: Account): Promise<void>;
}

export interface SignUpInput {
  invitationCode: string;
  email: string;
  password: string;
}

/** The code is unknown: no account was created. */
export class InvalidInvitationError extends Error {
  constructor() {
    super("Invalid invitation code");
    this.name = "InvalidInvitationError";
  }
}

/** A required field is empty. */
export class MissingFieldsError extends Error {
  constructor() {
    super("Missing required fields");
    this.name = "MissingFieldsError";
  }
}

/**
 * Whether a code can be a Firestore document id at all (invitations are keyed by
 * their code). A '/' would address another path, and '.', '..' and '__x__' are
 * reserved ids: such codes are simply invalid, never a request.
 */
export function isPossibleInvitationCode(code: string): boolean {
  return (
    code !== "" &&
    code.length <= 500 &&
    !code.includes("/") &&
    code !== "." &&
    code !== ".." &&
    !/^__.*__$/.test(code)
  );
}

function normaliseSignUpInput(input: SignUpInput): SignUpInput {
  const normalised = {
    invitationCode: input.invitationCode.trim(),
    email: input.email.trim(),
    // Passwords are taken exactly as typed.
    password: input.password,
  };
  if (!normalised.invitationCode || !normalised.email || !normalised.password) {
    throw new MissingFieldsError();
  }
  return normalised;
}

export async function signUp(
  backend: SignUpBackend,
  input: SignUpInput,
  logError: (...data: unknown[]) => void = console.error,
): Promise<Account> {
  const { invitationCode, email, password } = normaliseSignUpInput(input);
  if (
    !isPossibleInvitationCode(invitationCode) ||
    !(await backend.invitationExists(invitationCode))
  ) {
    throw new InvalidInvitationError();
  }
  const account = await backend.createAccount(email, password);
  try {
    await backend.writeProfile(account, invitationCode);
  } catch (error) {
    try {
      await backend.deleteAccount(account);
    } catch (cleanupError) {
      logError("Could not remove the account after its profile failed to save", cleanupError);
    }
    throw error;
  }
  return account;
}
