/**
 * GROQ's geography functions (`geo()`, `geo::latLng`, `geo::distance`, `geo::contains`,
 * `geo::intersects`) over plain JSON values, as Sanity's hosted API defines them:
 *  - a geo value is GeoJSON (Point, MultiPoint, LineString, MultiLineString, Polygon,
 *    MultiPolygon); a Sanity geopoint `{lat, lng}` is read as a Point;
 *  - anything else, or malformed GeoJSON (short rings, open rings, repeated vertices,
 *    self-intersecting rings), is not a geo value and makes the functions return null;
 *  - distances are great-circle metres (haversine on the WGS84 equatorial radius, the
 *    formula whose figures the conformance suite pins down);
 *  - containment and intersection are planar on (lng, lat), fine at city-to-country scale.
 */

type Position = [number, number];

export type Geometry =
  | { type: "Point"; coordinates: Position }
  | { type: "MultiPoint"; coordinates: Position[] }
  | { type: "LineString"; coordinates: Position[] }
  | { type: "MultiLineString"; coordinates: Position[][] }
  | { type: "Polygon"; coordinates: Position[][] }
  | { type: "MultiPolygon"; coordinates: Position[][][] };

/** WGS84 equatorial radius in metres. */
const EARTH_RADIUS = 6378137;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

function position(value: unknown): Position | null {
  if (!Array.isArray(value) || value.length < 2 || !value.every(isNumber)) return null;
  return [value[0] as number, value[1] as number];
}

function positions(value: unknown, min: number): Position[] | null {
  if (!Array.isArray(value) || value.length < min) return null;
  const out: Position[] = [];
  for (const item of value) {
    const p = position(item);
    if (!p) return null;
    out.push(p);
  }
  return out;
}

const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** A closed ring of at least 3 distinct corners, no repeated vertex, no crossing edges. */
function ring(value: unknown): Position[] | null {
  const points = positions(value, 4);
  if (!points) return null;
  const first = points[0] as Position;
  if (!samePosition(first, points[points.length - 1] as Position)) return null;
  const corners = points.slice(0, -1);
  const seen = new Set(corners.map((p) => `${p[0]},${p[1]}`));
  if (seen.size !== corners.length) return null;
  return selfIntersects(points) ? null : points;
}

function selfIntersects(closed: Position[]): boolean {
  const n = closed.length - 1; // edges
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a corner: that is not a crossing.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (
        segmentsIntersect(
          closed[i] as Position,
          closed[i + 1] as Position,
          closed[j] as Position,
          closed[j + 1] as Position,
        )
      ) {
        return true;
      }
    }
  }
  return false;
}

function polygon(value: unknown): Position[][] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const rings: Position[][] = [];
  for (const item of value) {
    const r = ring(item);
    if (!r) return null;
    rings.push(r);
  }
  return rings;
}

function list<T>(value: unknown, each: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const out: T[] = [];
  for (const item of value) {
    const parsed = each(item);
    if (parsed === null) return null;
    out.push(parsed);
  }
  return out;
}

// Parsing a large polygon checks every pair of edges; queries pass the same object
// many times (once per document compared), so remember each answer.
const parsed = new WeakMap<object, Geometry | null>();

/** `geo(value)`: the GeoJSON geometry `value` denotes, or null. */
export function toGeometry(value: unknown): Geometry | null {
  if (!isObject(value)) return null;
  const known = parsed.get(value);
  if (known !== undefined) return known;
  const geometry = readGeometry(value);
  parsed.set(value, geometry);
  return geometry;
}

function readGeometry(value: Record<string, unknown>): Geometry | null {
  if (!("type" in value)) {
    // A geopoint. `lon` is a common misspelling that the hosted API refuses rather than
    // silently ignoring.
    if ("lon" in value || !isNumber(value.lat) || !isNumber(value.lng)) return null;
    return { type: "Point", coordinates: [value.lng, value.lat] };
  }
  const c = value.coordinates;
  switch (value.type) {
    case "Point": {
      const p = position(c);
      return p && { type: "Point", coordinates: p };
    }
    case "MultiPoint": {
      const p = positions(c, 1);
      return p && { type: "MultiPoint", coordinates: p };
    }
    case "LineString": {
      const p = positions(c, 2);
      return p && { type: "LineString", coordinates: p };
    }
    case "MultiLineString": {
      const p = list(c, (line) => positions(line, 2));
      return p && { type: "MultiLineString", coordinates: p };
    }
    case "Polygon": {
      const p = polygon(c);
      return p && { type: "Polygon", coordinates: p };
    }
    case "MultiPolygon": {
      const p = list(c, polygon);
      return p && { type: "MultiPolygon", coordinates: p };
    }
    default:
      return null;
  }
}

/** `geo::latLng(lat, lng)`. */
export function latLng(lat: unknown, lng: unknown): Geometry | null {
  if (!isNumber(lat) || !isNumber(lng)) return null;
  return { type: "Point", coordinates: [lng, lat] };
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** `geo::distance(a, b)`: metres between two points, or null when either is not a point. */
export function distance(a: unknown, b: unknown): number | null {
  const p = toGeometry(a);
  const q = toGeometry(b);
  if (p?.type !== "Point" || q?.type !== "Point") return null;
  const [lng1, lat1] = p.coordinates;
  const [lng2, lat2] = q.coordinates;
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.sqrt(Math.min(1, h)));
}

