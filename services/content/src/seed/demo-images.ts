import sharp from 'sharp';
import type { DemoArticle } from './demo-articles';

/**
 * Generated illustrations for the demo articles: a gradient sky from the article's palette with a simple
 * landscape motif drawn from basic SVG shapes. Everything is derived from `seed`, so the same article always
 * gets the same picture. No text is drawn (no fonts are available where these are rendered).
 */

type Motif = DemoArticle['motif'];
type Rgb = [number, number, number];
type Point = [number, number];
type Rng = () => number;

/** mulberry32: a tiny, fast, seeded PRNG returning floats in [0, 1). */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return [128, 128, 128];
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.round(Math.min(255, Math.max(0, v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Linear blend of two colours: t = 0 gives `a`, t = 1 gives `b`. */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([0, 1, 2].map((i) => ca[i] + (cb[i] - ca[i]) * t) as Rgb);
}

const WHITE = '#ffffff';
const NIGHT = '#0d1321';
const LEAF = '#4f8a3a';
const WATER = '#2a6f97';

function n(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}

function polygon(points: Point[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;
}

/** A smooth curve through the points (Catmull-Rom converted to cubic Béziers), as path commands after an M. */
function smoothThrough(points: Point[]): string {
  return `M${n(points[0][0])} ${n(points[0][1])}${curveSegments(points)}`;
}

/** The cubic Bézier segments of `smoothThrough` without the initial move, to continue an existing path. */
function curveSegments(points: Point[]): string {
  let d = '';
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A filled band whose top edge is a smooth curve through `top` and which reaches down to `bottom`. */
function smoothBand(top: Point[], bottom: number, fill: string, extra = ''): string {
  const last = top[top.length - 1];
  const d = `${smoothThrough(top)} L${n(last[0])} ${n(bottom)} L${n(top[0][0])} ${n(bottom)} Z`;
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/** Points along a gently rolling line across the full width (slightly beyond both edges). */
function rollingLine(rng: Rng, width: number, baseY: number, amplitude: number, segments: number): Point[] {
  const points: Point[] = [];
  const phase = rng() * Math.PI * 2;
  const freq = between(rng, 1.2, 2.6);
  for (let i = 0; i <= segments; i++) {
    const x = -width * 0.05 + (width * 1.1 * i) / segments;
    const wave = Math.sin(phase + (i / segments) * Math.PI * 2 * freq);
    points.push([x, baseY + amplitude * (0.6 * wave + 0.8 * (rng() - 0.5))]);
  }
  return points;
}

interface Scene {
  rng: Rng;
  w: number;
  h: number;
  /** palette[0]: upper sky and the base of the darker shapes */
  deep: string;
  /** palette[1]: horizon glow and accents */
  glow: string;
  skyLow: string;
  defs: string[];
  id: string;
}

function cloud(scene: Scene, cx: number, cy: number, size: number, opacity: number): string {
  const { rng } = scene;
  const puffs: string[] = [];
  const count = 3 + Math.floor(rng() * 3);
  for (let i = 0; i < count; i++) {
    const dx = (i - (count - 1) / 2) * size * 0.55 + between(rng, -0.1, 0.1) * size;
    const r = size * between(rng, 0.32, 0.5) * (1 - Math.abs(i - (count - 1) / 2) / count);
    puffs.push(`<circle cx="${n(cx + dx)}" cy="${n(cy - r * 0.3)}" r="${n(r)}"/>`);
  }
  puffs.push(
    `<rect x="${n(cx - size * 0.55 * ((count - 1) / 2) - size * 0.2)}" y="${n(cy - size * 0.05)}" width="${n(
      size * 0.55 * (count - 1) + size * 0.4,
    )}" height="${n(size * 0.22)}" rx="${n(size * 0.11)}"/>`,
  );
  return `<g fill="${WHITE}" opacity="${opacity.toFixed(2)}">${puffs.join('')}</g>`;
}

function clouds(scene: Scene, count: number, yMin: number, yMax: number): string {
  const { rng, w, h } = scene;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = ((i + between(rng, 0.15, 0.85)) / count) * w;
    out += cloud(scene, x, between(rng, yMin, yMax) * h, between(rng, 0.05, 0.09) * w, between(rng, 0.35, 0.7));
  }
  return out;
}

function sunDisc(scene: Scene, cx: number, cy: number, r: number): string {
  const halo = mix(scene.glow, WHITE, 0.55);
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 2.4)}" fill="${halo}" opacity="0.12"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.6)}" fill="${halo}" opacity="0.22"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${mix(scene.glow, WHITE, 0.75)}" opacity="0.95"/>`
  );
}

/**
 * The sky of a scene: the sun somewhere in its band and a few clouds in theirs (fractions of
 * the picture's width and height; the sun's size as a fraction of the height).
 */
function sky(
  scene: Scene,
  sun: { x: [number, number]; y: [number, number]; size: number },
  cloudsIn: { count: number; y: [number, number] },
): string {
  const { rng, w, h } = scene;
  return (
    sunDisc(scene, between(rng, ...sun.x) * w, between(rng, ...sun.y) * h, h * sun.size) +
    clouds(scene, cloudsIn.count, ...cloudsIn.y)
  );
}

function birds(scene: Scene, count: number): string {
  const { rng, w, h } = scene;
  const x0 = between(rng, 0.15, 0.7) * w;
  const y0 = between(rng, 0.12, 0.3) * h;
  const color = mix(scene.deep, NIGHT, 0.5);
  let d = '';
  for (let i = 0; i < count; i++) {
    const s = between(rng, 0.008, 0.014) * w;
    const x = x0 + between(rng, -0.08, 0.12) * w;
    const y = y0 + between(rng, -0.05, 0.06) * h;
    d += `M${n(x - s)} ${n(y - s * 0.35)} Q${n(x - s * 0.45)} ${n(y - s * 0.6)} ${n(x)} ${n(y)} Q${n(x + s * 0.45)} ${n(
      y - s * 0.6,
    )} ${n(x + s)} ${n(y - s * 0.35)} `;
  }
  return `<path d="${d.trim()}" fill="none" stroke="${color}" stroke-width="${n(w * 0.0025)}" stroke-linecap="round" opacity="0.7"/>`;
}

function drawMountains(scene: Scene): string {
  const { rng, w, h } = scene;
  let out = sky(scene, { x: [0.2, 0.8], y: [0.2, 0.3], size: 0.06 }, { count: 3, y: [0.1, 0.3] });
  const bases = [0.56, 0.68, 0.8, 0.92];
  const heights = [0.36, 0.24, 0.16, 0.1];
  for (let layer = 0; layer < bases.length; layer++) {
    const depth = layer / (bases.length - 1); // 0 = farthest
    const baseY = h * bases[layer];
    const peakHeight = h * heights[layer];
    const color = mix(mix(scene.deep, scene.skyLow, 0.55), mix(scene.deep, NIGHT, 0.55), depth);
    const peaks = 4 + Math.floor(rng() * 3) + layer;
    const ridge: Point[] = [];
    const tips: number[] = [];
    for (let i = 0; i <= peaks * 2; i++) {
      const x = -w * 0.05 + (w * 1.1 * i) / (peaks * 2) + between(rng, -0.025, 0.025) * w;
      const isPeak = i % 2 === 1;
      const y = isPeak ? baseY - peakHeight * between(rng, 0.55, 1) : baseY - peakHeight * between(rng, 0.05, 0.3);
      if (i > 0) {
        // A shoulder halfway along each slope, so the ridges are not plain zigzags.
        const [px, py] = ridge[ridge.length - 1];
        ridge.push([
          (px + x) / 2 + between(rng, -0.01, 0.01) * w,
          (py + y) / 2 + between(rng, -0.12, 0.12) * peakHeight,
        ]);
      }
      if (isPeak) tips.push(ridge.length);
      ridge.push([x, y]);
    }
    out += polygon([[-10, h + 10], ...ridge, [w + 10, h + 10]], color);
    if (layer === 0) {
      const snow = mix(WHITE, scene.skyLow, 0.15);
      for (const index of tips) {
        const [tx, ty] = ridge[index];
        const [lx, ly] = ridge[index - 1];
        const [rx, ry] = ridge[index + 1];
        const f = between(rng, 0.45, 0.65);
        const left: Point = [tx + (lx - tx) * f, ty + (ly - ty) * f];
        const right: Point = [tx + (rx - tx) * f, ty + (ry - ty) * f];
        const notch: Point = [tx + (left[0] - tx) * 0.4, ty + (left[1] - ty) * 0.7];
        const notch2: Point = [tx + (right[0] - tx) * 0.55, ty + (right[1] - ty) * 0.75];
        out += polygon(
          [[tx, ty], right, notch2, [tx, ty + (right[1] - ty) * 0.85], notch, left],
          snow,
          ' opacity="0.9"',
        );
      }
    }
  }
  // A few pines in the foreground.
  const pine = mix(scene.deep, NIGHT, 0.75);
  const pines = 5 + Math.floor(rng() * 5);
  for (let i = 0; i < pines; i++) {
    const x = between(rng, 0.02, 0.98) * w;
    const y = between(rng, 0.94, 1.02) * h;
    const size = h * between(rng, 0.07, 0.12);
    for (let tier = 0; tier < 3; tier++) {
      const top = y - size * (1 - tier * 0.22);
      const bottom = y - size * (0.35 - tier * 0.2);
      const half = size * (0.2 + tier * 0.07);
      out += polygon(
        [
          [x, top],
          [x + half, bottom],
          [x - half, bottom],
        ],
        pine,
      );
    }
  }
  out += birds(scene, 3 + Math.floor(rng() * 3));
  return out;
}

function drawCity(scene: Scene): string {
  const { rng, w, h } = scene;
  let out = sky(scene, { x: [0.15, 0.85], y: [0.22, 0.36], size: 0.07 }, { count: 2, y: [0.1, 0.25] });
  const ground = h * 0.86;
  const windowLight = mix(scene.glow, WHITE, 0.35);
  for (let row = 0; row < 3; row++) {
    const depth = row / 2;
    const color = mix(mix(scene.deep, scene.skyLow, 0.5), mix(scene.deep, NIGHT, 0.6), depth);
    const maxHeight = h * (0.5 - 0.1 * row);
    let x = -between(rng, 0, 0.05) * w;
    const pagodaAt = row === 2 ? between(rng, 0.25, 0.75) * w : -1;
    while (x < w) {
      const bw = between(rng, 0.045, 0.1) * w * (1 + 0.2 * row);
      if (pagodaAt >= 0 && x <= pagodaAt && pagodaAt < x + bw * 2) {
        out += pagoda(scene, x + bw * 0.9, ground, bw * 1.6, color);
        x += bw * 2;
        continue;
      }
      const bh = maxHeight * between(rng, 0.45, 1);
      const top = ground - bh;
      out += `<rect x="${n(x)}" y="${n(top)}" width="${n(bw + 1)}" height="${n(bh + h * 0.2)}" fill="${color}"/>`;
      if (rng() < 0.3) {
        out += `<rect x="${n(x + bw * 0.35)}" y="${n(top - bh * 0.08)}" width="${n(bw * 0.3)}" height="${n(
          bh * 0.08 + 1,
        )}" fill="${color}"/>`;
      }
      if (row > 0) {
        const cols = Math.max(2, Math.floor(bw / (w * 0.016)));
        const rows = Math.max(2, Math.floor(bh / (h * 0.045)));
        const cw = bw / cols;
        const ch = bh / rows;
        for (let r = 0; r < rows - 1; r++) {
          for (let c = 0; c < cols; c++) {
            if (rng() < (row === 2 ? 0.4 : 0.25)) {
              out += `<rect x="${n(x + c * cw + cw * 0.28)}" y="${n(top + r * ch + ch * 0.3)}" width="${n(
                cw * 0.44,
              )}" height="${n(ch * 0.42)}" fill="${windowLight}" opacity="${row === 2 ? '0.85' : '0.5'}"/>`;
            }
          }
        }
      }
      x += bw + between(rng, 0, 0.012) * w;
    }
  }
  out += `<rect x="0" y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="${mix(scene.deep, NIGHT, 0.7)}"/>`;
  out += `<rect x="0" y="${n(ground + (h - ground) * 0.45)}" width="${w}" height="${n(h * 0.006)}" fill="${windowLight}" opacity="0.35"/>`;
  return out;
}

/** A tiered temple roof silhouette standing on the ground line. */
function pagoda(scene: Scene, cx: number, ground: number, width: number, color: string): string {
  const { h } = scene;
  let out = '';
  let y = ground;
  let tierWidth = width;
  for (let tier = 0; tier < 3; tier++) {
    const wallHeight = h * 0.06 * (1 - tier * 0.15);
    const roofHeight = h * 0.035;
    const wall = tierWidth * 0.62;
    out += `<rect x="${n(cx - wall / 2)}" y="${n(y - wallHeight)}" width="${n(wall)}" height="${n(wallHeight + 1)}" fill="${color}"/>`;
    y -= wallHeight;
    out += polygon(
      [
        [cx - tierWidth / 2, y + roofHeight * 0.15],
        [cx - wall * 0.3, y - roofHeight],
        [cx + wall * 0.3, y - roofHeight],
        [cx + tierWidth / 2, y + roofHeight * 0.15],
      ],
      color,
    );
    y -= roofHeight;
    tierWidth *= 0.72;
  }
  out += polygon(
    [
      [cx - width * 0.04, y + 1],
      [cx, y - h * 0.05],
      [cx + width * 0.04, y + 1],
    ],
    mix(scene.glow, color, 0.3),
  );
  return out;
}

function drawRiver(scene: Scene): string {
  const { rng, w, h } = scene;
  const horizon = h * 0.5;
  let out = sky(scene, { x: [0.15, 0.85], y: [0.18, 0.3], size: 0.055 }, { count: 3, y: [0.08, 0.28] });
  out += smoothBand(rollingLine(rng, w, horizon - h * 0.08, h * 0.08, 8), h, mix(scene.deep, scene.skyLow, 0.45));
  out += smoothBand(
    rollingLine(rng, w, horizon - h * 0.01, h * 0.05, 7),
    h,
    mix(mix(scene.deep, LEAF, 0.4), scene.skyLow, 0.25),
  );
  const land = mix(LEAF, scene.glow, 0.25);
  out += `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${land}"/>`;
  scene.defs.push(
    `<linearGradient id="${scene.id}-land" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(land, scene.skyLow, 0.3)}"/><stop offset="1" stop-color="${mix(land, NIGHT, 0.35)}"/></linearGradient>`,
    `<linearGradient id="${scene.id}-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(scene.skyLow, WHITE, 0.3)}"/><stop offset="1" stop-color="${mix(scene.deep, WATER, 0.5)}"/></linearGradient>`,
  );
  out += `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#${scene.id}-land)"/>`;
  const steps = 14;
  const start = between(rng, 0.35, 0.65) * w;
  const swing = between(rng, 0.12, 0.22) * w * (rng() < 0.5 ? -1 : 1);
  const phase = rng() * Math.PI;
  const left: Point[] = [];
  const right: Point[] = [];
  const centre: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y = horizon + Math.pow(t, 1.35) * (h - horizon) * 1.02;
    const x = start + swing * Math.sin(phase + t * Math.PI * 1.6) * t;
    const half = w * (0.006 + 0.2 * Math.pow(t, 1.6));
    left.push([x - half, y]);
    right.push([x + half, y]);
    centre.push([x, y]);
  }
  const rightBack = [...right].reverse();
  const d = `${smoothThrough(left)} L${n(rightBack[0][0])} ${n(rightBack[0][1])}${curveSegments(rightBack)} Z`;
  out += `<path d="${d}" fill="url(#${scene.id}-water)"/>`;
  // Glints on the water.
  for (let i = 0; i < 7; i++) {
    const t = between(rng, 0.25, 0.95);
    const index = Math.min(steps - 1, Math.floor(t * steps));
    const [cx, cy] = centre[index];
    const half = (right[index][0] - left[index][0]) / 2;
    const x = cx + between(rng, -0.55, 0.35) * half;
    const len = half * between(rng, 0.2, 0.45);
    out += `<rect x="${n(x)}" y="${n(cy)}" width="${n(len)}" height="${n(h * 0.005)}" rx="${n(h * 0.0025)}" fill="${WHITE}" opacity="0.45"/>`;
  }
  out += trees(scene, horizon + h * 0.05, h * 0.95, 9, centre, left, right);
  return out;
}

