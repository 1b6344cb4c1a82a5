// Tab and Shift+Tab wrap inside a modal (a dialog's own controls), so focus never walks on to the
// page behind it. Returns true when it moved the focus.

const STOPS = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function wrapTab(container: HTMLElement | null | undefined, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab' || !container) return false;
  const stops = [...container.querySelectorAll<HTMLElement>(STOPS)];
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return false;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
