/**
 * Draws the seed content's pictures: original flat-colour illustrations
 * (skylines, landmarks, plates, hotel facades, sticker mock-ups), rendered
 * from SVG to small palette PNGs in seed/images/.
 *
 * Every picture is deterministic: its name seeds the random choices, so
 * running the script again produces the same files (and no git diff).
 *
 *   npx tsx scripts/generate-seed-images.ts          # write all images
 *   npx tsx scripts/generate-seed-images.ts --check  # fail if any is missing
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "../seed/images");

const HERO = { width: 1200, height: 800 };
const CARD = { width: 800, height: 600 };

// ---------------------------------------------------------------------------
// Deterministic randomness

type Rng = () => number;

/** FNV-1a hash of the name seeding a mulberry32 generator. */
function rngFor(name: string): Rng {
  let hash = 2166136261;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
const intBetween = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1));
function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

// ---------------------------------------------------------------------------
// SVG primitives (numbers rounded so the SVG stays short and stable)

const r1 = (n: number) => Math.round(n * 10) / 10;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ""} fill="${fill}"/>`;

const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"/>`;

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"/>`;

const polygon = (points: Array<[number, number]>, fill: string) =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ")}" fill="${fill}"/>`;

/** Draws `content` only inside the polygon `outline`. */
const clipped = (id: string, outline: Array<[number, number]>, content: string) =>
  `<clipPath id="${id}">${polygon(outline, "#000")}</clipPath><g clip-path="url(#${id})">${content}</g>`;

const path = (d: string, fill: string, extra = "") =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = "",
) =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${r1(width)}" stroke-linecap="round"${extra ? ` ${extra}` : ""}/>`;

/** An arch-topped opening: a rectangle with a half circle on top. */
const arch = (x: number, y: number, w: number, h: number, fill: string) =>
  path(
    `M${r1(x)} ${r1(y + h)}V${r1(y + w / 2)}A${r1(w / 2)} ${r1(w / 2)} 0 0 1 ${r1(x + w)} ${r1(y + w / 2)}V${r1(y + h)}Z`,
    fill,
  );

function star(cx: number, cy: number, outer: number, fill: string) {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : outer * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygon(points, fill);
}

/** Horizontal flat bands from top to bottom (a flat "gradient"). */
function bands(width: number, height: number, colours: string[]) {
  const step = height / colours.length;
  return colours.map((colour, i) => rect(0, i * step, width, step + 1, colour)).join("");
}

/** Water: a flat band with a few lighter ripple strokes. */
function water(rng: Rng, width: number, top: number, height: number, base: string, ripple: string) {
  let out = rect(0, top, width, height, base);
  const count = Math.round(width / 40);
  for (let i = 0; i < count; i++) {
    const y = between(rng, top + 12, top + height - 8);
    const x = between(rng, -20, width);
    const w = between(rng, 30, 110);
    out += rect(x, y, w, 5, ripple, 2.5);
  }
  return out;
}

function svg(width: number, height: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

// ---------------------------------------------------------------------------
// Reusable scenery

/** A row of simple buildings with optional lit windows. */
function buildingRow(
  rng: Rng,
  opts: {
    width: number;
    ground: number;
    minHeight: number;
    maxHeight: number;
    colours: string[];
    window?: string;
    minWidth?: number;
    maxWidth?: number;
  },
) {
  let out = "";
  let x = -20;
  while (x < opts.width) {
    const w = between(rng, opts.minWidth ?? 60, opts.maxWidth ?? 140);
    const h = between(rng, opts.minHeight, opts.maxHeight);
    const colour = pick(rng, opts.colours);
    out += rect(x, opts.ground - h, w, h + 2, colour);
    if (opts.window) {
      for (let wy = opts.ground - h + 18; wy < opts.ground - 24; wy += 30) {
        for (let wx = x + 12; wx < x + w - 18; wx += 22) {
          if (rng() < 0.35) out += rect(wx, wy, 9, 14, opts.window);
        }
      }
    }
    x += w - between(rng, 0, 8);
  }
  return out;
}

function cypress(x: number, ground: number, height: number, fill: string) {
  return (
    ellipse(x, ground - height / 2, height / 7, height / 2, fill) +
    rect(x - 3, ground - 8, 6, 10, fill)
  );
}

function tree(x: number, ground: number, size: number, leaf: string, trunk: string) {
  return (
    rect(x - size * 0.08, ground - size * 0.9, size * 0.16, size * 0.9, trunk) +
    circle(x, ground - size, size * 0.55, leaf) +
    circle(x - size * 0.4, ground - size * 0.8, size * 0.4, leaf) +
    circle(x + size * 0.42, ground - size * 0.78, size * 0.38, leaf)
  );
}

/** A narrow Amsterdam canal house with one of four gable shapes. */
function canalHouse(
  rng: Rng,
  x: number,
  ground: number,
  w: number,
  h: number,
  colour: string,
  trim: string,
) {
  const top = ground - h;
  const gable = pick(rng, ["step", "bell", "neck", "spout"] as const);
  let out = rect(x, top, w, h + 2, colour);
  const peak = top - w * 0.55;
  if (gable === "step") {
    const s = w / 6;
    out += polygon(
      [
        [x, top],
        [x, top - s],
        [x + s, top - s],
        [x + s, top - 2 * s],
        [x + 2 * s, top - 2 * s],
        [x + 2 * s, top - 3 * s],
        [x + 4 * s, top - 3 * s],
        [x + 4 * s, top - 2 * s],
        [x + 5 * s, top - 2 * s],
        [x + 5 * s, top - s],
        [x + w, top - s],
        [x + w, top],
      ],
      colour,
    );
  } else if (gable === "bell") {
    out += path(
      `M${r1(x)} ${r1(top)}C${r1(x)} ${r1(top - w * 0.35)} ${r1(x + w * 0.25)} ${r1(peak)} ${r1(x + w / 2)} ${r1(peak)}C${r1(x + w * 0.75)} ${r1(peak)} ${r1(x + w)} ${r1(top - w * 0.35)} ${r1(x + w)} ${r1(top)}Z`,
      colour,
    );
  } else if (gable === "neck") {
    out += polygon(
      [
        [x, top],
        [x + w * 0.25, top - w * 0.2],
        [x + w * 0.25, peak + 10],
        [x + w * 0.75, peak + 10],
        [x + w * 0.75, top - w * 0.2],
        [x + w, top],
      ],
      colour,
    );
    out += polygon(
      [
        [x + w * 0.25, peak + 10],
        [x + w / 2, peak - 8],
        [x + w * 0.75, peak + 10],
      ],
      colour,
    );
  } else {
    out += polygon(
      [
        [x, top],
        [x + w / 2, peak],
        [x + w, top],
      ],
      colour,
    );
  }
  // Hoisting beam under the gable, then windows with white frames.
  out += rect(x + w / 2 - 3, top - w * 0.3, 6, 14, trim);
  const floors = Math.max(2, Math.floor((h - 60) / 62));
  const cols = w > 95 ? 3 : 2;
  const paneW = (w - 16 * (cols + 1)) / cols;
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + 16 + c * (paneW + 16);
      const wy = top + 18 + f * 62;
      out += rect(wx - 3, wy - 3, paneW + 6, 42, trim);
      out += rect(wx, wy, paneW, 36, rng() < 0.3 ? "#F6D67A" : "#2B3A4A");
    }
  }
  out += rect(x + w / 2 - 12, ground - 44, 24, 44, "#2B2B2B");
  return out;
}

