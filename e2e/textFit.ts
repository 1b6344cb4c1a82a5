// Finds text that does not fit: cut off by a clipping box, spilling out of its button or field,
// shortened with an ellipsis, or running off the window. Returns one line per offender.
import type { Page } from '@playwright/test';

export async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const slack = 1.5;
    const boxy = 'button, a, label, th, td, li, select, summary, [role="tab"], [role="option"], input, .chip';
    const describe = (el: Element, text: string): string => {
      const id = el.getAttribute('data-testid') ?? el.id;
      return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}${el.className && typeof el.className === 'string' ? ` .${el.className.split(' ')[0]}` : ''}> "${text.slice(0, 60)}"`;
    };
    const visible = (el: Element): boolean => {
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && (el as HTMLElement).offsetParent !== null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const el = node.parentElement;
      if (!text || !el || !visible(el) || el.closest('[aria-hidden="true"], .sr-only, .visually-hidden, option, script, style')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const s = getComputedStyle(el);
      if (s.position === 'absolute' && r.width <= 2) continue; // screen-reader-only texts
      if (r.right > window.innerWidth + slack || r.left < -slack) {
        out.push(`${describe(el, text)} runs off the window`);
        continue;
      }
      if (s.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + slack) {
        out.push(`${describe(el, text)} is cut short with an ellipsis`);
        continue;
      }
      const box = el.closest(boxy);
      if (box) {
        const b = box.getBoundingClientRect();
        if (r.right > b.right + slack || r.left < b.left - slack || r.bottom > b.bottom + slack || r.top < b.top - slack) {
          out.push(`${describe(el, text)} spills out of its ${box.tagName.toLowerCase()}`);
          continue;
        }
      }
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        const clipsX = cs.overflowX === 'hidden' || cs.overflowX === 'clip';
        const clipsY = cs.overflowY === 'hidden' || cs.overflowY === 'clip';
        if (!clipsX && !clipsY) continue;
        const b = a.getBoundingClientRect();
        if ((clipsX && (r.right > b.right + slack || r.left < b.left - slack)) || (clipsY && (r.bottom > b.bottom + slack || r.top < b.top - slack))) {
          out.push(`${describe(el, text)} is clipped by ${describe(a, '')}`);
          break;
        }
      }
    }
    return out;
  });
}
