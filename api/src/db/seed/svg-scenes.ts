import type { Random } from './random';

/*
 * Flat illustrations drawn as SVG, varied by a seeded stream, so the demo looks real offline
 * without shipping photos. No text: fonts differ between machines.
 */
export const W = 960;
export const H = 640;

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;
const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

function sky(r: Random, id = 'sky') {
  const evening = r.chance(0.25);
  const top = evening ? hsl(r.int(250, 280), 45, 35) : hsl(r.int(195, 215), 70, r.int(55, 68));
  const bottom = evening ? hsl(r.int(15, 35), 85, 70) : hsl(r.int(190, 205), 60, 88);
  const sun = evening
    ? `<circle cx="${r.int(120, 840)}" cy="${r.int(300, 360)}" r="${r.int(40, 60)}" fill="${hsl(30, 95, 65)}"/>`
    : `<circle cx="${r.int(80, 880)}" cy="${r.int(70, 150)}" r="${r.int(30, 45)}" fill="${hsl(50, 100, 75)}"/>`;
  const clouds = Array.from({ length: r.int(1, 3) }, () => {
    const x = r.int(60, 900);
    const y = r.int(60, 200);
    return `<g fill="#fff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="60" ry="22"/><ellipse cx="${x + 40}" cy="${y - 14}" rx="40" ry="22"/><ellipse cx="${x - 35}" cy="${y - 8}" rx="32" ry="18"/></g>`;
  }).join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>${sun}${clouds}`;
}

const ground = (r: Random, y: number) =>
  `<rect y="${y}" width="${W}" height="${H - y}" fill="${hsl(r.int(85, 130), 40, r.int(38, 50))}"/>`;

function tree(r: Random, x: number, baseY: number, scale = 1) {
  const h = 90 * scale;
  return `<rect x="${x - 6 * scale}" y="${baseY - h}" width="${12 * scale}" height="${h}" fill="${hsl(25, 40, 28)}"/><circle cx="${x}" cy="${baseY - h}" r="${r.int(38, 55) * scale}" fill="${hsl(r.int(90, 140), 45, r.int(28, 40))}"/>`;
}

function windows(
  r: Random,
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
  lit = 0.3,
) {
  let out = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const fill = r.chance(lit) ? hsl(48, 90, 75) : hsl(205, 40, r.int(55, 70));
      out += `<rect x="${x + col * (w + gapX)}" y="${y + row * (h + gapY)}" width="${w}" height="${h}" fill="${fill}" stroke="#fff" stroke-width="3"/>`;
    }
  }
  return out;
}

export function house(r: Random) {
  const wall = hsl(r.int(0, 360), r.int(20, 45), r.int(70, 86));
  const roof = hsl(r.pick([5, 15, 25, 210, 0]), r.int(30, 55), r.int(25, 40));
  const floors = r.int(1, 2);
  const w = r.int(380, 520);
  const x = (W - w) / 2 + r.int(-80, 80);
  const h = floors * 130;
  const base = 520;
  const y = base - h;
  const door = `<rect x="${x + w / 2 - 30}" y="${base - 110}" width="60" height="110" fill="${hsl(r.int(0, 360), 45, 30)}"/>`;
  const win =
    windows(r, x + 40, y + 40, 2, floors, 80, 70, w - 240, 60, 0.2) +
    windows(r, x + w - 120, y + 40, 1, floors, 80, 70, 0, 60, 0.2);
  const roofPath = `<polygon points="${x - 30},${y} ${x + w / 2},${y - r.int(120, 170)} ${x + w + 30},${y}" fill="${roof}"/>`;
  const garage = r.chance(0.4)
    ? `<rect x="${x + w}" y="${base - 120}" width="140" height="120" fill="${wall}"/><rect x="${x + w + 15}" y="${base - 95}" width="110" height="95" fill="${hsl(0, 0, 85)}" stroke="${hsl(0, 0, 70)}" stroke-width="4"/>`
    : '';
  return svg(
    W,
    H,
    sky(r) +
      ground(r, base) +
      tree(r, r.int(60, 140), base + 10, 1.2) +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>` +
      roofPath +
      win +
      door +
      garage +
      tree(r, r.int(820, 900), base + 20) +
      `<polygon points="${x + w / 2 - 30},${base} ${x + w / 2 + 30},${base} ${x + w / 2 + 90},${H} ${x + w / 2 - 90},${H}" fill="${hsl(30, 15, 70)}"/>`,
  );
}