// ---- planar predicates ------------------------------------------------------------------

/** The pieces a geometry is made of: loose points, line segments, polygons (ring lists). */
interface Parts {
  points: Position[];
  lines: Position[][];
  polygons: Position[][][];
}

function parts(g: Geometry): Parts {
  switch (g.type) {
    case "Point":
      return { points: [g.coordinates], lines: [], polygons: [] };
    case "MultiPoint":
      return { points: g.coordinates, lines: [], polygons: [] };
    case "LineString":
      return { points: [], lines: [g.coordinates], polygons: [] };
    case "MultiLineString":
      return { points: [], lines: g.coordinates, polygons: [] };
    case "Polygon":
      return { points: [], lines: [], polygons: [g.coordinates] };
    case "MultiPolygon":
      return { points: [], lines: [], polygons: g.coordinates };
  }
}

const cross = (o: Position, a: Position, b: Position) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function onSegment(p: Position, a: Position, b: Position): boolean {
  return (
    cross(a, b, p) === 0 &&
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

/** Whether segments ab and cd share any point (touching counts). */
function segmentsIntersect(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/** Whether segments ab and cd cross at a point interior to both (no mere touching). */
function segmentsCross(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Even-odd ray casting; points on the boundary count as inside. */
function inRing(p: Position, closed: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = closed.length - 1; i < closed.length; j = i++) {
    const a = closed[i] as Position;
    const b = closed[j] as Position;
    if (onSegment(p, a, b)) return true;
    if (
      a[1] > p[1] !== b[1] > p[1] &&
      p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]
    ) {
      inside = !inside;
    }
  }
  return inside;
}

function inPolygon(p: Position, rings: Position[][]): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !inRing(p, outer)) return false;
  return !holes.some((hole) => inRing(p, hole) && !onRingBoundary(p, hole));
}

function onRingBoundary(p: Position, closed: Position[]): boolean {
  for (let i = 0; i + 1 < closed.length; i++) {
    if (onSegment(p, closed[i] as Position, closed[i + 1] as Position)) return true;
  }
  return false;
}

function* segments(path: Position[]): Generator<[Position, Position]> {
  for (let i = 0; i + 1 < path.length; i++) yield [path[i] as Position, path[i + 1] as Position];
}

/** Every segment of a polygon's rings. */
function boundary(rings: Position[][]): [Position, Position][] {
  return rings.flatMap((r) => [...segments(r)]);
}

/** A path lies inside a polygon: its vertices are inside and no edge crosses the boundary. */
function pathInPolygon(path: Position[], rings: Position[][]): boolean {
  if (!path.every((p) => inPolygon(p, rings))) return false;
  const edges = boundary(rings);
  for (const [a, b] of segments(path)) {
    if (edges.some(([c, d]) => segmentsCross(a, b, c, d))) return false;
    const mid: Position = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (!inPolygon(mid, rings)) return false;
  }
  return true;
}

/** `geo::contains(a, b)`: b lies entirely within a; null when either is not a geo value. */
export function contains(a: unknown, b: unknown): boolean | null {
  const outer = toGeometry(a);
  const inner = toGeometry(b);
  if (!outer || !inner) return null;
  const container = parts(outer);
  const content = parts(inner);
  if (container.polygons.length === 0) {
    // Points and lines contain only points lying on them.
    if (content.lines.length > 0 || content.polygons.length > 0) return false;
    return content.points.every(
      (p) =>
        container.points.some((q) => samePosition(p, q)) ||
        container.lines.some((line) => [...segments(line)].some(([s, t]) => onSegment(p, s, t))),
    );
  }
  const within = (test: (rings: Position[][]) => boolean) => container.polygons.some(test);
  return (
    content.points.every((p) => within((rings) => inPolygon(p, rings))) &&
    content.lines.every((line) => within((rings) => pathInPolygon(line, rings))) &&
    content.polygons.every((poly) => within((rings) => pathInPolygon(poly[0] ?? [], rings)))
  );
}

/** `geo::intersects(a, b)`: a and b share at least one point; null for non-geo values. */
export function intersects(a: unknown, b: unknown): boolean | null {
  const ga = toGeometry(a);
  const gb = toGeometry(b);
  if (!ga || !gb) return null;
  const pa = parts(ga);
  const pb = parts(gb);
  return touches(pa, pb) || touches(pb, pa);
}

/** Whether some vertex of `x` lies in `y`, or some edge of `x` meets an edge of `y`. */
function touches(x: Parts, y: Parts): boolean {
  const xVertices = [...x.points, ...x.lines.flat(), ...x.polygons.flatMap((p) => p[0] ?? [])];
  const yEdges = [...y.lines.flatMap((l) => [...segments(l)]), ...y.polygons.flatMap(boundary)];
  const xEdges = [...x.lines.flatMap((l) => [...segments(l)]), ...x.polygons.flatMap(boundary)];
  for (const p of xVertices) {
    if (y.points.some((q) => samePosition(p, q))) return true;
    if (y.polygons.some((rings) => inPolygon(p, rings))) return true;
    if (yEdges.some(([c, d]) => onSegment(p, c, d))) return true;
  }
  return xEdges.some(([a, b]) => yEdges.some(([c, d]) => segmentsIntersect(a, b, c, d)));
}
