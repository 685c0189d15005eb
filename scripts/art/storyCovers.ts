/**
 * The cover of the story about people, 'A week with our annotation team'
 * (public/uploads/featured-annotation-team.svg): the team's own drawn figures (the same drawings as
 * their portraits, scripts/build/portraits.ts) at work in a place, not a graphic. Three of the
 * annotation work's people sit at the long table of the Dar es Salaam office, laptops open, under
 * the wall screen where the week's image is being labelled (a polygon and a box, the label list
 * beside it); the window behind them opens on the harbour, drawn as the site's coast: depth lines,
 * not clip-art. No words in the drawing (an <img> cannot use the page's font).
 *
 * One-off generator, like scripts/art/logos.py: run `npx tsx scripts/art/storyCovers.ts` after a
 * change of the team's drawings or the palette, and commit the file it writes.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { theme } from '../../src/theme/tokens.ts'
import { figureSvg } from '../build/portraits.ts'
import { team } from '../../content/team/index.ts'

const { color } = theme
const art = theme.portrait
const W = 1200
const H = 630

/** A member's figure (DiceBear's 704 box), its ids made unique in the scene. */
function figure(id: string, x: number, y: number, size: number, flip = false): string {
  const member = team.find((m) => m.id === id)
  if (!member) throw new Error(`storyCovers: no team member '${id}'`)
  const svg = figureSvg(member)
  const inner = svg
    .slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'))
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/id="([^"]+)"/g, `id="${id}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${id}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${id}-$1"`)
  const k = size / 704
  const transform = flip
    ? `translate(${x + size} ${y}) scale(${-k} ${k})`
    : `translate(${x} ${y}) scale(${k})`
  return `<g transform="${transform}">${inner}</g>`
}

/** A laptop seen from behind: the lid, its hinge on the table, a small mark on the lid. */
function laptop(cx: number, top: number, w = 140, h = 72): string {
  return (
    `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="8" fill="${color.border}" stroke="${color.ink}" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${top + h / 2}" r="7" fill="${color.surface}"/>` +
    `<rect x="${cx - w / 2 - 12}" y="${top + h}" width="${w + 24}" height="8" rx="4" fill="${color.ink}"/>`
  )
}

/** The harbour through the window: sky, the far shore, the sea as the site's depth lines, a dhow. */
function windowView(x: number, y: number, w: number, h: number): string {
  const lines = [0.52, 0.64, 0.76, 0.88]
    .map(
      (t, i) =>
        `<path d="M${x} ${y + h * t}c${w * 0.25} ${-12 + i * 3} ${w * 0.5} ${10 - i * 2} ${w} ${-6 + i}" fill="none" stroke="${color.brand}" stroke-opacity="${0.75 - i * 0.12}" stroke-width="3"/>`,
    )
    .join('')
  return (
    `<clipPath id="win"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/></clipPath>` +
    `<g clip-path="url(#win)">` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color.surfaceAlt}"/>` +
    `<rect x="${x}" y="${y + h * 0.44}" width="${w}" height="${h * 0.56}" fill="${color.brandSoft}"/>` +
    `<path d="M${x} ${y + h * 0.44}h${w * 0.28}l${w * 0.05} ${-h * 0.06}h${w * 0.08}l${w * 0.04} ${h * 0.06}H${x + w}" fill="none" stroke="${color.inkSoft}" stroke-width="3"/>` +
    lines +
    // A dhow under sail on the near water.
    `<path d="M${x + w * 0.62} ${y + h * 0.58}l${w * 0.16} 0l${-w * 0.03} ${h * 0.05}h${-w * 0.11}z" fill="${color.ink}"/>` +
    `<path d="M${x + w * 0.7} ${y + h * 0.575}V${y + h * 0.3}l${w * 0.09} ${h * 0.25}z" fill="${color.surface}" stroke="${color.ink}" stroke-width="3" stroke-linejoin="round"/>` +
    `</g>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="none" stroke="${color.ink}" stroke-width="6"/>` +
    `<path d="M${x + w / 2} ${y}v${h}M${x} ${y + h * 0.44}" stroke="${color.ink}" stroke-width="5"/>`
  )
}