export function apartment(r: Random) {
  const blocks = r.int(1, 2);
  let body = '';
  for (let block = 0; block < blocks; block++) {
    const w = r.int(260, 360);
    const floors = r.int(6, 10);
    const h = floors * 48 + 20;
    const x = blocks === 1 ? (W - w) / 2 : 120 + block * 380;
    const y = 560 - h;
    body += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${hsl(r.int(0, 360), r.int(10, 35), r.int(60, 82))}"/>`;
    body += windows(r, x + 20, y + 20, Math.floor((w - 20) / 60), floors, 40, 28, 20, 20, 0.25);
    for (let floor = 1; floor < floors; floor += 2)
      body += `<rect x="${x - 8}" y="${y + floor * 48 + 12}" width="${w + 16}" height="6" fill="${hsl(0, 0, 95)}"/>`;
  }
  return svg(W, H, sky(r) + ground(r, 560) + body + tree(r, 70, 580) + tree(r, 900, 590, 0.9));
}

export function villa(r: Random) {
  const wall = hsl(r.int(30, 50), r.int(10, 30), r.int(88, 95));
  const x = r.int(120, 220);
  const w = r.int(560, 680);
  const palm = (px: number) =>
    `<path d="M${px} 520 q 10 -120 -5 -230" stroke="${hsl(30, 35, 35)}" stroke-width="14" fill="none"/>` +
    [0, 60, 120, 180, 240, 300]
      .map(
        (angle) =>
          `<ellipse cx="${px - 5}" cy="290" rx="70" ry="14" fill="${hsl(110, 45, 35)}" transform="rotate(${angle + r.int(-10, 10)} ${px - 5} 290)"/>`,
      )
      .join('');
  return svg(
    W,
    H,
    sky(r) +
      ground(r, 470) +
      `<rect x="${x}" y="300" width="${w}" height="170" fill="${wall}"/><rect x="${x + 80}" y="220" width="${w - 200}" height="90" fill="${wall}"/>` +
      `<rect x="${x - 20}" y="290" width="${w + 40}" height="14" fill="${hsl(0, 0, 40)}"/><rect x="${x + 60}" y="210" width="${w - 160}" height="12" fill="${hsl(0, 0, 40)}"/>` +
      windows(r, x + 40, 330, Math.floor((w - 80) / 130), 1, 110, 120, 20, 0, 0.1) +
      windows(r, x + 110, 240, 3, 1, 90, 50, 30, 0, 0.1) +
      `<rect x="${x + 40}" y="500" width="${w - 80}" height="90" fill="${hsl(190, 75, 60)}"/><rect x="${x + 60}" y="520" width="${w - 200}" height="8" fill="${hsl(190, 80, 80)}"/>` +
      palm(r.int(60, 100)) +
      palm(r.int(860, 910)),
  );
}

export function penthouse(r: Random) {
  const w = r.int(300, 380);
  const x = (W - w) / 2;
  const tower = hsl(r.int(190, 230), r.int(10, 30), r.int(45, 65));
  return svg(
    W,
    H,
    sky(r) +
      `<rect x="${x}" y="200" width="${w}" height="440" fill="${tower}"/>` +
      windows(r, x + 20, 260, Math.floor((w - 20) / 55), 7, 35, 30, 20, 20, 0.35) +
      `<rect x="${x - 40}" y="120" width="${w + 80}" height="80" fill="${hsl(200, 50, 75)}" stroke="#fff" stroke-width="4"/>` +
      `<rect x="${x - 50}" y="196" width="${w + 100}" height="10" fill="${hsl(0, 0, 90)}"/>` +
      Array.from(
        { length: 12 },
        (_, i) => `<rect x="${x - 50 + i * ((w + 100) / 11)}" y="176" width="4" height="22" fill="#fff"/>`,
      ).join('') +
      `<rect x="${x + 10}" y="80" width="${w - 20}" height="40" fill="${hsl(200, 40, 82)}" stroke="#fff" stroke-width="3"/>` +
      `<rect x="${x - 300}" y="380" width="220" height="260" fill="${hsl(220, 15, 55)}"/><rect x="${x + w + 80}" y="330" width="200" height="310" fill="${hsl(220, 15, 50)}"/>`,
  );
}