/** Simple round trees scattered on the land, kept off the river when river edges are given. */
function trees(
  scene: Scene,
  yMin: number,
  yMax: number,
  count: number,
  centre?: Point[],
  left?: Point[],
  right?: Point[],
): string {
  const { rng, w, h } = scene;
  const items: { x: number; y: number }[] = [];
  for (let tries = 0; items.length < count && tries < count * 8; tries++) {
    const x = rng() * w;
    const y = between(rng, yMin, yMax);
    if (centre && left && right) {
      let nearest = 0;
      for (let i = 1; i < centre.length; i++)
        if (Math.abs(centre[i][1] - y) < Math.abs(centre[nearest][1] - y)) nearest = i;
      const pad = w * 0.03;
      if (x > left[nearest][0] - pad && x < right[nearest][0] + pad) continue;
    }
    items.push({ x, y });
  }
  items.sort((a, b) => a.y - b.y);
  const trunk = mix(scene.deep, NIGHT, 0.6);
  return items
    .map(({ x, y }) => {
      const scale = 0.6 + ((y - yMin) / Math.max(1, yMax - yMin)) * 0.8;
      const r = h * 0.03 * scale;
      const crown = mix(mix(LEAF, scene.deep, 0.35), NIGHT, 0.25 * (1 - scale / 1.4));
      return (
        `<rect x="${n(x - r * 0.12)}" y="${n(y - r * 0.4)}" width="${n(r * 0.24)}" height="${n(r * 0.9)}" fill="${trunk}"/>` +
        `<circle cx="${n(x)}" cy="${n(y - r * 1.1)}" r="${n(r)}" fill="${crown}"/>` +
        `<circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 1.35)}" r="${n(r * 0.45)}" fill="${mix(crown, WHITE, 0.15)}" opacity="0.6"/>`
      );
    })
    .join('');
}

