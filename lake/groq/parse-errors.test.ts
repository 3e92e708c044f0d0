import { describe, expect, it } from "vitest";
import { parseQuery } from "./query";

/** The `queryParseError` body a query is refused with. */
function parseErrorOf(query: string): Record<string, unknown> {
  try {
    parseQuery(query);
  } catch (error) {
    return (error as { body: { error: Record<string, unknown> } }).body.error;
  }
  throw new Error(`${query} parsed`);
}

describe("GROQ parse errors, as Sanity's hosted API words and places them", () => {
  it("an unterminated string: the token from its quote to the end (@sanity/client's fixture)", () => {
    expect(parseErrorOf('*[_type == "event]')).toEqual({
      type: "queryParseError",
      description: 'unexpected token "\\"event]", expected expression',
      query: '*[_type == "event]',
      start: 11,
      end: 18,
    });
  });

  it("a query that ends where an expression should be (@sanity/client's integration suite)", () => {
    expect(parseErrorOf("*[_type == ")).toMatchObject({
      description: "unexpected end-of-file, expected expression",
      start: 11,
      end: 11,
    });
    expect(parseErrorOf("count(")).toMatchObject({
      description: "unexpected end-of-file, expected expression",
    });
  });

  it("points at the token that cannot follow, not at the end of the query", () => {
    expect(parseErrorOf('*[_type = "a"]')).toMatchObject({
      description: "expected ']' following expression",
      start: 8,
      end: 9,
    });
    expect(parseErrorOf("*[1 +]")).toMatchObject({
      description: 'unexpected token "]", expected expression',
      start: 5,
      end: 6,
    });
    // Names that are also properties of every object are just names.
    expect(parseErrorOf("*[constructor == ")).toMatchObject({
      description: "unexpected end-of-file, expected expression",
    });
    expect(parseErrorOf('*[_type == "a"')).toMatchObject({
      description: "expected ']' following expression",
      start: 14,
      end: 14,
    });
  });
});
