// One Blood Bowl figure on the square board: a disc in the team's colours (primary fill, secondary
// ring, a light rim that fades once the player has acted), lying down as an ellipse, a cross when
// stunned, the position glyph and the shirt number in whichever ink reads on the shirt.
import { type Container, Graphics, Text } from 'pixi.js';
import { type FigureLook, inkOn } from './squareFigureLook';

export type { FigureColours, FigureLook } from './squareFigureLook';

/**
 * Draws the figure into `v` (emptied first), rasterised at `resolution` (the on-screen scale times
 * the device pixel ratio) so it stays sharp on a large window, and cached as one antialiased
 * texture: in software WebGL a frame then draws one quad per figure, not its circles' triangles
 * (the main context has no multisampling; docs/performance.md).
 */
export function drawFigure(v: Container, f: FigureLook, radius: number, resolution: number): void {
  v.cacheAsTexture(false);
  v.removeChildren().forEach((c) => c.destroy());
  const r = radius;
  const body = new Graphics();
  const { primary, secondary } = f.colours;
  // The light rim keeps a green or dark shirt apart from the grass.
  if (f.status === 'standing') {
    body.circle(0, 0, r + 3.5).fill({ color: 0xf5f5f5, alpha: f.acted ? 0.3 : 0.95 });
    body.circle(0, 0, r).fill({ color: primary }).stroke({ color: secondary, width: 3 });
  } else body.ellipse(0, 0, r, r * 0.55).fill({ color: primary, alpha: 0.75 }).stroke({ color: 0x111111, width: 2 });
  if (f.status === 'stunned') body.moveTo(-r * 0.7, -r * 0.4).lineTo(r * 0.7, r * 0.4).moveTo(r * 0.7, -r * 0.4).lineTo(-r * 0.7, r * 0.4).stroke({ color: 0xffeb3b, width: 3 });
  const ink = inkOn(primary);
  const glyph = new Text({ text: f.glyph, resolution, style: { fill: ink, fontSize: 15, fontWeight: '700', fontFamily: 'sans-serif' } });
  glyph.anchor.set(0.5, 0.62);
  const num = new Text({ text: String(f.number), resolution, style: { fill: ink, fontSize: 11, fontWeight: '700', fontFamily: 'sans-serif' } });
  num.anchor.set(0.5, -0.5);
  v.addChild(body, glyph, num);
  v.cacheAsTexture({ resolution, antialias: true });
}

/** The figure at a new resolution (after a resize): its texts and its cached texture. */
export function setFigureResolution(v: Container, resolution: number): void {
  for (const c of v.children) if (c instanceof Text && c.resolution !== resolution) c.resolution = resolution;
  v.cacheAsTexture(false);
  v.cacheAsTexture({ resolution, antialias: true });
}