export function plot(r: Random) {
  const hills = `<ellipse cx="${r.int(150, 350)}" cy="420" rx="380" ry="120" fill="${hsl(100, 30, 55)}"/><ellipse cx="${r.int(600, 850)}" cy="430" rx="420" ry="110" fill="${hsl(110, 30, 48)}"/>`;
  const field = `<rect y="420" width="${W}" height="220" fill="${hsl(r.int(60, 95), 45, r.int(50, 62))}"/>`;
  const posts = Array.from(
    { length: 16 },
    (_, i) => `<rect x="${20 + i * 60}" y="470" width="8" height="60" fill="${hsl(30, 35, 40)}"/>`,
  ).join('');
  const rails = `<rect x="20" y="482" width="${W - 40}" height="5" fill="${hsl(30, 35, 45)}"/><rect x="20" y="505" width="${W - 40}" height="5" fill="${hsl(30, 35, 45)}"/>`;
  const sign = `<rect x="${r.int(600, 760)}" y="360" width="10" height="170" fill="${hsl(30, 30, 35)}"/><rect x="${r.int(560, 700)}" y="330" width="150" height="90" rx="6" fill="${hsl(r.pick([0, 210, 140]), 65, 45)}" stroke="#fff" stroke-width="5"/>`;
  return svg(W, H, sky(r) + hills + field + posts + rails + sign + tree(r, r.int(80, 200), 440, 0.8));
}

export function office(r: Random) {
  const glass = r.int(195, 225);
  const tower = (x: number, w: number, top: number) =>
    `<rect x="${x}" y="${top}" width="${w}" height="${H - top}" fill="${hsl(glass, 45, r.int(40, 55))}"/>` +
    Array.from(
      { length: Math.floor(w / 28) },
      (_, i) =>
        `<rect x="${x + 8 + i * 28}" y="${top + 10}" width="3" height="${H - top}" fill="${hsl(glass, 30, 80)}" opacity="0.6"/>`,
    ).join('') +
    `<polygon points="${x},${top} ${x + w * 0.45},${top} ${x},${top + w * 0.9}" fill="#fff" opacity="0.18"/>`;
  return svg(
    W,
    H,
    sky(r) +
      tower(r.int(120, 220), r.int(200, 260), r.int(60, 140)) +
      tower(r.int(520, 600), r.int(180, 240), r.int(180, 260)) +
      `<rect y="590" width="${W}" height="50" fill="${hsl(0, 0, 55)}"/>`,
  );
}

export function shop(r: Random) {
  const awning = hsl(r.int(0, 360), 65, 50);
  const stripes = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${120 + i * 60}" y="210" width="30" height="70" fill="#fff" opacity="0.85"/>`,
  ).join('');
  const scallops = Array.from(
    { length: 24 },
    (_, i) => `<circle cx="${135 + i * 30}" cy="280" r="15" fill="${i % 2 ? '#fff' : awning}"/>`,
  ).join('');
  return svg(
    W,
    H,
    sky(r) +
      `<rect y="560" width="${W}" height="80" fill="${hsl(0, 0, 60)}"/>` +
      `<rect x="100" y="120" width="760" height="440" fill="${hsl(r.int(0, 360), 25, r.int(60, 80))}"/><rect x="100" y="140" width="760" height="50" fill="${hsl(0, 0, 25)}"/>` +
      `<rect x="120" y="210" width="720" height="70" fill="${awning}"/>${stripes}${scallops}` +
      `<rect x="140" y="320" width="440" height="220" fill="${hsl(200, 45, 70)}" stroke="#fff" stroke-width="8"/><rect x="620" y="320" width="180" height="240" fill="${hsl(25, 35, 35)}"/>` +
      `<circle cx="${r.int(200, 520)}" cy="${r.int(400, 480)}" r="30" fill="${hsl(r.int(0, 360), 60, 60)}"/>`,
  );
}