// ---------------------------------------------------------------------------
// City heroes (1200x800)

function romeHero(rng: Rng) {
  const { width, height } = HERO;
  const ground = 600;
  let body = bands(width, height, ["#F7B267", "#F79D65", "#F4845F"]);
  body += circle(930, 250, 95, "#FFE3B3");
  body += path(`M0 470C200 400 360 430 520 450C700 470 880 400 1200 430V${ground}H0Z`, "#E58E63");
  body += buildingRow(rng, {
    width,
    ground,
    minHeight: 70,
    maxHeight: 150,
    colours: ["#C8704E", "#BD6446", "#D27D55"],
  });
  // St Peter's-style dome on a drum, with a lantern.
  const domeX = 900;
  body += rect(domeX - 95, ground - 210, 190, 210, "#B5643F");
  body += rect(domeX - 80, ground - 290, 160, 90, "#A65A38");
  body += path(
    `M${domeX - 90} ${ground - 288}A90 100 0 0 1 ${domeX + 90} ${ground - 288}Z`,
    "#9C5234",
  );
  body += rect(domeX - 12, ground - 420, 24, 40, "#9C5234");
  body += path(
    `M${domeX - 16} ${ground - 418}L${domeX} ${ground - 450}L${domeX + 16} ${ground - 418}Z`,
    "#8A4A2F",
  );
  for (let i = 0; i < 6; i++) {
    body += arch(domeX - 70 + i * 25, ground - 270, 14, 50, "#7E4028");
  }
  // The Colosseum's arcades, with a broken top edge on the right.
  const left = 90;
  const right = 640;
  const top = ground - 260;
  const wall: Array<[number, number]> = [
    [left, ground],
    [left, top],
    [right - 170, top],
    [right - 120, top + 40],
    [right - 80, top + 30],
    [right - 40, top + 90],
    [right, top + 110],
    [right, ground],
  ];
  body += polygon(wall, "#D9A066");
  let arcade = rect(left, top + 80, right - left, 8, "#C48A52");
  arcade += rect(left, top + 165, right - left, 8, "#C48A52");
  for (let row = 0; row < 3; row++) {
    const y = top + 18 + row * 85;
    for (let i = 0; i < 11; i++) {
      arcade += arch(left + 18 + i * 48, y, 28, row === 2 ? 70 : 56, "#8C4A2F");
    }
  }
  body += clipped("colosseum-hero", wall, arcade);
  body += cypress(700, ground, 200, "#3D5A40");
  body += cypress(735, ground, 150, "#44633F");
  body += cypress(1080, ground, 180, "#3D5A40");
  body += water(rng, width, ground, 110, "#5B8E8C", "#79AAA7");
  body += rect(0, ground + 110, width, height - ground - 110, "#7A3E2B");
  return svg(width, height, body);
}

function amsterdamHero(rng: Rng) {
  const { width, height } = HERO;
  const ground = 560;
  let body = bands(width, height, ["#A9D6E5", "#BFE3EE", "#D5EEF5"]);
  for (const [cx, cy, s] of [
    [220, 120, 1],
    [760, 90, 1.3],
    [1040, 170, 0.8],
  ] as const) {
    body += ellipse(cx, cy, 90 * s, 28 * s, "#FFFFFF");
    body += circle(cx - 30 * s, cy - 18 * s, 34 * s, "#FFFFFF");
    body += circle(cx + 25 * s, cy - 22 * s, 42 * s, "#FFFFFF");
  }
  const colours = ["#8C3B2E", "#A8553A", "#3E4A5B", "#2F5D50", "#D8C3A5", "#6B3E26", "#B0413E"];
  let x = -10;
  while (x < width) {
    const w = between(rng, 80, 120);
    const h = between(rng, 260, 380);
    body += canalHouse(rng, x, ground, w, h, pick(rng, colours), "#F4F1EA");
    x += w + 2;
  }
  body += rect(0, ground, width, 18, "#5A4636");
  body += water(rng, width, ground + 18, height - ground - 18, "#2D6E7E", "#4C93A3");
  // A canal bridge with its arch.
  body += path(
    `M380 ${ground + 18}H820V${ground + 70}H740A140 90 0 0 0 460 ${ground + 70}H380Z`,
    "#6B4F3A",
  );
  body += rect(370, ground + 6, 460, 14, "#4E3A2B");
  for (const bx of [470, 620, 700]) {
    body += `<circle cx="${bx}" cy="${ground - 12}" r="14" fill="none" stroke="#1F2A33" stroke-width="4"/>`;
    body += `<circle cx="${bx + 40}" cy="${ground - 12}" r="14" fill="none" stroke="#1F2A33" stroke-width="4"/>`;
    body += line(bx, ground - 12, bx + 18, ground - 34, "#1F2A33", 4);
    body += line(bx + 18, ground - 34, bx + 40, ground - 12, "#1F2A33", 4);
  }
  return svg(width, height, body);
}

