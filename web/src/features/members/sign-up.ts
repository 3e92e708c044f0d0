/**
 * The sign-up sequence, written against a small backend interface so its order
 * (and its clean-up) can be unit-tested without Firebase:
 *   1. the invitation code must be open (exist, not revoked, not expired, not
 *      used up), BEFORE any account is created;
 *   2. the Auth account is created;
 *   3. the code is kept for the account (pendingMembers/{uid}); if that fails the
 *      account is deleted again, so no one is left with an account and no code.
 *      When it failed because the code closed meanwhile, the visitor is told which way;
 *   4. Firebase sends its verification email.
 * The membership itself (the profile and one use of the code) needs a verified
 * email, so the dashboard claims it once the address is verified (membership.ts).
 */
import type { InvitationStatus } from "./invitation-status";
import { InvalidInvitationError, MissingFieldsError } from "./sign-up-errors";

export interface Account {
  uid: string;
  email: string | null;
}

export interface SignUpBackend {
  invitationStatus(code: string): Promise<InvitationStatus>;
  createAccount(email: string, password: string): Promise<Account>;
  /**
   * Keeps the code for the account until its email is verified (it takes no use
   * yet); the rules refuse a code that is not open.
   */
  keepInvitation(account: Account, invitationCode: string): Promise<void>;
  /** Sends Firebase's verification email to the new account. */
  sendVerificationEmail(): Promise<void>;
  /** Undoes createAccount (and signs out if even that fails). */
  deleteAccount(account: Account): Promise<void>;
}

export interface SignUpInput {
  invitationCode: string;
  email: string;
  password: string;
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
  const status = isPossibleInvitationCode(invitationCode)
    ? await backend.invitationStatus(invitationCode)
    : "missing";
  if (status !== "open") throw new InvalidInvitationError(status);
  const account = await backend.createAccount(email, password);
  try {
    await backend.keepInvitation(account, invitationCode);
  } catch (error) {
    try {
      await backend.deleteAccount(account);
    } catch (cleanupError) {
      logError("Could not remove the account after its invitation failed to save", cleanupError);
    }
    throw await explainRefusal(backend, invitationCode, error);
  }
  try {
    await backend.sendVerificationEmail();
  } catch (error) {
    // The account and its code are kept: the dashboard's "send again" button retries.
    logError("Could not send the verification email", error);
  }
  return account;
}

/**
 * A write the rules refused may mean the code closed after the first check (its
 * last use taken by a racing sign-up, revoked, expired): look again and name the
 * reason. Any other failure, or a failed look, keeps the error.
 */
async function explainRefusal(
  backend: SignUpBackend,
  invitationCode: string,
  error: unknown,
): Promise<unknown> {
  if (error instanceof InvalidInvitationError) return error;
  const status = await backend.invitationStatus(invitationCode).catch(() => "open" as const);
  return status === "open" ? error : new InvalidInvitationError(status);
}