export function warehouse(r: Random) {
  const wall = hsl(r.int(0, 360), r.int(5, 25), r.int(55, 75));
  const doors = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${150 + i * 170}" y="400" width="120" height="150" fill="${hsl(0, 0, 80)}"/>` +
      Array.from(
        { length: 6 },
        (_, j) => `<rect x="${150 + i * 170}" y="${405 + j * 24}" width="120" height="3" fill="${hsl(0, 0, 60)}"/>`,
      ).join(''),
  ).join('');
  return svg(
    W,
    H,
    sky(r) +
      `<rect y="550" width="${W}" height="90" fill="${hsl(0, 0, 50)}"/>` +
      `<path d="M100 550 V 300 Q 480 150 860 300 V 550 Z" fill="${wall}"/>${doors}` +
      `<rect x="100" y="290" width="760" height="12" fill="${hsl(0, 0, 35)}"/>`,
  );
}

export function interior(r: Random) {
  const wall = hsl(r.int(0, 360), r.int(10, 35), r.int(78, 90));
  const floor = hsl(r.int(20, 40), r.int(25, 45), r.int(45, 65));
  const sofa = hsl(r.int(0, 360), r.int(25, 55), r.int(35, 55));
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${wall}"/><polygon points="0,460 ${W},460 ${W},${H} 0,${H}" fill="${floor}"/>` +
      `<rect x="${r.int(560, 680)}" y="90" width="220" height="260" fill="${hsl(205, 70, 80)}" stroke="#fff" stroke-width="12"/><rect x="${r.int(560, 680) + 104}" y="90" width="12" height="260" fill="#fff"/>` +
      `<rect x="${r.int(120, 200)}" y="150" width="160" height="110" fill="${hsl(r.int(0, 360), 50, 60)}" stroke="${hsl(30, 30, 30)}" stroke-width="8"/>` +
      `<rect x="100" y="360" width="440" height="130" rx="24" fill="${sofa}"/><rect x="80" y="400" width="60" height="110" rx="20" fill="${sofa}"/><rect x="500" y="400" width="60" height="110" rx="20" fill="${sofa}"/>` +
      `<ellipse cx="330" cy="570" rx="260" ry="40" fill="${hsl(r.int(0, 360), 35, 70)}"/><rect x="270" y="500" width="140" height="40" rx="8" fill="${hsl(30, 35, 30)}"/>` +
      `<rect x="820" y="300" width="14" height="200" fill="${hsl(0, 0, 25)}"/><polygon points="780,300 874,300 850,240 804,240" fill="${hsl(45, 70, 80)}"/>` +
      `<rect x="600" y="430" width="60" height="70" fill="${hsl(20, 40, 40)}"/><circle cx="630" cy="400" r="45" fill="${hsl(120, 35, 38)}"/>`,
  );
}