function drawFields(scene: Scene): string {
  const { rng, w, h } = scene;
  let out = sky(scene, { x: [0.15, 0.85], y: [0.16, 0.28], size: 0.06 }, { count: 3, y: [0.08, 0.26] });
  out += smoothBand(rollingLine(rng, w, h * 0.38, h * 0.07, 7), h, mix(scene.deep, scene.skyLow, 0.5));
  const bands = 7;
  const base = mix(LEAF, scene.glow, 0.3);
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1);
    const y = h * (0.44 + 0.52 * Math.pow(t, 1.15));
    const line = rollingLine(rng, w, y, h * (0.02 + 0.02 * t), 6);
    const shade =
      i % 2 === 0
        ? mix(base, scene.skyLow, 0.35 * (1 - t))
        : mix(mix(base, '#c9b458', 0.35), scene.skyLow, 0.3 * (1 - t));
    out += smoothBand(line, h + 5, mix(shade, NIGHT, 0.18 * t));
    // Terrace wall: a darker lip along the top edge.
    out += `<path d="${smoothThrough(line)}" fill="none" stroke="${mix(shade, NIGHT, 0.35)}" stroke-width="${n(
      h * (0.004 + 0.006 * t),
    )}" opacity="0.6"/>`;
    // Rows of crop as a faint lighter line just under the lip.
    const rows = line.map(([x, yy]): Point => [x, yy + h * 0.018 * (0.5 + t)]);
    out += `<path d="${smoothThrough(rows)}" fill="none" stroke="${mix(shade, WHITE, 0.35)}" stroke-width="${n(
      h * 0.003,
    )}" stroke-dasharray="${n(w * 0.006)} ${n(w * 0.01)}" opacity="0.55"/>`;
  }
  // A farmhouse on one of the middle terraces.
  const hx = between(rng, 0.15, 0.85) * w;
  const hy = h * between(rng, 0.58, 0.66);
  const hw = w * 0.05;
  const wall = mix(scene.glow, WHITE, 0.55);
  const roof = mix(mix(scene.glow, '#8c3b2a', 0.6), NIGHT, 0.2);
  out += `<rect x="${n(hx - hw / 2)}" y="${n(hy - hw * 0.55)}" width="${n(hw)}" height="${n(hw * 0.55)}" fill="${wall}"/>`;
  out += polygon(
    [
      [hx - hw * 0.65, hy - hw * 0.5],
      [hx, hy - hw * 0.95],
      [hx + hw * 0.65, hy - hw * 0.5],
    ],
    roof,
  );
  out += `<rect x="${n(hx - hw * 0.1)}" y="${n(hy - hw * 0.32)}" width="${n(hw * 0.2)}" height="${n(hw * 0.32)}" fill="${mix(roof, NIGHT, 0.3)}"/>`;
  out += trees(scene, h * 0.5, h * 0.7, 5);
  return out;
}

