// Pixi v8 compiles shaders with `new Function` unless this polyfill is loaded
// first; our CSP has no 'unsafe-eval', so it must come before any Application.
import 'pixi.js/unsafe-eval';
import { Application, Graphics } from 'pixi.js';

export interface ArenaHandle {
  destroy(): void;
}

const HEX = 34; // hex radius in CSS pixels

export async function drawArena(host: HTMLElement): Promise<ArenaHandle> {
  const app = new Application();
  await app.init({
    resizeTo: host,
    backgroundAlpha: 0,
    antialias: true,
    autoStart: false,
    preference: 'webgl',
    autoDensity: true,
    resolution: window.devicePixelRatio || 1,
  });
  app.ticker.stop();
  host.appendChild(app.canvas);

  const grid = new Graphics();
  app.stage.addChild(grid);
  const render = (): void => {
    grid.clear();
    paintHexes(grid, app.screen.width, app.screen.height);
    app.render();
  };
  render();
  const observer = new ResizeObserver(() => {
    app.resize();
    render();
  });
  observer.observe(host);

  return {
    destroy() {
      observer.disconnect();
      app.destroy(true, { children: true });
    },
  };
}

function paintHexes(grid: Graphics, width: number, height: number): void {
  const w = Math.sqrt(3) * HEX;
  const rowStep = 1.5 * HEX;
  for (let row = -1; row * rowStep < height + HEX; row++) {
    const offset = row % 2 === 0 ? 0 : w / 2;
    for (let x = -w + offset; x < width + w; x += w) {
      const y = row * rowStep;
      const points: number[] = [];
      for (let corner = 0; corner < 6; corner++) {
        const angle = (Math.PI / 180) * (60 * corner - 30);
        points.push(x + HEX * Math.cos(angle), y + HEX * Math.sin(angle));
      }
      // Brighter towards the centre line, like the arena's strike zones.
      const fade = 1 - Math.min(1, Math.abs(y - height / 2) / (height / 1.6));
      grid.poly(points).stroke({ width: 1.5, color: 0x2de2e6, alpha: 0.08 + 0.22 * fade });
    }
  }
}