function berlinHero(rng: Rng) {
  const { width, height } = HERO;
  const ground = 590;
  let body = bands(width, height, ["#B8A9D9", "#E2A9C9", "#F7C6C7", "#FBD9C7"]);
  body += circle(260, 330, 80, "#FFE9D6");
  body += buildingRow(rng, {
    width,
    ground,
    minHeight: 90,
    maxHeight: 230,
    colours: ["#7C8597", "#6C757D", "#8E95A5"],
    window: "#FFD166",
  });
  // TV tower: shaft, sphere, antenna with red and white bands.
  const tx = 860;
  body += rect(tx - 14, ground - 430, 28, 430, "#5C6B73");
  body += circle(tx, ground - 430, 58, "#8D99AE");
  body += rect(tx - 58, ground - 436, 116, 12, "#6B7A8F");
  body += rect(tx - 6, ground - 560, 12, 80, "#5C6B73");
  for (let i = 0; i < 4; i++) {
    body += rect(tx - 5, ground - 600 + i * 14, 10, 7, i % 2 ? "#FFFFFF" : "#E63946");
  }
  // Brandenburg Gate: six columns, entablature, attic and quadriga.
  const gx = 120;
  const gw = 520;
  body += rect(gx, ground - 250, gw, 40, "#E0C9A6");
  body += rect(gx + 140, ground - 300, gw - 280, 52, "#D4BB94");
  body += polygon(
    [
      [gx + 230, ground - 300],
      [gx + 240, ground - 345],
      [gx + 265, ground - 330],
      [gx + 290, ground - 352],
      [gx + 300, ground - 300],
    ],
    "#4F7A6C",
  );
  for (let i = 0; i < 6; i++) {
    body += rect(gx + 10 + i * 98, ground - 210, 28, 210, "#E7D4B4");
    body += rect(gx + 4 + i * 98, ground - 216, 40, 10, "#CDB38C");
  }
  body += rect(gx - 10, ground - 12, gw + 20, 12, "#B89F7A");
  body += water(rng, width, ground, height - ground, "#4A6FA5", "#6D8FC0");
  return svg(width, height, body);
}

// ---------------------------------------------------------------------------
// Attraction cards (800x600)

function colosseumCard(rng: Rng) {
  const { width, height } = CARD;
  let body = bands(width, height, ["#9BD1E5", "#BDE0EC"]);
  body += circle(640, 110, 50, "#FFF3C4");
  const ground = 480;
  const wall: Array<[number, number]> = [
    [40, ground],
    [40, 130],
    [480, 130],
    [560, 190],
    [640, 180],
    [720, 280],
    [760, 300],
    [760, ground],
  ];
  body += polygon(wall, "#D9A066");
  let arcade = "";
  for (let row = 0; row < 4; row++) {
    arcade += rect(40, 200 + row * 70, 720, 6, "#BE8650");
    for (let i = 0; i < 14; i++) {
      arcade += arch(58 + i * 50, 145 + row * 70, 28, 48, "#8C4A2F");
    }
  }
  body += clipped("colosseum-card", wall, arcade);
  body += rect(0, ground, width, height - ground, "#C9B48F");
  for (let i = 0; i < 12; i++) {
    body += rect(
      between(rng, 0, width),
      between(rng, ground + 10, height - 10),
      40,
      6,
      "#B59F78",
      3,
    );
  }
  return svg(width, height, body);
}

function pantheonCard(rng: Rng) {
  const { width, height } = CARD;
  let body = bands(width, height, ["#F4C095", "#F7D3B0"]);
  const ground = 470;
  body += path(`M190 260A210 170 0 0 1 610 260Z`, "#B8A58A");
  body += rect(300, 80, 200, 12, "#A89578");
  body += rect(150, 255, 500, 30, "#CFBF9F");
  body += polygon(
    [
      [130, 250],
      [400, 140],
      [670, 250],
    ],
    "#DCCCAA",
  );
  body += polygon(
    [
      [185, 240],
      [400, 160],
      [615, 240],
    ],
    "#C9B792",
  );
  for (let i = 0; i < 8; i++) {
    body += rect(165 + i * 62, 285, 30, ground - 285, "#E9DDC2");
  }
  body += rect(140, ground - 14, 520, 14, "#BCA982");
  body += rect(0, ground, width, height - ground, "#8E8A7B");
  for (let i = 0; i < 8; i++) {
    body += circle(between(rng, 40, 760), between(rng, ground + 30, height - 20), 10, "#6E6A5C");
  }
  return svg(width, height, body);
}

function treviCard(rng: Rng) {
  const { width, height } = CARD;
  let body = rect(0, 0, width, height, "#E8D5B5");
  body += rect(60, 40, 680, 330, "#F3E6CC");
  body += rect(60, 40, 680, 40, "#DCC7A1");
  for (let i = 0; i < 6; i++) {
    body += rect(90 + i * 120, 90, 26, 270, "#E2D0AC");
  }
  body += arch(340, 120, 120, 220, "#C9AE84");
  body += ellipse(400, 300, 40, 60, "#F8F1E2");
  body += polygon(
    [
      [220, 420],
      [300, 360],
      [500, 360],
      [580, 420],
    ],
    "#BFA57D",
  );
  body += water(rng, width, 420, 180, "#3FA7B5", "#7FD1D9");
  for (let i = 0; i < 5; i++) {
    body += path(
      `M${300 + i * 50} 370Q${310 + i * 50} 400 ${300 + i * 50} 430`,
      "none",
      `stroke="#BDEBF0" stroke-width="6"`,
    );
  }
  return svg(width, height, body);
}

