// Colours and fonts of the arena (matching the app's CSS palette).
export const COLOURS = {
  background: 0x07090d,
  hexFill: 0x050608,
  hexEdge: 0x2de2e6,
  white: 0xf5f7fa,
  red: 0xff3b4f,
  centre: 0x17150a,
  startLine: 0xffd23f,
  logo: 0xffd23f,
  access: 0xffd23f,
  wall: 0x4b5568,
  wallEdge: 0xc9d4e3,
  panel: 0x0f141d,
  panelEdge: 0x1f2a3a,
  text: 0xe8edf4,
  muted: 0x8a97ab,
  ball: 0xff9f1c,
  ballDark: 0x3a1d00,
  ballHalo: 0xfff1a8,
  select: 0x7df9ff,
  pip: 0xffd23f,
  pipEmpty: 0x2a3342,
  star: 0xffd23f,
  success: 0x4ade80,
  fail: 0x6b7280,
} as const;

/**
 * The threat overlay: a dark ground, red over it (stronger where two opponents threaten), light
 * stripes and rim. The numbers are checked for contrast on every hex colour (contrast.test.ts).
 */
export const THREAT = { ground: 0.62, one: 0.3, two: 0.5, stripe: 0xffb3bc } as const;

/** Round every figure's rim, so its edge shows on any hex colour whatever the kit (contrast.test.ts). */
export const FIGURE_OUTLINE = 0x000000;

export const FONT = "'Segoe UI', 'Inter', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif";

export function sideColour(side: 'home' | 'away'): number {
  return side === 'home' ? COLOURS.white : COLOURS.red;
}
