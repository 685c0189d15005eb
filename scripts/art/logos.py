"""
The placeholder clients' and partners' logos (public/clients/*.svg, public/partners/*.svg).

Each logo is a geometric mark of its own and a wordmark set in Inter (OFL, the site's own face,
read from node_modules/@fontsource-variable/inter) with its own weight, optical size, case and
letter-spacing, outlined to paths: an <img> cannot use the page's web font, so the wordmark is
drawn, not typed, and looks the same on every device. Every logo is scaled to the same optical
size (the square root of its ink box's area), 80 high; a client's file is as wide as its ink
(at most 240), a partner's 240 wide with the logo at its left edge; in one colour of its
own (pages show it in ink or muted grey with a CSS filter, in colour only where the story is
about that company).

One-off generator, not part of the build: the SVGs are committed. Run it with Python 3 and
fontTools + brotli (for WOFF2):
    python3 -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools brotli
    /tmp/ft/bin/python scripts/art/logos.py
"""

import math
import os

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONT = os.path.join(
    ROOT, "node_modules/@fontsource-variable/inter/files/inter-latin-opsz-normal.woff2"
)

_cache = {}


def inter(wght, opsz):
    key = (wght, opsz)
    if key not in _cache:
        font = TTFont(FONT)
        _cache[key] = instancer.instantiateVariableFont(font, {"wght": wght, "opsz": opsz})
    return _cache[key]


def num(x):
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def text_path(text, size, wght, opsz=32, tracking=0.0, x=0.0, baseline=0.0, scale_x=1.0, mono=None):
    """Outlines `text` at `size` px, left edge x, on `baseline`; returns (d, advance width)."""
    font = inter(wght, opsz)
    upm = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    hmtx = font["hmtx"]
    s = size / upm
    pen = SVGPathPen(glyphs, ntos=num)
    cursor = x
    for i, ch in enumerate(text):
        name = cmap[ord(ch)]
        adv = hmtx[name][0] * s * scale_x
        offset = 0.0
        if mono:
            # A fixed cell per letter, the glyph centred in it: the code studio's typewriter rhythm.
            offset = (mono * size - adv) / 2
            adv = mono * size
        if ch != " ":
            t = TransformPen(pen, (s * scale_x, 0, 0, -s, cursor + offset, baseline))
            glyphs[name].draw(t)
        cursor += adv + (tracking * size if i < len(text) - 1 else 0)
    return pen.getCommands(), cursor - x


def cap_height(wght, opsz=32):
    font = inter(wght, opsz)
    return font["OS/2"].sCapHeight / font["head"].unitsPerEm