function drawSun(scene: Scene): string {
  const { rng, w, h } = scene;
  const cx = between(rng, 0.35, 0.65) * w;
  const cy = between(rng, 0.42, 0.55) * h;
  const r = h * between(rng, 0.13, 0.17);
  const rayColour = mix(scene.glow, WHITE, 0.5);
  let out = '';
  const rays = 14 + Math.floor(rng() * 8);
  const turn = rng() * Math.PI;
  for (let i = 0; i < rays; i++) {
    const a = turn + (i / rays) * Math.PI * 2;
    const spread = (Math.PI / rays) * 0.35;
    const inner = r * 1.25;
    const outer = r * between(rng, 2.6, 4.2);
    out += polygon(
      [
        [cx + Math.cos(a - spread) * inner, cy + Math.sin(a - spread) * inner],
        [cx + Math.cos(a) * outer, cy + Math.sin(a) * outer],
        [cx + Math.cos(a + spread) * inner, cy + Math.sin(a + spread) * inner],
      ],
      rayColour,
      ' opacity="0.16"',
    );
  }
  for (let ring = 4; ring >= 1; ring--) {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * (1 + ring * 0.22))}" fill="${rayColour}" opacity="${(0.08 + 0.04 * (4 - ring)).toFixed(2)}"/>`;
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${mix(scene.glow, WHITE, 0.7)}"/>`;
  out += `<circle cx="${n(cx - r * 0.25)}" cy="${n(cy - r * 0.25)}" r="${n(r * 0.55)}" fill="${WHITE}" opacity="0.25"/>`;
  out += clouds(scene, 2, 0.12, 0.3);
  out += smoothBand(rollingLine(rng, w, h * 0.74, h * 0.05, 6), h, mix(scene.deep, scene.skyLow, 0.35));
  out += smoothBand(rollingLine(rng, w, h * 0.84, h * 0.04, 5), h, mix(scene.deep, NIGHT, 0.45));
  out += birds(scene, 4 + Math.floor(rng() * 3));
  return out;
}

