// Leaving a screen with unsaved work asks first ("Leave without saving?"): Back and Esc go through
// `request`, which leaves at once when nothing would be lost, asks when something would, and waits
// while the work is being written (the writer moves on by itself). Esc is taken in the capture
// phase, before the app's own "Esc goes back", which then sees it handled; an open dialog keeps
// its own Esc.
import { onBeforeUnmount, onMounted, ref } from 'vue';

export function useLeaveGuard(o: { unsaved: () => boolean; busy: () => boolean; leave: () => void }) {
  const asking = ref(false);

  function request(): void {
    if (o.busy()) return;
    if (o.unsaved()) asking.value = true;
    else o.leave();
  }

  /** The question answered: leave anyway, or stay. */
  function answer(leave: boolean): void {
    asking.value = false;
    if (leave) o.leave();
  }

  function onKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || event.defaultPrevented || asking.value) return;
    if (document.querySelector('dialog[open]')) return;
    event.preventDefault();
    request();
  }

  onMounted(() => window.addEventListener('keydown', onKeydown, true));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown, true));
  return { asking, request, answer };
}