# Marks are drawn on a 40 x 40 grid, baseline of the wordmark at y = 40 * 0.5 + cap/2.
MARKS = {
    # A rounded tile with the ridge of a peak cut out of it (kilele: summit).
    "kilele": '<path fill-rule="evenodd" d="M10 0h20a10 10 0 0 1 10 10v20a10 10 0 0 1-10 10H10A10 10 0 0 1 0 30V10A10 10 0 0 1 10 0zM6 31h28l-9-15-4.5 6.5L15 13z"/>',
    # A ring of savers around three pooled coins (akiba jamii: community savings).
    "akiba": '<path fill-rule="evenodd" d="M20 0a20 20 0 1 1 0 40a20 20 0 1 1 0-40zm0 4a16 16 0 1 0 0 32a16 16 0 1 0 0-32z"/><circle cx="20" cy="13.5" r="5"/><circle cx="13.5" cy="24.5" r="5"/><circle cx="26.5" cy="24.5" r="5"/>',
    # An open book, two leaves lifting from the spine (somo: lesson).
    "somo": '<path d="M19 38C14 33 8 32 1 33V6c7-1 13 1 18 6z"/><path d="M21 38c5-5 11-6 18-5V6c-7-1-13 1-18 6z"/>',
    # A beam balanced on its fulcrum (mizani: scales).
    "mizani": '<path d="M20 8l7.5 30h-15z"/><rect x="0" y="6" width="40" height="4" rx="2"/><rect x="5" y="8" width="2" height="14"/><rect x="33" y="8" width="2" height="14"/><path d="M0 21h12a6 6 0 0 1-12 0zM28 21h12a6 6 0 0 1-12 0z"/><circle cx="20" cy="3" r="3"/>',
    # Four columns of a front page, one turned into a signal (habari: news; mtandao: network).
    "habari": '<rect x="0" y="0" width="18" height="18" rx="2"/><path d="M22 0a18 18 0 0 1 18 18H22z"/><rect x="0" y="22" width="18" height="18" rx="2"/><rect x="22" y="22" width="18" height="18" rx="2"/>',
    # A prompt cut out of a tile: >_ (msimbo: code).
    "msimbo": '<path fill-rule="evenodd" d="M6 0h28a6 6 0 0 1 6 6v28a6 6 0 0 1-6 6H6a6 6 0 0 1-6-6V6a6 6 0 0 1 6-6zm4.2 11.8l8.2 8.2-8.2 8.2 2.8 2.8 11-11-11-11zM21 27v4h11v-4z"/>',
    # Three swells of the sea under a cloud line (bahari: ocean).
    "bahari": '<g fill="none" stroke-width="4.2" stroke-linecap="round"><path d="M2.5 12c4.4-4 8.8-4 13.1 0s8.8 4 13.2 0 8.7-4 8.7-4"/><path d="M2.5 22c4.4-4 8.8-4 13.1 0s8.8 4 13.2 0 8.7-4 8.7-4"/><path d="M2.5 32c4.4-4 8.8-4 13.1 0s8.8 4 13.2 0 8.7-4 8.7-4"/></g>',
    # Tomorrow's sun, half over the horizon (kesho: tomorrow).
    "kesho": '<path d="M5 31a15 15 0 0 1 30 0z"/><rect x="0" y="34.5" width="40" height="4.5" rx="2.25"/><rect x="17.75" y="0" width="4.5" height="9" rx="2.25"/><rect x="3.8" y="8.5" width="4.5" height="9" rx="2.25" transform="rotate(-45 6.05 13)"/><rect x="31.7" y="8.5" width="4.5" height="9" rx="2.25" transform="rotate(45 33.95 13)"/>',
    # A voice as five bars (lugha: language).
    "lugha": '<rect x="0" y="15" width="5" height="10" rx="2.5"/><rect x="8.75" y="7" width="5" height="26" rx="2.5"/><rect x="17.5" y="0" width="5" height="40" rx="2.5"/><rect x="26.25" y="9" width="5" height="22" rx="2.5"/><rect x="35" y="14" width="5" height="12" rx="2.5"/>',
    # A map folded in three (ramani: map).
    "ramani": '<path d="M0 6l11-5v33L0 39z"/><path d="M14.5 1l11 5v33l-11-5z"/><path d="M29 6l11-5v33l-11 5z"/>',
}