function drawWaves(scene: Scene): string {
  const { rng, w, h } = scene;
  const horizon = h * 0.52;
  let out = sky(scene, { x: [0.2, 0.8], y: [0.3, 0.4], size: 0.07 }, { count: 3, y: [0.08, 0.3] });
  out += smoothBand(rollingLine(rng, w, horizon - h * 0.03, h * 0.035, 6), h, mix(scene.deep, scene.skyLow, 0.5));
  const layers = 6;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const y = horizon + (h - horizon) * (0.02 + 0.82 * Math.pow(t, 1.2));
    const amplitude = h * (0.008 + 0.03 * t);
    const wavelength = w * (0.08 + 0.14 * t);
    const phase = rng() * wavelength;
    const points: Point[] = [];
    for (let x = -wavelength - phase; x <= w + wavelength; x += wavelength / 4) {
      const k = Math.round((x + phase) / (wavelength / 4));
      points.push([x, y + amplitude * [0, -1, 0, 1][((k % 4) + 4) % 4] + amplitude * 0.3 * (rng() - 0.5)]);
    }
    const water = mix(mix(mix(scene.deep, WATER, 0.45), scene.skyLow, 0.5 * (1 - t)), NIGHT, 0.3 * t);
    out += smoothBand(points, h + 5, water);
    out += `<path d="${smoothThrough(points)}" fill="none" stroke="${WHITE}" stroke-width="${n(
      h * (0.002 + 0.005 * t),
    )}" stroke-linecap="round" opacity="${(0.2 + 0.35 * t).toFixed(2)}"/>`;
  }
  // Sun glitter on the water.
  for (let i = 0; i < 10; i++) {
    const y = between(rng, horizon + h * 0.03, h * 0.95);
    const len = w * between(rng, 0.02, 0.07);
    out += `<rect x="${n(between(rng, 0.1, 0.9) * w)}" y="${n(y)}" width="${n(len)}" height="${n(h * 0.004)}" rx="${n(
      h * 0.002,
    )}" fill="${WHITE}" opacity="0.35"/>`;
  }
  out += birds(scene, 3 + Math.floor(rng() * 3));
  return out;
}