/** The wall screen: the image being labelled (a polygon with its points, a box) and the label list. */
function wallScreen(x: number, y: number, w: number, h: number): string {
  const ix = x + 22
  const iy = y + 22
  const iw = w * 0.62
  const ih = h - 44
  const pts: [number, number][] = [
    [ix + iw * 0.22, iy + ih * 0.72],
    [ix + iw * 0.3, iy + ih * 0.34],
    [ix + iw * 0.5, iy + ih * 0.22],
    [ix + iw * 0.62, iy + ih * 0.44],
    [ix + iw * 0.56, iy + ih * 0.78],
  ]
  const poly = pts.map(([px, py]) => `${px},${py}`).join(' ')
  const dots = pts
    .map(
      ([px, py]) =>
        `<circle cx="${px}" cy="${py}" r="6" fill="${color.surface}" stroke="${color.brandOnDark}" stroke-width="3"/>`,
    )
    .join('')
  const tags = [0, 1, 2, 3]
    .map((i) => {
      const ty = iy + 6 + i * 34
      const active = i === 1
      return (
        `<rect x="${ix + iw + 22}" y="${ty}" width="${w - iw - 66}" height="24" rx="12" fill="${active ? color.sun : color.cardOnDark}" stroke="${active ? color.sun : color.lineOnDark}" stroke-width="2"/>` +
        `<rect x="${ix + iw + 36}" y="${ty + 9}" width="${(w - iw - 100) * (0.8 - i * 0.12)}" height="6" rx="3" fill="${active ? color.ink : color.textOnDarkMuted}"/>`
      )
    })
    .join('')
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${color.ink}"/>` +
    `<rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" rx="8" fill="${color.inkSoft}"/>` +
    // The photo being labelled: a street's skyline and a stall, in flat tones.
    `<path d="M${ix} ${iy + ih * 0.8}h${iw}V${iy + ih}H${ix}z" fill="${color.brandStrong}"/>` +
    `<circle cx="${ix + iw * 0.82}" cy="${iy + ih * 0.24}" r="14" fill="${color.sunOnDark}"/>` +
    `<polygon points="${poly}" fill="${color.brandOnDark}" fill-opacity="0.25" stroke="${color.brandOnDark}" stroke-width="3"/>` +
    dots +
    `<rect x="${ix + iw * 0.66}" y="${iy + ih * 0.48}" width="${iw * 0.24}" height="${ih * 0.36}" fill="none" stroke="${color.sun}" stroke-width="3" stroke-dasharray="9 6"/>` +
    tags
  )
}

function scene(): string {
  const tableTop = 500
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    "<!-- Figures: Open Peeps by Pablo Stanley, CC0 1.0 (via DiceBear), drawn as the team's portraits. Scene: this site (scripts/art/storyCovers.ts). -->",
    `<defs>${'' /* clip paths are declared where used */}</defs>`,
    // The wall, and the floor line under the window.
    `<rect width="${W}" height="${H}" fill="${art.paper}"/>`,
    windowView(826, 58, 300, 330),
    wallScreen(96, 44, 560, 210),
    // The team at the table: Fatuma (annotation operations) in the middle, Zawadi (language) and
    // Amani (machine learning) either side, turned towards her.
    figure('zawadi-kimaro', 150, 168, 304),
    figure('amani-mollel', 640, 176, 300, true),
    figure('fatuma-hamisi', 392, 150, 320),
    // The table: its top and its edge, across the room.
    `<rect x="0" y="${tableTop}" width="${W}" height="${H - tableTop}" fill="${color.brand}"/>`,
    `<rect x="0" y="${tableTop}" width="${W}" height="14" fill="${color.brandStrong}"/>`,
    laptop(300, tableTop - 80),
    laptop(790, tableTop - 80),
    // A mug, a stack of printed guidelines, sticky notes of the week's questions on the table.
    `<rect x="1000" y="${tableTop - 40}" width="34" height="40" rx="6" fill="${color.surface}" stroke="${color.ink}" stroke-width="3"/>`,
    `<path d="M1034 ${tableTop - 30}c16 0 16 20 0 20" fill="none" stroke="${color.ink}" stroke-width="3"/>`,
    `<rect x="470" y="${tableTop + 40}" width="64" height="64" rx="3" fill="${color.sunOnDark}" transform="rotate(-6 502 ${tableTop + 72})"/>`,
    `<rect x="548" y="${tableTop + 46}" width="64" height="64" rx="3" fill="${color.brandSoft}" transform="rotate(4 580 ${tableTop + 78})"/>`,
    `<rect x="626" y="${tableTop + 38}" width="64" height="64" rx="3" fill="${color.surface}" transform="rotate(-2 658 ${tableTop + 70})"/>`,
    ...[0, 1, 2].map(
      (i) =>
        `<path d="M${484 + i * 78} ${tableTop + 62 + (i % 2) * 6}h34M${484 + i * 78} ${tableTop + 76 + (i % 2) * 6}h24" stroke="${color.inkSoft}" stroke-width="4" stroke-linecap="round"/>`,
    ),
    `<rect x="880" y="${tableTop - 18}" width="100" height="10" rx="2" fill="${color.surface}" stroke="${color.ink}" stroke-width="3"/>`,
    `<rect x="888" y="${tableTop - 30}" width="100" height="10" rx="2" fill="${color.surface}" stroke="${color.ink}" stroke-width="3"/>`,
    '</svg>',
    '',
  ].join('\n')
}

const out = path.join(import.meta.dirname, '../../public/uploads/featured-annotation-team.svg')
writeFileSync(out, scene())
console.log(out)