export function panorama(r: Random) {
  const w = 1600;
  const h = 800;
  const wall = hsl(r.int(0, 360), 20, 85);
  const panes = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${80 + i * 310}" y="140" width="200" height="300" fill="${hsl(205, 60, 78)}" stroke="#fff" stroke-width="10"/>`,
  ).join('');
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="520" width="${w}" height="280" fill="${hsl(30, 35, 55)}"/>${panes}`,
  );
}

export function skyline(r: Random) {
  let buildings = '';
  let x = -20;
  while (x < W) {
    const bw = r.int(50, 120);
    const bh = r.int(120, 420);
    const shade = hsl(r.int(200, 240), r.int(10, 30), r.int(18, 35));
    buildings += `<rect x="${x}" y="${520 - bh}" width="${bw}" height="${bh}" fill="${shade}"/>`;
    for (let wy = 540 - bh; wy < 500; wy += 26) {
      for (let wx = x + 8; wx < x + bw - 12; wx += 18)
        if (r.chance(0.3)) buildings += `<rect x="${wx}" y="${wy}" width="8" height="12" fill="${hsl(48, 90, 72)}"/>`;
    }
    if (r.chance(0.2))
      buildings += `<rect x="${x + bw / 2 - 2}" y="${520 - bh - 60}" width="4" height="60" fill="${shade}"/>`;
    x += bw + r.int(0, 14);
  }
  return svg(
    W,
    H,
    sky(r) +
      buildings +
      `<rect y="520" width="${W}" height="120" fill="${hsl(205, 45, r.int(28, 40))}"/><rect y="520" width="${W}" height="4" fill="#fff" opacity="0.3"/>`,
  );
}

export function projectScene(r: Random) {
  const crane = `<rect x="760" y="80" width="14" height="500" fill="${hsl(45, 90, 50)}"/><rect x="560" y="80" width="360" height="12" fill="${hsl(45, 90, 50)}"/><line x1="620" y1="92" x2="620" y2="260" stroke="#333" stroke-width="3"/>`;
  const build = apartment(r).replace(/^<svg[^>]*>|<\/svg>$/g, '');
  return svg(W, H, build + (r.chance(0.7) ? crane : ''));
}

export function floorPlan(r: Random) {
  const rooms: string[] = [];
  const split1 = r.int(300, 480);
  const split2 = r.int(200, 320);
  rooms.push(`<rect x="80" y="80" width="800" height="480" fill="#fff" stroke="#222" stroke-width="10"/>`);
  rooms.push(`<line x1="${80 + split1}" y1="80" x2="${80 + split1}" y2="560" stroke="#222" stroke-width="6"/>`);
  rooms.push(
    `<line x1="80" y1="${80 + split2}" x2="${80 + split1}" y2="${80 + split2}" stroke="#222" stroke-width="6"/>`,
  );
  rooms.push(
    `<line x1="${80 + split1}" y1="${80 + r.int(150, 330)}" x2="880" y2="${80 + r.int(150, 330)}" stroke="#222" stroke-width="6"/>`,
  );
  rooms.push(`<path d="M${80 + split1} 300 a 50 50 0 0 1 50 50" stroke="#888" stroke-width="3" fill="none"/>`);
  return svg(W, H, `<rect width="${W}" height="${H}" fill="${hsl(210, 20, 96)}"/>${rooms.join('')}`);
}

export function avatar(r: Random) {
  const size = 320;
  const skin = hsl(r.int(20, 35), r.int(30, 60), r.int(35, 80));
  const hair = hsl(r.int(0, 40), r.int(20, 60), r.int(10, 45));
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="${hsl(r.int(0, 360), 45, 82)}"/>` +
      `<ellipse cx="160" cy="330" rx="120" ry="110" fill="${hsl(r.int(0, 360), 45, 45)}"/><rect x="138" y="190" width="44" height="50" fill="${skin}"/>` +
      `<circle cx="160" cy="140" r="70" fill="${skin}"/><path d="M90 130 Q 160 ${r.int(30, 70)} 230 130 Q 220 80 160 70 Q 100 80 90 130 Z" fill="${hair}"/>`,
  );
}