function rijksmuseumCard(rng: Rng) {
  const { width, height } = CARD;
  let body = bands(width, height, ["#A9D6E5", "#CBE7F0"]);
  const ground = 470;
  const brick = "#9E3D2B";
  body += rect(80, 230, 640, ground - 230, brick);
  for (const tx of [250, 490]) {
    body += rect(tx, 130, 60, ground - 130, "#8C3424");
    body += polygon(
      [
        [tx - 6, 132],
        [tx + 30, 40],
        [tx + 66, 132],
      ],
      "#3B4A54",
    );
  }
  body += polygon(
    [
      [70, 232],
      [400, 170],
      [730, 232],
    ],
    "#3B4A54",
  );
  for (let f = 0; f < 3; f++) {
    for (let i = 0; i < 10; i++) {
      const x = 105 + i * 62;
      if (x > 235 && x < 320) continue;
      if (x > 475 && x < 560) continue;
      body += arch(x, 255 + f * 70, 26, 48, rng() < 0.2 ? "#F6D67A" : "#EFE6D2");
    }
  }
  body += arch(370, 380, 60, 90, "#3A2A22");
  body += rect(0, ground, width, height - ground, "#7FA36B");
  body += rect(330, ground, 140, height - ground, "#D8CBB0");
  return svg(width, height, body);
}

function canalRowCard(rng: Rng) {
  const { width, height } = CARD;
  let body = bands(width, height, ["#BFE3EE", "#D7EEF5"]);
  const ground = 400;
  const colours = ["#3E4A5B", "#8C3B2E", "#2F5D50", "#6B3E26"];
  let x = -20;
  let i = 0;
  while (x < width) {
    const w = between(rng, 95, 125);
    // The middle house is highlighted in warm ochre.
    const colour = i === 3 ? "#C98B3A" : pick(rng, colours);
    body += canalHouse(rng, x, ground, w, between(rng, 230, 300), colour, "#F4F1EA");
    x += w + 2;
    i++;
  }
  body += rect(0, ground, width, 14, "#5A4636");
  body += water(rng, width, ground + 14, height - ground - 14, "#2D6E7E", "#4C93A3");
  for (let t = 0; t < 3; t++) {
    body += tree(120 + t * 280, ground + 6, 60, "#4E8B4A", "#5A4636");
  }
  return svg(width, height, body);
}

function parkCard(rng: Rng) {
  const { width, height } = CARD;
  let body = bands(width, height, ["#BDE0FE", "#D6ECFF"]);
  body += path("M0 260C200 220 500 250 800 230V600H0Z", "#8CC084");
  body += path("M0 330C260 300 520 340 800 310V600H0Z", "#74B06A");
  body += ellipse(520, 420, 200, 60, "#5FA8D3");
  body += ellipse(500, 410, 120, 24, "#8CC8E8");
  body += path("M0 560C200 500 300 470 420 470C520 470 600 520 800 520V600H0Z", "#E9D8A6");
  for (let i = 0; i < 9; i++) {
    body += tree(
      between(rng, 20, 780),
      between(rng, 300, 380),
      between(rng, 50, 85),
      pick(rng, ["#3E7C47", "#4E8B4A", "#2F6B3A"]),
      "#6B4F3A",
    );
  }
  body += circle(660, 90, 45, "#FFE8A3");
  return svg(width, height, body);
}

function gateCard(rng: Rng) {
  const { width, height } = CARD;
  let body = bands(width, height, ["#CDB4DB", "#F7C6C7", "#FBD9C7"]);
  const ground = 480;
  body += rect(90, 200, 620, 46, "#E0C9A6");
  body += rect(260, 140, 280, 62, "#D4BB94");
  body += polygon(
    [
      [350, 140],
      [365, 80],
      [395, 100],
      [425, 70],
      [450, 140],
    ],
    "#4F7A6C",
  );
  for (let i = 0; i < 6; i++) {
    body += rect(110 + i * 112, 246, 34, ground - 246, "#E7D4B4");
  }
  body += rect(80, ground - 14, 640, 14, "#B89F7A");
  body += rect(0, ground, width, height - ground, "#A3A6AD");
  for (let i = 0; i < 10; i++) {
    body += rect(i * 90 + between(rng, 0, 20), ground + 40, 50, 6, "#D9DBE0");
  }
  return svg(width, height, body);
}

function muralWallCard(rng: Rng) {
  const { width, height } = CARD;
  let body = bands(width, height, ["#A8DADC", "#C9E7E8"]);
  const top = 170;
  const bottom = 440;
  body += rect(0, top, width, bottom - top, "#E9E6DF");
  const colours = ["#E63946", "#F4A261", "#2A9D8F", "#264653", "#E9C46A", "#8338EC", "#3A86FF"];
  for (let i = 0; i < 14; i++) {
    const cx = between(rng, 0, width);
    const cy = between(rng, top + 30, bottom - 30);
    const size = between(rng, 30, 90);
    const colour = pick(rng, colours);
    const shape = intBetween(rng, 0, 2);
    if (shape === 0) body += circle(cx, cy, size / 2, colour);
    else if (shape === 1) body += rect(cx - size / 2, cy - size / 3, size, size / 1.5, colour, 10);
    else
      body += polygon(
        [
          [cx, cy - size / 2],
          [cx + size / 2, cy + size / 2],
          [cx - size / 2, cy + size / 2],
        ],
        colour,
      );
  }
  for (let x = 0; x < width; x += 120) body += rect(x, top, 4, bottom - top, "#CFCAC0");
  body += rect(0, bottom, width, height - bottom, "#8D9093");
  body += water(rng, width, 520, 80, "#4A6FA5", "#6D8FC0");
  return svg(width, height, body);
}

function museumIslandCard(rng: Rng) {
  const { width, height } = CARD;
  let body = bands(width, height, ["#B8C0FF", "#D6DAFF"]);
  const ground = 420;
  body += rect(240, 200, 320, ground - 200, "#8E9AAF");
  body += path("M290 205A110 120 0 0 1 510 205Z", "#4F7A6C");
  body += rect(385, 60, 30, 40, "#4F7A6C");
  body += circle(400, 56, 14, "#4F7A6C");
  for (const tx of [240, 520]) {
    body += rect(tx, 150, 40, 60, "#7D889C");
    body += path(`M${tx} 152A20 26 0 0 1 ${tx + 40} 152Z`, "#4F7A6C");
  }
  for (let i = 0; i < 9; i++) body += rect(60 + i * 20, 300, 10, ground - 300, "#D9D4C7");
  body += rect(50, 290, 190, 12, "#C8C2B3");
  for (let i = 0; i < 9; i++) body += rect(570 + i * 20, 300, 10, ground - 300, "#D9D4C7");
  body += rect(560, 290, 190, 12, "#C8C2B3");
  for (let i = 0; i < 5; i++) body += arch(270 + i * 56, 280, 28, 60, "#5D677A");
  body += rect(0, ground, width, 16, "#6B6F76");
  body += water(rng, width, ground + 16, height - ground - 16, "#4A6FA5", "#6D8FC0");
  return svg(width, height, body);
}