const MOTIFS: Record<Motif, (scene: Scene) => string> = {
  mountain: drawMountains,
  city: drawCity,
  river: drawRiver,
  field: drawFields,
  sun: drawSun,
  wave: drawWaves,
};

/** An abstract landscape illustration as an SVG document, fully determined by the arguments. */
export function demoImageSvg(
  seed: number,
  palette: [string, string],
  motif: DemoArticle['motif'],
  width = 1200,
  height = 675,
): string {
  const rng = mulberry32(seed);
  const [deep, glow] = palette;
  const id = `d${(seed >>> 0).toString(36)}`;
  const scene: Scene = {
    rng,
    w: width,
    h: height,
    deep,
    glow,
    skyLow: mix(glow, WHITE, 0.45),
    defs: [],
    id,
  };
  const draw = MOTIFS[motif] ?? drawSun;
  const body = draw(scene);
  const skyTop = mix(deep, WHITE, 0.12);
  const skyMid = mix(deep, glow, 0.55);
  const defs = [
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="0.55" stop-color="${skyMid}"/><stop offset="1" stop-color="${scene.skyLow}"/></linearGradient>`,
    `<radialGradient id="${id}-vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="${NIGHT}" stop-opacity="0"/><stop offset="1" stop-color="${NIGHT}" stop-opacity="0.28"/></radialGradient>`,
    ...scene.defs,
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs.join('')}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id}-sky)"/>` +
    body +
    `<rect width="${width}" height="${height}" fill="url(#${id}-vignette)"/>` +
    `</svg>`
  );
}

/** The illustration rendered to a 1200×675 JPEG. */
export async function demoImageJpeg(
  seed: number,
  palette: [string, string],
  motif: DemoArticle['motif'],
): Promise<Buffer> {
  const svg = demoImageSvg(seed, palette, motif);
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