const glyphs: Record<string, string> = {
  house: '<polygon points="64,24 104,60 96,60 96,104 32,104 32,60 24,60" fill="#fff"/>',
  apartment:
    '<rect x="36" y="24" width="56" height="80" fill="#fff"/><g fill="currentColor"><rect x="46" y="36" width="12" height="12"/><rect x="70" y="36" width="12" height="12"/><rect x="46" y="60" width="12" height="12"/><rect x="70" y="60" width="12" height="12"/></g>',
  villa:
    '<rect x="24" y="56" width="80" height="44" fill="#fff"/><rect x="40" y="40" width="48" height="20" fill="#fff"/>',
  penthouse:
    '<rect x="44" y="40" width="40" height="64" fill="#fff"/><rect x="36" y="28" width="56" height="12" fill="#fff"/>',
  plot: '<rect x="24" y="72" width="80" height="8" fill="#fff"/><rect x="32" y="52" width="6" height="40" fill="#fff"/><rect x="60" y="52" width="6" height="40" fill="#fff"/><rect x="88" y="52" width="6" height="40" fill="#fff"/>',
  office: '<rect x="40" y="20" width="48" height="88" fill="#fff"/>',
  shop: '<rect x="28" y="48" width="72" height="52" fill="#fff"/><rect x="24" y="32" width="80" height="16" fill="#fff"/>',
  warehouse: '<path d="M24 104 V 60 Q 64 28 104 60 V 104 Z" fill="#fff"/>',
  default: '<circle cx="64" cy="64" r="30" fill="#fff"/>',
  hospital:
    '<rect x="54" y="30" width="20" height="68" fill="#fff"/><rect x="30" y="54" width="68" height="20" fill="#fff"/>',
  school:
    '<polygon points="64,28 108,50 64,72 20,50" fill="#fff"/><rect x="40" y="62" width="48" height="28" fill="#fff"/>',
  metro:
    '<rect x="36" y="28" width="56" height="60" rx="12" fill="#fff"/><rect x="40" y="92" width="8" height="12" fill="#fff"/><rect x="80" y="92" width="8" height="12" fill="#fff"/>',
  bus: '<rect x="30" y="32" width="68" height="56" rx="8" fill="#fff"/><circle cx="44" cy="94" r="8" fill="#fff"/><circle cx="84" cy="94" r="8" fill="#fff"/>',
  supermarket:
    '<path d="M28 40 H 40 L 50 84 H 94 L 102 52 H 44" stroke="#fff" stroke-width="8" fill="none"/><circle cx="56" cy="98" r="7" fill="#fff"/><circle cx="88" cy="98" r="7" fill="#fff"/>',
  park: '<circle cx="64" cy="52" r="28" fill="#fff"/><rect x="60" y="70" width="8" height="36" fill="#fff"/>',
  airport:
    '<polygon points="64,20 72,56 108,72 108,80 72,72 70,96 82,104 46,104 58,96 56,72 20,80 20,72 56,56" fill="#fff"/>',
  beach: '<path d="M20 96 Q 64 76 108 96 V 108 H 20 Z" fill="#fff"/><circle cx="88" cy="40" r="14" fill="#fff"/>',
  gym: '<rect x="24" y="56" width="80" height="16" fill="#fff"/><rect x="28" y="40" width="14" height="48" fill="#fff"/><rect x="86" y="40" width="14" height="48" fill="#fff"/>',
  pharmacy: '<rect x="36" y="44" width="56" height="40" rx="20" fill="#fff"/>',
  bank: '<polygon points="64,24 104,48 24,48" fill="#fff"/><rect x="32" y="52" width="10" height="40" fill="#fff"/><rect x="59" y="52" width="10" height="40" fill="#fff"/><rect x="86" y="52" width="10" height="40" fill="#fff"/><rect x="26" y="94" width="76" height="10" fill="#fff"/>',
  restaurant:
    '<rect x="44" y="24" width="6" height="80" fill="#fff"/><rect x="76" y="24" width="12" height="80" rx="6" fill="#fff"/>',
};

/** A 128x128 icon: a coloured rounded square with a white glyph. */
export function icon(r: Random, glyph: string) {
  const colour = hsl(r.int(0, 360), 55, 45);
  return svg(
    128,
    128,
    `<rect width="128" height="128" rx="28" fill="${colour}" color="${colour}"/>${glyphs[glyph] ?? glyphs.default}`,
  );
}

export function logo() {
  return svg(
    256,
    256,
    `<rect width="256" height="256" rx="56" fill="hsl(160,56%,28%)"/><polygon points="128,48 208,120 188,120 188,208 68,208 68,120 48,120" fill="#fff"/><rect x="112" y="150" width="32" height="58" fill="hsl(160,56%,28%)"/>`,
  );
}

export function placeholder() {
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="hsl(210,15%,90%)"/><polygon points="480,200 600,300 570,300 570,440 390,440 390,300 360,300" fill="hsl(210,12%,78%)"/>`,
  );
}
