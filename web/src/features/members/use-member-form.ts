import { useNavigate } from "@tanstack/react-router";
import { createRef, type RefObject, useCallback, useId, useRef, useState } from "react";
import { useSignedIn } from "../../lib/auth/use-signed-in";
import { useLangParam } from "../../lib/i18n/use-lang-param";
import type { FormError } from "./form-alert";
import { useFirebaseWarmUp } from "./use-firebase-warm-up";

interface MemberFormFailure<F extends string> {
  error: FormError;
  /** The fields to mark invalid; focus goes to the first. */
  fields: F[];
}

interface MemberFormOptions<F extends string> {
  /** Every field, empty, in the order they appear (the first missing one gets focus). */
  initial: Record<F, string>;
  /** Shown when a field is left empty; nothing is sent then. */
  missingFieldsMessage: string;
  /**
   * Which fields the error region describes: "all" (the error is about the form as
   * a whole) or only the "invalid" ones.
   */
  errorDescribes: "all" | "invalid";
  /** Does the work (Firebase is imported here, never up front); success opens the dashboard. */
  send(values: Record<F, string>): Promise<void>;
  /** What the form says, and which fields it marks, when send throws. */
  failure(caught: unknown): MemberFormFailure<F>;
}

/** The props a TextField needs to be one of a member form's fields. */
export interface MemberFieldProps {
  name: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  invalid: boolean;
  "aria-describedby": string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The fields left empty, in form order. Passwords are taken exactly as typed (a
 * password of spaces is one); any other field is empty when blank.
 */
export function missingFields<F extends string>(values: Record<F, string>): F[] {
  return (Object.keys(values) as F[]).filter((field) =>
    field === "password" ? values[field] === "" : values[field].trim() === "",
  );
}

/**
 * The state the membership forms share: values, the busy flag, the error (in one
 * live region that the fields point at) and which fields are invalid, with focus
 * moved to the first of them. Also warms Firebase up: when the visitor starts the
 * form (`form.onStart`), or at once when a member may be signed in already.
 */
export function useMemberForm<F extends string>(options: MemberFormOptions<F>) {
  const navigate = useNavigate();
  const [values, setValues] = useState(options.initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError>();
  const [invalid, setInvalid] = useState<ReadonlySet<F>>(new Set());
  const [refs] = useState(
    () =>
      Object.fromEntries(
        Object.keys(options.initial).map((field) => [field, createRef<HTMLInputElement>()]),
      ) as Record<F, RefObject<HTMLInputElement | null>>,
  );
  const errorId = `${useId()}-error`;
  // Set on the first valid submit: from then on the form's own flow decides where
  // to go (a sign-up signs the new member in before it has written the profile).
  const submitted = useRef(false);
  // The dashboard in the form's language.
  const lang = useLangParam();
  const firebase = useFirebaseWarmUp({
    signedInHint: useSignedIn(),
    // A member who is already signed in is taken to the dashboard, not shown the form.
    onSignedIn: () => {
      if (!submitted.current)
        void navigate({ to: "/{-$lang}/dashboard", params: { lang }, replace: true });
    },
  });

  const fail = ({ error: next, fields }: MemberFormFailure<F>) => {
    setError(next);
    setInvalid(new Set(fields));
    const first = fields[0];
    if (first) refs[first].current?.focus();
  };

  const onSubmit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busy) return;
    const empty = missingFields(values);
    if (empty.length > 0) {
      fail({ error: { title: options.missingFieldsMessage }, fields: empty });
      return;
    }
    submitted.current = true;
    setBusy(true);
    setError(undefined);
    setInvalid(new Set());
    try {
      await options.send(values);
      await navigate({ to: "/{-$lang}/dashboard", params: { lang } });
    } catch (caught) {
      setBusy(false);
      fail(options.failure(caught));
    }
  };

  const describedBy = error ? errorId : undefined;
  const field = (name: F): MemberFieldProps => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    invalid: invalid.has(name),
    "aria-describedby":
      options.errorDescribes === "all" || invalid.has(name) ? describedBy : undefined,
    inputRef: refs[name],
  });

  /** Fills a field the visitor has left empty (e.g. from the page's address). Stable. */
  const prefill = useCallback(
    (name: F, value: string) =>
      setValues((current) => (current[name] === "" ? { ...current, [name]: value } : current)),
    [],
  );

  return { field, prefill, form: { onSubmit, onStart: firebase.start, busy, error, errorId } };
}

export type MemberFormState = ReturnType<typeof useMemberForm>["form"];