// ---------------------------------------------------------------------------
// Restaurant cards (800x600): a table seen from above

type Dish =
  | "pasta"
  | "pizza"
  | "tasting"
  | "rice-table"
  | "bakery"
  | "street"
  | "seafood"
  | "schnitzel";

function plateCard(rng: Rng, dish: Dish, table: string, cloth: string) {
  const { width, height } = CARD;
  let body = rect(0, 0, width, height, table);
  // Tablecloth squares for a trattoria feel, plain otherwise.
  if (cloth !== table) {
    for (let y = 0; y < height; y += 60) {
      for (let x = (y / 60) % 2 === 0 ? 0 : 60; x < width; x += 120) {
        body += rect(x, y, 60, 60, cloth);
      }
    }
  }
  const cx = 400;
  const cy = 300;
  body += circle(cx + 8, cy + 10, 200, "rgba(0,0,0,0.12)");
  body += circle(cx, cy, 200, "#FBFBF8");
  body += circle(cx, cy, 150, "#F0EFEA");
  if (dish === "pasta") {
    for (let i = 0; i < 26; i++) {
      const a = between(rng, 0, Math.PI * 2);
      const rr = between(rng, 10, 95);
      const x = cx + rr * Math.cos(a);
      const y = cy + rr * Math.sin(a);
      body += path(
        `M${r1(x - 40)} ${r1(y)}Q${r1(x)} ${r1(y - 30)} ${r1(x + 40)} ${r1(y)}`,
        "none",
        `stroke="#F2C14E" stroke-width="9" stroke-linecap="round"`,
      );
    }
    for (let i = 0; i < 7; i++)
      body += circle(cx + between(rng, -70, 70), cy + between(rng, -70, 70), 12, "#D62828");
    body += circle(cx + 20, cy - 20, 10, "#2A9D47");
  } else if (dish === "pizza") {
    body += circle(cx, cy, 140, "#E9B872");
    body += circle(cx, cy, 122, "#D9422B");
    for (let i = 0; i < 10; i++)
      body += circle(
        cx + between(rng, -95, 95),
        cy + between(rng, -95, 95),
        between(rng, 14, 22),
        "#F6F1D3",
      );
    for (let i = 0; i < 6; i++)
      body += ellipse(cx + between(rng, -90, 90), cy + between(rng, -90, 90), 12, 6, "#2A9D47");
    for (let i = 0; i < 4; i++) {
      const a = (i * Math.PI) / 4;
      body += line(
        cx - 140 * Math.cos(a),
        cy - 140 * Math.sin(a),
        cx + 140 * Math.cos(a),
        cy + 140 * Math.sin(a),
        "#C9A063",
        3,
      );
    }
  } else if (dish === "tasting") {
    body += circle(cx, cy, 150, "#FBFBF8");
    const main = pick(rng, ["#7F5539", "#E07A5F", "#F2CC8F", "#6D597A"]);
    const tilt = between(rng, -20, 20);
    body += `<g transform="rotate(${r1(tilt)} ${cx} ${cy})">${rect(cx - 60, cy - 25, 120, 50, main, 14)}</g>`;
    for (const colour of ["#E76F51", "#2A9D8F", "#E9C46A", "#F4A261"]) {
      const a = between(rng, 0, Math.PI * 2);
      const d = between(rng, 70, 110);
      body += circle(cx + d * Math.cos(a), cy + d * Math.sin(a), between(rng, 7, 16), colour);
    }
    const sauce = between(rng, 60, 110);
    body += path(
      `M${cx - 110} ${r1(cy + sauce)}Q${cx} ${r1(cy + sauce + 40)} ${cx + 110} ${r1(cy + sauce - 10)}`,
      "none",
      `stroke="${pick(rng, ["#9D0208", "#6A994E", "#F4A261"])}" stroke-width="6" stroke-linecap="round"`,
    );
    for (let i = 0; i < 5; i++) body += circle(cx - 30 + i * 15, cy - 45, 5, "#6A994E");
  } else if (dish === "rice-table") {
    body += circle(cx, cy, 70, "#FFFFFF");
    body += circle(cx, cy, 55, "#F7F3E9");
    const colours = ["#E76F51", "#F4A261", "#2A9D8F", "#E9C46A", "#9C6644", "#6A994E"];
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI * 2) / 6;
      const x = cx + 118 * Math.cos(a);
      const y = cy + 118 * Math.sin(a);
      body += circle(x, y, 34, "#FFFFFF");
      body += circle(x, y, 26, colours[i] ?? "#E76F51");
    }
  } else if (dish === "bakery") {
    body += circle(cx, cy, 110, "#C68B59");
    body += circle(cx, cy, 100, "#D9A066");
    for (let i = -4; i <= 4; i++) {
      body += line(cx + i * 22, cy - 95, cx + i * 22, cy + 95, "#B9783F", 5);
      body += line(cx - 95, cy + i * 22, cx + 95, cy + i * 22, "#B9783F", 5);
    }
    body += circle(cx + 230, cy - 150, 60, "#FFFFFF");
    body += circle(cx + 230, cy - 150, 48, "#6F4518");
    body += circle(cx + 220, cy - 160, 16, "#A9744F");
  } else if (dish === "street") {
    body += rect(cx - 150, cy - 90, 300, 180, "#FFFFFF", 20);
    for (let i = 0; i < 9; i++)
      body += circle(cx - 110 + i * 24, cy - 20 + (i % 2) * 10, 16, "#A44A3F");
    body += path(
      `M${cx - 130} ${cy + 10}Q${cx} ${cy - 40} ${cx + 130} ${cy + 10}`,
      "none",
      `stroke="#D62828" stroke-width="14" stroke-linecap="round"`,
    );
    for (let i = 0; i < 12; i++)
      body += rect(cx - 120 + i * 20, cy + 30 + between(rng, 0, 20), 10, 44, "#F2C14E", 3);
  } else if (dish === "seafood") {
    body += ellipse(cx, cy, 130, 60, "#F4A261");
    body += polygon(
      [
        [cx + 120, cy],
        [cx + 180, cy - 50],
        [cx + 180, cy + 50],
      ],
      "#F4A261",
    );
    body += circle(cx - 85, cy - 12, 9, "#1D3557");
    for (let i = 0; i < 4; i++)
      body += path(
        `M${cx - 40 + i * 40} ${cy - 45}Q${cx - 20 + i * 40} ${cy} ${cx - 40 + i * 40} ${cy + 45}`,
        "none",
        `stroke="#E76F51" stroke-width="5"`,
      );
    for (let i = 0; i < 3; i++) body += ellipse(cx - 90 + i * 90, cy + 100, 20, 12, "#F1FAEE");
    body += circle(cx + 100, cy - 100, 18, "#F6E27F");
  } else {
    body += ellipse(cx - 20, cy, 120, 90, "#D4A373");
    body += ellipse(cx - 20, cy, 105, 76, "#E0B47C");
    body += circle(cx + 95, cy - 60, 28, "#F6E27F");
    for (let i = 0; i < 8; i++)
      body += circle(
        cx + 90 + between(rng, -30, 30),
        cy + 70 + between(rng, -30, 30),
        14,
        "#F2E8CF",
      );
  }
  // Cutlery and a glass beside the plate.
  body += rect(120, 150, 16, 300, "#C9CCD1", 8);
  for (let i = 0; i < 4; i++) body += rect(112 + i * 9, 110, 5, 60, "#C9CCD1", 2);
  body += rect(664, 150, 18, 300, "#C9CCD1", 9);
  body += rect(664, 150, 18, 120, "#B5B9C0", 9);
  body += circle(660, 90, 42, "rgba(255,255,255,0.55)");
  body += circle(660, 90, 30, pick(rng, ["#9D0208", "#F8F9FA", "#E9C46A"]));
  return svg(width, height, body);
}

