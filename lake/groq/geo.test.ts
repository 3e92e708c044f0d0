import { describe, expect, it } from "vitest";
import { contains, distance, intersects, latLng, toGeometry } from "./geo";

const oslo = { lat: 59.913889, lng: 10.752222 };
const stockholm = { lat: 59.329444, lng: 18.068611 };
const square = {
  type: "Polygon",
  coordinates: [
    [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ],
  ],
};

describe("geo", () => {
  it("reads geopoints and GeoJSON, and refuses malformed shapes", () => {
    expect(toGeometry({ _type: "geopoint", ...oslo })).toEqual({
      type: "Point",
      coordinates: [oslo.lng, oslo.lat],
    });
    expect(toGeometry({ ...oslo, lon: 1 })).toBeNull();
    expect(
      toGeometry({
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 0],
          ],
        ],
      }),
    ).toBeNull();
    // A bow tie crosses itself.
    expect(
      toGeometry({
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 1],
            [1, 0],
            [0, 1],
            [0, 0],
          ],
        ],
      }),
    ).toBeNull();
    expect(latLng(null, 3)).toBeNull();
  });

  it("measures great-circle metres as the hosted API does", () => {
    expect(distance(oslo, stockholm)).toBeCloseTo(416760.7738822515, 6);
    expect(distance(oslo, oslo)).toBe(0);
    expect(distance(square, oslo)).toBeNull();
  });

  it("decides containment and intersection", () => {
    expect(contains(square, { lat: 5, lng: 5 })).toBe(true);
    expect(contains(square, { lat: 11, lng: 5 })).toBe(false);
    expect(
      intersects(square, {
        type: "LineString",
        coordinates: [
          [-5, 5],
          [5, 5],
        ],
      }),
    ).toBe(true);
    expect(intersects(square, { lat: 20, lng: 20 })).toBe(false);
    expect(contains("nowhere", square)).toBeNull();
  });
});
