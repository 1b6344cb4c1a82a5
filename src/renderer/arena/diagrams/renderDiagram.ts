// Draws a rules diagram with the arena itself: an arena made off screen at the size that shows the
// diagram's part of the board `width` CSS px wide, the scene applied, one picture taken, the arena
// destroyed. Pictures are kept per diagram and language (the pitch carries words).
import type { ArenaController } from '../ArenaController';
import { worldBounds } from '../layout';
import type { PitchLabels } from '../pitchArt';
import type { ArenaTexts } from '../texts';
import { type DiagramKind, diagramScene } from './scenes';

const pictures = new Map<string, Promise<string>>();

export function diagramPicture(kind: DiagramKind, language: string, words: { labels: PitchLabels; texts: ArenaTexts }, width: number): Promise<string> {
  const key = `${kind}/${language}/${width}`;
  let p = pictures.get(key);
  if (!p) {
    p = draw(kind, words, width);
    // A failed drawing is not kept: the next visit tries again.
    p.catch(() => pictures.delete(key));
    pictures.set(key, p);
  }
  return p;
}

async function draw(kind: DiagramKind, words: { labels: PitchLabels; texts: ArenaTexts }, width: number): Promise<string> {
  const scene = diagramScene(kind);
  const board = worldBounds();
  const scale = width / scene.region.w;
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  // Off screen, but laid out: the arena sizes itself from its host.
  host.style.cssText = `position:fixed;left:-20000px;top:0;width:${Math.ceil(board.w * scale) + 12}px;height:${Math.ceil(board.h * scale) + 12}px;pointer-events:none`;
  document.body.appendChild(host);
  let arena: ArenaController | null = null;
  try {
    // Loaded on demand, as the match screen loads it: Pixi stays out of the first bundle.
    const { ArenaController: Controller } = await import('../ArenaController');
    arena = await Controller.create(host, { labels: words.labels, texts: words.texts, speed: 'instant' });
    arena.setState(scene.state);
    arena.highlight(scene.highlights);
    arena.showThreats(scene.threats);
    arena.previewPath(scene.path);
    return arena.snapshot(scene.region).toDataURL('image/png');
  } finally {
    arena?.destroy();
    host.remove();
  }
}
