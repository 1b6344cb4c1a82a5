// A board's static art (a pitch, its lines, benches, dugouts) painted by Pixi once per size into a
// plain 2D canvas that sits under the transparent WebGL canvas, which then carries only what moves.
// In software WebGL (SwiftShader: headless Chromium, a machine without a GPU) a frame costs mostly
// fill, every pixel of every layer drawn each frame; a full-size pitch texture drawn every frame was
// most of the Blood Bowl board's frame. Shared by the hex arena (stage.ts) and the square board.
import { type Container, Matrix, RenderTexture, type Renderer } from 'pixi.js';

function cssColour(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}

export class StaticUnder {
  /** The 2D canvas itself (drawn into snapshots by whoever owns the stage). */
  readonly canvas = document.createElement('canvas');

  constructor(private readonly background: number) {
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.style.cssText = `display:block;position:absolute;inset:0;width:100%;height:100%;background:${cssColour(background)}`;
  }

  /**
   * Puts the 2D canvas in `host` and the WebGL canvas over it. Both are absolutely placed, so
   * neither feeds back into its container's size; `host` must be a containing block.
   */
  mount(host: HTMLElement, webgl: HTMLCanvasElement): void {
    host.appendChild(this.canvas);
    webgl.style.display = 'block';
    webgl.style.position = 'absolute';
    webgl.style.inset = '0';
    host.appendChild(webgl);
  }

  /**
   * Paints `art` (in world units) at `scale` and offset (x, y) on a w x h CSS-pixel surface,
   * antialiased through a multisampled render texture (the WebGL context itself has no MSAA).
   */
  paint(renderer: Renderer, art: Container, w: number, h: number, fit: { scale: number; x: number; y: number }): void {
    const dpr = window.devicePixelRatio || 1;
    const target = RenderTexture.create({ width: w, height: h, resolution: dpr, antialias: true });
    renderer.render({ container: art, target, clear: true, clearColor: this.background, transform: new Matrix(fit.scale, 0, 0, fit.scale, fit.x, fit.y) });
    const src = renderer.extract.canvas(target) as HTMLCanvasElement;
    this.canvas.width = src.width;
    this.canvas.height = src.height;
    this.canvas.getContext('2d')?.drawImage(src, 0, 0);
    target.destroy(true);
  }

  remove(): void {
    this.canvas.remove();
  }
}