LOGOS = [
    # (folder, file, title, colour, mark, [wordmark parts], mark scale)
    # parts: (text, wght, opsz, tracking em, scale_x, mono cell em)
    ("clients", "kilele-pay", "Kilele Pay", "#0b6b4f", "kilele",
     [("kilele", 760, 32, -0.035, 1, None), ("pay", 380, 32, -0.02, 1, None)], 1.0),
    ("clients", "akiba-jamii", "Akiba Jamii Microfinance", "#8a4b12", "akiba",
     [("Akiba Jamii", 560, 32, -0.005, 1, None)], 1.0),
    ("clients", "somo-bora", "Somo Bora Learning", "#1d4ed8", "somo",
     [("somo", 880, 32, -0.05, 1, None), (" bora", 880, 32, -0.05, 1, None)], 1.0),
    ("clients", "mizani-advisory", "Mizani Advisory", "#334155", "mizani",
     [("MIZANI", 520, 14, 0.24, 1, None)], 0.95),
    ("clients", "habari-mtandao", "Habari Mtandao", "#b4123a", "habari",
     [("HABARI", 900, 32, -0.01, 0.86, None), (" MTANDAO", 430, 32, 0.02, 0.86, None)], 0.9),
    ("clients", "msimbo-works", "Msimbo Works", "#4c1d95", "msimbo",
     [("msimbo", 700, 14, -0.02, 1, None), ("/works", 340, 14, 0, 1, None)], 1.0),
    ("partners", "bahari-cloud", "Bahari Cloud", "#075985", "bahari",
     [("bahari", 640, 32, -0.02, 1, None), (" cloud", 300, 32, -0.01, 1, None)], 1.0),
    ("partners", "kesho-hub", "Kesho Founders Hub", "#b4470b", "kesho",
     [("KESHO", 860, 32, 0.02, 1, None), (" HUB", 380, 32, 0.08, 1, None)], 1.0),
    ("partners", "lugha-foundation", "Lugha Speech Foundation", "#5b21b6", "lugha",
     [("Lugha", 300, 32, -0.01, 1, None)], 0.9),
    ("partners", "ramani-open-data", "Ramani Open Data Initiative", "#15803d", "ramani",
     [("ramani", 720, 32, -0.03, 1, None), (" open data", 420, 32, -0.01, 1, None)], 0.95),
]

BOX_W, BOX_H = 240, 80
# Every logo gets the same optical size: the square root of its ink box's area, in px of the box.
TARGET = 72.0
MAX_W, MAX_H = 232, 50
SIZE = 40  # font size while laying out (rescaled after)
PAD = 2  # px of the 80-high box left and right of the ink


def build(folder, slug, title, colour, mark, parts, mark_scale):
    cap = cap_height(parts[0][1], parts[0][2]) * SIZE
    # The mark is 1.55 cap heights tall (optically as tall as the word's ascenders and a little
    # more), centred on the cap height.
    mark_h = cap * 1.55 * mark_scale
    ms = mark_h / 40
    baseline = mark_h / 2 + cap / 2
    x = mark_h + cap * 0.55
    paths = []
    for text, wght, opsz, tracking, scale_x, mono in parts:
        d, w = text_path(text, SIZE, wght, opsz, tracking, x, baseline, scale_x, mono)
        if text.startswith(" "):
            pass
        paths.append(d)
        x += w
    width, height = x, mark_h
    # Optical size: scale so sqrt(w * h) is the same for every logo, within the box's limits.
    k = min(TARGET / math.sqrt(width * height), MAX_W / width, MAX_H / height)
    # The file is as wide as the logo (plus a hair each side) and 80 tall: in any 3:1 box it is
    # drawn at the same scale as every other logo (its height sets it), centred by default, and a
    # page can align it to the left of its box (object-position) with no inner margin.
    # (Partners' files stay 240 wide: /partnerships sizes them by width, as 240 x 80 boxes; their
    # ink starts at the left, PAD in, so each logo lines up with the card's content edge.)
    box_w = math.ceil(width * k + 2 * PAD) if folder == "clients" else BOX_W
    ox = (box_w - width * k) / 2 if folder == "clients" else PAD
    oy = (BOX_H - height * k) / 2
    body = (
        f'<g transform="translate({num(ox)} {num(oy)}) scale({num(k)})">'
        f'<g transform="scale({num(ms)})">{MARKS[mark]}</g>'
        + "".join(f'<path d="{d}"/>' for d in paths)
        + "</g>"
    )
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{box_w}" height="{BOX_H}" '
        f'viewBox="0 0 {box_w} {BOX_H}" role="img" aria-labelledby="t">'
        f'<title id="t">{title}</title>'
        f'<g fill="{colour}" stroke="{colour}" stroke-width="0">{body}</g></svg>\n'
    )
    out = os.path.join(ROOT, "public", folder, f"{slug}.svg")
    with open(out, "w") as f:
        f.write(svg)
    print(out, f"{width * k:.0f}x{height * k:.0f}", len(svg), "bytes")


if __name__ == "__main__":
    for logo in LOGOS:
        build(*logo)
