// A figure on the arena: a disc in team colours with a role glyph and the number, a facing
// wedge on the rim, and markers for selected / actions used / free action. Plain class holding
// Pixi objects (never put into Vue reactivity). Game data stays in the view-model.
import { Container, Graphics, Text } from 'pixi.js';
import { floorFont } from './textFloor';
import type { Direction } from '../../shared/hex';
import type { HexId } from '../../shared/games/dreadball/pitch';
import { FIGURE_RADIUS, OFF_PITCH_SCALE } from './layout';
import type { ArenaFigure, ArenaRole, OffPitchPlace } from './model';
import { COLOURS, FIGURE_OUTLINE, FONT } from './theme';
import { star } from './pitchArt';

const R = FIGURE_RADIUS;

function glyph(g: Graphics, role: ArenaRole, colour: number): void {
  const s = R * 0.62;
  if (role === 'guard') {
    // Shield: square top, pointed bottom.
    g.poly([-s, -s * 0.85, s, -s * 0.85, s, s * 0.15, 0, s * 1.0, -s, s * 0.15]);
  } else if (role === 'jack') {
    g.poly([0, -s * 1.05, s * 0.95, 0, 0, s * 1.05, -s * 0.95, 0]);
  } else {
    // Striker: an upward arrow head.
    g.poly([0, -s * 1.05, s, s * 0.8, 0, s * 0.35, -s, s * 0.8]);
  }
  g.fill({ color: colour, alpha: 0.55 });
}

/** The number's size in board units where the board shows at full size. */
const NUMBER_SIZE = 17;

export class FigureView {
  readonly root = new Container();
  /** Rotates and squashes when the figure falls. */
  readonly body = new Container();
  readonly wedge = new Graphics();
  readonly disc = new Graphics();
  readonly number: Text;
  /** Disc and number, cached as one antialiased texture: a figure costs a few quads a frame. */
  private readonly art = new Container();
  private resolution = 0;
  readonly ring = new Graphics();
  readonly pips = new Graphics();
  readonly star = new Graphics();

  /** Logical place, kept in step with the view-model and animations. */
  hex: HexId | null = null;
  place: OffPitchPlace | undefined;
  facing: Direction = 0;
  fallen = false;
  selected = false;
  data: ArenaFigure;

  constructor(f: ArenaFigure) {
    this.data = f;
    this.root.label = `figure:${f.id}`;
    this.ring.circle(0, 0, R + 6).stroke({ width: 3, color: COLOURS.select });
    this.ring.circle(0, 0, R + 10).stroke({ width: 2, color: COLOURS.select, alpha: 0.35 });
    this.ring.visible = false;
    // Facing wedge: a triangle sitting on the rim, pointing east; rotated by 60° per facing.
    this.wedge.poly([R + 9, 0, R - 3, -9, R - 3, 9]).fill({ color: f.colours.secondary }).stroke({ width: 1.5, color: 0x000000, alpha: 0.8 });
    this.drawDisc(f);
    this.number = new Text({
      text: String(f.number),
      style: { fontFamily: FONT, fontSize: NUMBER_SIZE, fontWeight: '800', fill: 0xffffff, stroke: { color: 0x000000, width: 3.5 } },
    });
    this.number.anchor.set(0.5, 0.48);
    this.star.visible = false;
    star(this.star, 0, 0, 7, 3).fill({ color: COLOURS.star }).stroke({ width: 1, color: 0x000000 });
    this.star.position.set(R * 0.8, -R * 0.8);
    this.art.addChild(this.disc, this.number);
    this.body.addChild(this.wedge, this.art);
    this.root.addChild(this.ring, this.body, this.pips, this.star);
    this.apply(f);
  }

  private drawDisc(f: ArenaFigure): void {
    this.disc.clear();
    this.disc.circle(0, 3, R).fill({ color: 0x000000, alpha: 0.45 }); // drop shadow
    this.disc.circle(0, 0, R).fill({ color: f.colours.primary }).stroke({ width: 3, color: f.colours.secondary });
    // The away team's discs have a second, inner rim: the teams differ by more than colour.
    if (f.side === 'away') this.disc.circle(0, 0, R - 5).stroke({ width: 2, color: f.colours.secondary, alpha: 0.9 });
    // A dark outline round the rim: any kit stands out on the light and red zone hexes too.
    this.disc.circle(0, 0, R + 2.5).stroke({ width: 2, color: FIGURE_OUTLINE });
    glyph(this.disc, f.role, f.colours.secondary);
    this.refreshCache();
  }

  /**
   * Rasterises the disc and the number at `resolution` texture pixels per
   * world unit (the on-screen scale times the device pixel ratio), antialiased. Called on resize.
   */
  setResolution(resolution: number, scale: number): void {
    // The number stays legible on the bench too, where the figure is drawn smaller.
    const size = floorFont(NUMBER_SIZE, scale, OFF_PITCH_SCALE);
    if (Math.abs(resolution - this.resolution) < 1e-3 && this.number.style.fontSize === size) return;
    this.resolution = resolution;
    this.number.style.fontSize = size;
    this.number.resolution = resolution;
    this.art.cacheAsTexture(false);
    this.art.cacheAsTexture({ resolution, antialias: true });
  }

  private refreshCache(): void {
    if (this.art.isCachedAsTexture) this.art.updateCacheTexture();
  }

  /** Updates visible state from the view-model (not position: the controller places figures). */
  apply(f: ArenaFigure): void {
    if (f.colours.primary !== this.data.colours.primary || f.colours.secondary !== this.data.colours.secondary || f.role !== this.data.role || f.side !== this.data.side) {
      this.drawDisc(f);
    }
    if (f.number !== this.data.number) {
      this.number.text = String(f.number);
      this.refreshCache();
    }
    this.data = f;
    this.hex = f.hex;
    this.place = f.place;
    this.setFacing(f.facing);
    this.setFallen(f.fallen);
    this.selected = f.selected;
    this.ring.visible = f.selected;
    this.star.visible = f.freeAction;
    this.drawPips(f.actionsUsed, f.hex !== null);
  }

  setFacing(d: Direction): void {
    this.facing = d;
    this.wedge.rotation = (Math.PI / 3) * d;
  }

  /** Lying down: turned on its side, flattened, greyed, no facing marker. p in 0..1 for tweening. */
  setFallen(fallen: boolean): void {
    this.fallen = fallen;
    this.setLying(fallen ? 1 : 0);
  }

  setLying(p: number): void {
    this.body.rotation = (p * Math.PI) / 2.4;
    this.body.scale.set(1, 1 - 0.42 * p);
    // No facing marker when lying down or off the pitch.
    this.wedge.visible = p < 0.5 && this.hex !== null;
    this.body.tint = p > 0 ? lerpGrey(p) : 0xffffff;
    this.body.alpha = 1 - 0.15 * p;
  }

  private drawPips(used: number, onPitch: boolean): void {
    this.pips.clear();
    if (!onPitch) return;
    for (let i = 0; i < 2; i++) {
      this.pips.circle(-6 + i * 12, R + 7, 4).fill({ color: i < used ? COLOURS.pip : COLOURS.pipEmpty }).stroke({ width: 1.2, color: 0x000000 });
    }
    this.pips.visible = used > 0;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}

function lerpGrey(p: number): number {
  const v = Math.round(255 - (255 - 130) * p);
  return (v << 16) | (v << 8) | v;
}