// ---------------------------------------------------------------------------
// Hotel cards (800x600): a facade

function hotelCard(
  rng: Rng,
  opts: { wall: string; trim: string; awning: string; sky: string[]; stars: number },
) {
  const { width, height } = CARD;
  let body = bands(width, height, opts.sky);
  const ground = 520;
  const floors = intBetween(rng, 3, 5);
  const lobby = 190;
  const floorH = (ground - lobby - 110) / floors;
  const half = between(rng, 230, 270);
  const left = 400 - half;
  const right = 400 + half;
  const top = ground - lobby - floorH * floors;
  body += rect(left, top, right - left, ground - top, opts.wall);
  body += rect(left - 15, top - 18, right - left + 30, 22, opts.trim);
  const arched = rng() < 0.5;
  const cols = right - left > 500 ? 7 : 6;
  const winW = 40;
  const gap = (right - left - cols * winW) / (cols + 1);
  for (let f = 0; f < floors; f++) {
    const y = top + 20 + f * floorH;
    for (let c = 0; c < cols; c++) {
      const x = left + gap + c * (winW + gap);
      // Window heights leave room for the sill band under each floor.
      const lit = rng() < 0.3 ? "#F6D67A" : "#34495E";
      body += arched ? arch(x, y, winW, floorH * 0.62, lit) : rect(x, y, winW, floorH * 0.62, lit);
      if (f > 0 && f % 2 === 0) body += rect(x - 6, y + floorH * 0.62, winW + 12, 8, opts.trim);
    }
    body += rect(left, y + floorH * 0.8, right - left, 5, opts.trim);
  }
  // Lobby floor: a band, two shop windows, the entrance with a scalloped
  // awning and a star sign, and two potted plants.
  const doorX = 400;
  body += rect(left, ground - lobby, right - left, 12, opts.trim);
  body += rect(left + 25, ground - 120, 90, 80, "#8FB8C9");
  body += rect(right - 115, ground - 120, 90, 80, "#8FB8C9");
  body += rect(doorX - 45, ground - 110, 90, 110, "#2C2A29");
  body += rect(doorX - 40, ground - 105, 38, 105, "#8FB8C9");
  body += rect(doorX + 2, ground - 105, 38, 105, "#8FB8C9");
  body += rect(doorX - 90, ground - 140, 180, 30, opts.awning);
  for (let i = 0; i < 6; i++) body += circle(doorX - 75 + i * 30, ground - 110, 15, opts.awning);
  for (let s = 0; s < opts.stars; s++) {
    body += star(doorX - (opts.stars - 1) * 14 + s * 28, ground - 165, 11, "#F4C430");
  }
  for (const px of [doorX - 140, doorX + 140]) {
    body += rect(px - 22, ground - 50, 44, 50, "#6B4F3A", 6);
    body += circle(px, ground - 70, 34, "#3E7C47");
  }
  body += rect(0, ground, width, height - ground, "#9A958C");
  body += rect(0, ground, width, 10, "#B9B3A8");
  return svg(width, height, body);
}

// ---------------------------------------------------------------------------
// Home hero, categories, stickers

