import { describe, expect, it } from "vitest";
import { firebaseErrorCode, messageForError } from "./errors";

const messages = [
  { code: "auth/email-already-in-use", message: "That email already has an account." },
  { code: "permission-denied", message: "You may not do that." },
  { code: "auth/empty", message: "  " },
  { code: null, message: "No code" },
];

describe("firebaseErrorCode", () => {
  it("reads the code of a Firebase-like error", () => {
    expect(firebaseErrorCode(Object.assign(new Error("x"), { code: "auth/weak-password" }))).toBe(
      "auth/weak-password",
    );
  });
  it("is undefined for plain errors and non-objects", () => {
    expect(firebaseErrorCode(new Error("x"))).toBeUndefined();
    expect(firebaseErrorCode("auth/weak-password")).toBeUndefined();
    expect(firebaseErrorCode(null)).toBeUndefined();
    expect(firebaseErrorCode({ code: 42 })).toBeUndefined();
  });
});

describe("messageForError", () => {
  it("finds the CMS sentence for an Auth code", () => {
    expect(messageForError({ code: "auth/email-already-in-use" }, messages)).toBe(
      "That email already has an account.",
    );
  });
  it("matches Firestore codes with or without the firestore/ prefix", () => {
    expect(messageForError({ code: "permission-denied" }, messages)).toBe("You may not do that.");
    expect(messageForError({ code: "firestore/permission-denied" }, messages)).toBe(
      "You may not do that.",
    );
  });
  it("is undefined for unknown codes, blank messages, missing lists and uncoded errors", () => {
    expect(messageForError({ code: "auth/unknown" }, messages)).toBeUndefined();
    expect(messageForError({ code: "auth/empty" }, messages)).toBeUndefined();
    expect(messageForError({ code: "auth/weak-password" }, null)).toBeUndefined();
    expect(messageForError(new Error("boom"), messages)).toBeUndefined();
  });
});