function homeHero(rng: Rng) {
  const { width, height } = HERO;
  let body = rect(0, 0, width, height, "#FFF4E6");
  body += circle(980, 160, 260, "#FFD8A8");
  body += circle(180, 720, 240, "#FFE8CC");
  // A small skyline strip along the bottom mixing the three guide cities.
  const ground = 690;
  body += buildingRow(rng, {
    width,
    ground,
    minHeight: 60,
    maxHeight: 170,
    colours: ["#F08C5A", "#E8743B", "#F4A261"],
  });
  body += path(`M140 ${ground - 120}A70 80 0 0 1 280 ${ground - 120}Z`, "#D9622B");
  body += rect(140, ground - 120, 140, 120, "#D9622B");
  body += rect(880, ground - 330, 20, 330, "#C4532A");
  body += circle(890, ground - 330, 38, "#C4532A");
  body += rect(0, ground, width, height - ground, "#2B5F75");
  // A plate with pasta (food), a map pin (travel) and a hotel (stays).
  body += circle(330, 360, 170, "#FFFFFF");
  body += circle(330, 360, 125, "#F3F0E8");
  for (let i = 0; i < 18; i++) {
    const x = 330 + between(rng, -70, 70);
    const y = 360 + between(rng, -70, 70);
    body += path(
      `M${r1(x - 35)} ${r1(y)}Q${r1(x)} ${r1(y - 26)} ${r1(x + 35)} ${r1(y)}`,
      "none",
      `stroke="#F2B84B" stroke-width="8" stroke-linecap="round"`,
    );
  }
  for (let i = 0; i < 5; i++)
    body += circle(330 + between(rng, -60, 60), 360 + between(rng, -60, 60), 11, "#D62828");
  body += path(
    "M640 170C560 170 510 230 510 300C510 400 640 520 640 520C640 520 770 400 770 300C770 230 720 170 640 170Z",
    "#E63946",
  );
  body += circle(640, 295, 50, "#FFF4E6");
  body += rect(850, 250, 220, 300, "#3D5A80");
  for (let f = 0; f < 4; f++) {
    for (let c = 0; c < 4; c++)
      body += rect(870 + c * 50, 275 + f * 62, 30, 40, rng() < 0.4 ? "#FFD166" : "#98C1D9");
  }
  body += rect(935, 500, 50, 50, "#293241");
  body += rect(840, 236, 240, 18, "#293241");
  return svg(width, height, body);
}

function categoryCard(kind: "food" | "travel" | "hotels", rng: Rng) {
  const { width, height } = CARD;
  if (kind === "food") {
    return plateCard(rng, "pasta", "#FFE8CC", "#FFE8CC");
  }
  if (kind === "travel") {
    let body = rect(0, 0, width, height, "#D0EBFF");
    body += polygon(
      [
        [140, 120],
        [320, 80],
        [480, 120],
        [660, 80],
        [660, 480],
        [480, 520],
        [320, 480],
        [140, 520],
      ],
      "#FFF9DB",
    );
    body += polygon(
      [
        [320, 80],
        [480, 120],
        [480, 520],
        [320, 480],
      ],
      "#FFF3BF",
    );
    body += path(
      "M180 300C240 220 300 360 380 280C460 200 520 330 600 220",
      "none",
      `stroke="#F76707" stroke-width="8" stroke-dasharray="18 14" stroke-linecap="round"`,
    );
    body += path(
      "M600 130C565 130 540 158 540 190C540 235 600 290 600 290C600 290 660 235 660 190C660 158 635 130 600 130Z",
      "#E03131",
    );
    body += circle(600, 188, 22, "#FFF9DB");
    body += circle(200, 420, 40, "#8CE99A");
    body += circle(420, 170, 30, "#8CE99A");
    return svg(width, height, body);
  }
  let body = rect(0, 0, width, height, "#E5DBFF");
  body += rect(0, 430, width, 170, "#B197FC");
  body += rect(170, 160, 460, 120, "#5F3DC4", 24);
  body += rect(150, 280, 500, 150, "#FFFFFF", 16);
  body += rect(150, 360, 500, 70, "#7950F2", 12);
  body += rect(190, 250, 180, 60, "#F3F0FF", 28);
  body += rect(430, 250, 180, 60, "#F3F0FF", 28);
  body += rect(160, 430, 24, 60, "#5F3DC4");
  body += rect(616, 430, 24, 60, "#5F3DC4");
  body += rect(690, 240, 14, 190, "#495057");
  body += polygon(
    [
      [650, 240],
      [744, 240],
      [724, 180],
      [670, 180],
    ],
    "#FFD43B",
  );
  return svg(width, height, body);
}

/** A 21x21 QR-like pattern: three finder squares and seeded modules. */
function qrPattern(rng: Rng, x: number, y: number, size: number, dark: string, light: string) {
  const n = 21;
  const m = size / n;
  let out = rect(x, y, size, size, light);
  const finder = (fx: number, fy: number) =>
    rect(x + fx * m, y + fy * m, 7 * m, 7 * m, dark) +
    rect(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m, light) +
    rect(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m, dark);
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const inFinder = (row < 8 && col < 8) || (row < 8 && col > 12) || (row > 12 && col < 8);
      if (!inFinder && rng() < 0.5) out += rect(x + col * m, y + row * m, m + 0.4, m + 0.4, dark);
    }
  }
  return out + finder(0, 0) + finder(14, 0) + finder(0, 14);
}

function stickerCard(rng: Rng, variant: "premium" | "standard" | "budget") {
  const { width, height } = CARD;
  let body = rect(0, 0, width, height, "#C8A27A");
  for (let y = 40; y < height; y += 90) body += rect(0, y, width, 4, "#B58D64");
  const sticker = (x: number, y: number, s: number, frame: string, dark: string) =>
    rect(x + 8, y + 10, s, s, "rgba(0,0,0,0.18)", 28) +
    rect(x, y, s, s, frame, 28) +
    qrPattern(rng, x + s * 0.14, y + s * 0.1, s * 0.72, dark, "#FFFFFF") +
    rect(x + s * 0.2, y + s * 0.86, s * 0.6, s * 0.06, "#FFFFFF", 6) +
    polygon(
      [
        [x + s - 60, y + s],
        [x + s, y + s - 60],
        [x + s, y + s - 28],
        [x + s - 28, y + s],
      ],
      "#EDEDED",
    );
  if (variant === "premium") {
    body += sticker(120, 150, 260, "#E4572E", "#1F2937");
    body += sticker(260, 110, 260, "#E4572E", "#1F2937");
    body += sticker(400, 70, 280, "#E4572E", "#1F2937");
  } else if (variant === "standard") {
    body += sticker(250, 120, 320, "#1F2937", "#1F2937");
  } else {
    const frame = pick(rng, ["#2A9D8F", "#8338EC", "#F4A261", "#3A86FF"]);
    body += sticker(250, 120, 320, frame, "#264653");
    for (let i = 0; i < 6; i++) {
      const x = i % 2 === 0 ? between(rng, 50, 200) : between(rng, 620, 750);
      body += star(x, between(rng, 60, 540), 14, "#FFF3BF");
    }
  }
  return svg(width, height, body);
}

// ---------------------------------------------------------------------------
// The image list: file name -> drawing

type Drawing = (rng: Rng) => string;

const IMAGES: Record<string, Drawing> = {
  "home-hero": homeHero,
  "category-food": (rng) => categoryCard("food", rng),
  "category-travel": (rng) => categoryCard("travel", rng),
  "category-hotels": (rng) => categoryCard("hotels", rng),
  "city-rome": romeHero,
  "city-amsterdam": amsterdamHero,
  "city-berlin": berlinHero,
  "attraction-rome-1": colosseumCard,
  "attraction-rome-2": pantheonCard,
  "attraction-rome-3": treviCard,
  "attraction-amsterdam-1": rijksmuseumCard,
  "attraction-amsterdam-2": canalRowCard,
  "attraction-amsterdam-3": parkCard,
  "attraction-berlin-1": gateCard,
  "attraction-berlin-2": muralWallCard,
  "attraction-berlin-3": museumIslandCard,
  "restaurant-rome-1": (rng) => plateCard(rng, "pasta", "#F8F1E5", "#D64545"),
  "restaurant-rome-2": (rng) => plateCard(rng, "pizza", "#8B5E3C", "#8B5E3C"),
  "restaurant-rome-3": (rng) => plateCard(rng, "tasting", "#2F3E46", "#2F3E46"),
  "restaurant-amsterdam-1": (rng) => plateCard(rng, "seafood", "#354F52", "#354F52"),
  "restaurant-amsterdam-2": (rng) => plateCard(rng, "rice-table", "#A5673F", "#A5673F"),
  "restaurant-amsterdam-3": (rng) => plateCard(rng, "bakery", "#E9D8C4", "#E9D8C4"),
  "restaurant-berlin-1": (rng) => plateCard(rng, "schnitzel", "#6B705C", "#6B705C"),
  "restaurant-berlin-2": (rng) => plateCard(rng, "street", "#FFB703", "#FFB703"),
  "restaurant-berlin-3": (rng) => plateCard(rng, "tasting", "#1B263B", "#1B263B"),
  "hotel-rome-1": (rng) =>
    hotelCard(rng, {
      wall: "#E9B872",
      trim: "#FFF1DC",
      awning: "#9D2B1F",
      sky: ["#F7B267", "#F8C98E"],
      stars: 4,
    }),
  "hotel-rome-2": (rng) =>
    hotelCard(rng, {
      wall: "#D8A48F",
      trim: "#F6EEE3",
      awning: "#3D405B",
      sky: ["#9BD1E5", "#BDE0EC"],
      stars: 5,
    }),
  "hotel-rome-3": (rng) =>
    hotelCard(rng, {
      wall: "#F2CC8F",
      trim: "#FFFFFF",
      awning: "#2A9D8F",
      sky: ["#F4C095", "#F7D3B0"],
      stars: 3,
    }),
  "hotel-amsterdam-1": (rng) =>
    hotelCard(rng, {
      wall: "#8C3B2E",
      trim: "#F4F1EA",
      awning: "#1D3557",
      sky: ["#A9D6E5", "#CBE7F0"],
      stars: 4,
    }),
  "hotel-amsterdam-2": (rng) =>
    hotelCard(rng, {
      wall: "#3E4A5B",
      trim: "#F4F1EA",
      awning: "#E76F51",
      sky: ["#BFE3EE", "#D7EEF5"],
      stars: 3,
    }),
  "hotel-amsterdam-3": (rng) =>
    hotelCard(rng, {
      wall: "#6B3E26",
      trim: "#EAD7C0",
      awning: "#2F5D50",
      sky: ["#A9D6E5", "#D5EEF5"],
      stars: 5,
    }),
  "hotel-berlin-1": (rng) =>
    hotelCard(rng, {
      wall: "#ADB5BD",
      trim: "#F8F9FA",
      awning: "#E63946",
      sky: ["#CDB4DB", "#F7C6C7"],
      stars: 4,
    }),
  "hotel-berlin-2": (rng) =>
    hotelCard(rng, {
      wall: "#6C757D",
      trim: "#DEE2E6",
      awning: "#FFB703",
      sky: ["#B8C0FF", "#D6DAFF"],
      stars: 3,
    }),
  "hotel-berlin-3": (rng) =>
    hotelCard(rng, {
      wall: "#E0C9A6",
      trim: "#FFF8EC",
      awning: "#264653",
      sky: ["#F7C6C7", "#FBD9C7"],
      stars: 5,
    }),
  "sticker-premium": (rng) => stickerCard(rng, "premium"),
  "sticker-standard": (rng) => stickerCard(rng, "standard"),
  "sticker-budget": (rng) => stickerCard(rng, "budget"),
};

async function render(name: string, drawing: Drawing) {
  const file = join(OUT_DIR, `${name}.png`);
  const source = Buffer.from(drawing(rngFor(name)));
  // Flat colours quantise losslessly-looking into a small palette; no
  // dithering keeps areas flat and files small.
  await sharp(source)
    .png({ palette: true, colours: 64, dither: 0, compressionLevel: 9, effort: 10 })
    .toFile(file);
  return { file, bytes: statSync(file).size };
}

async function main() {
  const names = Object.keys(IMAGES);
  if (process.argv.includes("--check")) {
    const missing = names.filter((name) => !existsSync(join(OUT_DIR, `${name}.png`)));
    if (missing.length > 0) {
      console.error(`Missing seed images: ${missing.join(", ")}`);
      process.exit(1);
    }
    console.log(`All ${names.length} seed images present.`);
    return;
  }
  mkdirSync(OUT_DIR, { recursive: true });
  let total = 0;
  for (const name of names) {
    const drawing = IMAGES[name];
    if (!drawing) continue;
    const { bytes } = await render(name, drawing);
    total += bytes;
    console.log(`${name}.png ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`${names.length} images, ${(total / 1024).toFixed(0)} KB in ${OUT_DIR}`);
}

await main();
